import { NotFoundBody } from "@/components/shell/not-found-body";

/** 'Pagina niet gevonden' inside an administration: rendered within its shell (header, menu). */
export default function TenantNotFound() {
  return <NotFoundBody />;
}
