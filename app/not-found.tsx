import Link from "next/link";
import { getTranslations } from "next-intl/server";

export default async function NotFound() {
  const t = await getTranslations("translation.notFound");
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{t("titel")}</h1>
      <p className="text-muted-foreground">{t("tekst")}</p>
      <Link href="/" className="font-medium text-primary underline underline-offset-4">
        {t("terug")}
      </Link>
    </main>
  );
}
