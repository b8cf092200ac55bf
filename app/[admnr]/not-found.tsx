import { NotFoundBody } from "@/components/shell/not-found-body";
import { paginaTitel } from "@/lib/i18n/metadata";

/** The tab's title when Next renders this boundary with its own metadata (a 404 answered before streaming). */
export const generateMetadata = paginaTitel("translation.notFound.paginaTitel");

/** 'Pagina niet gevonden' inside an administration: rendered within its shell (header, menu). */
export default function TenantNotFound() {
  return <NotFoundBody />;
}
