import { getTranslations } from "next-intl/server";
import { NotFoundBody } from "@/components/shell/not-found-body";

export async function generateMetadata() {
  const t = await getTranslations("translation.notFound");
  return { title: t("paginaTitel") };
}

/** Outside an administration (or not a member of it): home is the administration chooser. */
export default function NotFound() {
  return (
    <main>
      <NotFoundBody home="/" />
    </main>
  );
}
