"use client";

import { Link } from "@/components/ui/link";
import { useParams } from "next/navigation";
import { useTranslations } from "next-intl";

/** Spec §8's not-found text; 'Terug naar home' leads to the administration's home when there is one. */
export function NotFoundBody({ home: vast }: { home?: string }) {
  const t = useTranslations("translation.notFound");
  const app = useTranslations("translation.app");
  const admnr = useParams<{ admnr?: string }>()?.admnr;
  const titel = `${t("paginaTitel")} · ${app("naam")}`;
  const home = vast ?? (admnr && /^[1-9]\d{0,9}$/.test(admnr) ? `/${admnr}` : "/");
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      {/* not-found pages get no generateMetadata: React 19 hoists this title into the head. */}
      <title>{titel}</title>
      <h1 className="text-2xl font-semibold">{t("titel")}</h1>
      <p className="text-muted-foreground">{t("tekst")}</p>
      <Link href={home} className="font-medium text-primary underline underline-offset-4">
        {t("terug")}
      </Link>
    </div>
  );
}
