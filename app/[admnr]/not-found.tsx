import { getTranslations } from "next-intl/server";
import { NotFoundBody } from "@/components/shell/not-found-body";

export async function generateMetadata() {
  const t = await getTranslations("translation.notFound");
  return { title: t("paginaTitel") };
}

/** 'Pagina niet gevonden' inside an administration: rendered within its shell (header, menu). */
export default function TenantNotFound() {
  return <NotFoundBody />;
}
