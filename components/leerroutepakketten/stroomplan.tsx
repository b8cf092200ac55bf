"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/kit/empty-state";
import { ScrollArea } from "@/components/ui/scroll-area";
import { SectionCard } from "@/components/kit/section-card";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { niveauLabel } from "@/lib/format";
import { useDomeinen, useStroomplan } from "./data";

/**
 * The flow chart a teacher plans with: levels as columns, competencies as rows grouped by domain,
 * each cell the number of indicators of that competency at that level (a link to the cell).
 * A package has hundreds of cells: no link of the grid prefetches its page (one request per
 * visible link otherwise), and the grid scrolls sideways with a visible cue.
 */
export function Stroomplan({ admnr, id, domeinId }: { admnr: number; id: number; domeinId: number | null }) {
  const t = useTranslations("planning.leerroutepakketten.stroomplan");
  const { data } = useStroomplan(admnr, id, domeinId);
  const { data: domeinen = [] } = useDomeinen(admnr, id);
  const router = useRouter();
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  if (!data) return null;
  const leeg = data.niveaus.length === 0 || data.domeinen.every((d) => d.competenties.length === 0);
  const niveaus = new Map(data.niveaus.map((n) => [n.nummer, niveauLabel(n.label)]));
  const domeinKeuze = (
    <div className="space-y-1">
      <Label htmlFor="stroomplan-domein">{t("domein")}</Label>
      <NativeSelect
        id="stroomplan-domein"
        value={domeinId ?? ""}
        onChange={(e) => router.replace(`${basis}/details/stroomplan${e.target.value ? `?domein=${e.target.value}` : ""}`, { scroll: false })}
      >
        <NativeSelectOption value="">{t("alleDomeinen")}</NativeSelectOption>
        {domeinen.map((d) => (
          <NativeSelectOption key={d.id} value={d.id}>
            {d.naam}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <SectionCard role="region" aria-labelledby="stroomplan-titel" titleId="stroomplan-titel" title={t("titel")} action={domeinKeuze}>
      {leeg ? (
        <EmptyState title={t("leeg", { wat: data.niveaus.length === 0 ? "niveaus" : "competenties" })} />
      ) : (
        <ScrollArea label={t("verschuif")} className="rounded-md border">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t("bijschrift")}</caption>
            <thead>
              <tr className="bg-muted/50">
                <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-medium">
                  {t("competentie")}
                </th>
                {data.niveaus.map((n) => (
                  <th key={n.nummer} scope="col" className="px-3 py-2 text-center font-medium whitespace-nowrap" title={n.omschrijving ?? undefined}>
                    {niveaus.get(n.nummer)}
                  </th>
                ))}
              </tr>
            </thead>
            {data.domeinen.map((d) => (
              <tbody key={d.id}>
                <tr className="border-t bg-secondary/40">
                  <th scope="colgroup" colSpan={data.niveaus.length + 1} className="px-3 py-2 text-left font-semibold">
                    <Link prefetch={false} href={`${basis}/domein/${d.id}`} className="underline-offset-4 hover:underline">
                      {d.code ? t("domeinMetCode", { code: d.code, naam: d.naam }) : d.naam}
                    </Link>
                  </th>
                </tr>
                {d.competenties.length === 0 && (
                  <tr className="border-t">
                    <td colSpan={data.niveaus.length + 1} className="px-3 py-2 text-muted-foreground">
                      {t("geenCompetenties")}
                    </td>
                  </tr>
                )}
                {d.competenties.map((c) => (
                  <tr key={c.id} className="border-t">
                    <th scope="row" className="sticky left-0 bg-background px-3 py-2 text-left font-normal">
                      <Link prefetch={false} href={`${basis}/competentie/${c.id}`} className="underline-offset-4 hover:underline">
                        {c.naam}
                      </Link>
                    </th>
                    {c.cellen.map((cel) => (
                      <td key={cel.niveauNummer} className="stroom-td">
                        <Link
                          prefetch={false}
                          href={`${basis}/competentieniveau/${c.id}/${cel.niveauNummer}`}
                          aria-label={t("cel", { competentie: c.naam, niveau: niveaus.get(cel.niveauNummer) ?? "", aantal: cel.aantalIndicatoren })}
                          className={`stroom-cel ${cel.aantalIndicatoren > 0 ? "stroom-cel-gevuld" : cel.beschreven ? "stroom-cel-beschreven" : "stroom-cel-leeg"}`}
                        >
                          {cel.aantalIndicatoren > 0 ? cel.aantalIndicatoren : "–"}
                        </Link>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </ScrollArea>
      )}
    </SectionCard>
  );
}
