"use client";

import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { EmptyState } from "@/components/kit/empty-state";
import { ScrollArea } from "@/components/ui/scroll-area";
import { SectionCard } from "@/components/kit/section-card";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { useGehydrateerd } from "@/lib/client/gehydrateerd";
import { niveauLabel } from "@/lib/format";
import { useDomeinen, useStroomplan } from "./data";

/** Cells the server renders (whole competency rows, about the first screenful); the rest follow right after hydration. */
const CELLEN_VOORAF = 100;

/**
 * The flow chart a teacher plans with: levels as columns, competencies as rows grouped by domain,
 * each cell the number of indicators of that competency at that level (a link to the cell).
 * The grid scrolls sideways with a visible cue.
 *
 * HTML (issue 27): every cell is a link with its own accessible name, ~125 bytes each, 320 on the
 * demo package (40 KB). The server renders the cells of the first rows (CELLEN_VOORAF) and of the
 * rows below only their heading; the browser fills in their cells as soon as it has hydrated (the
 * same render as a client-side navigation). Rows, cells and links take their look from the
 * table's class (.stroom-tabel in app/globals.css), a cell only a class when it is not filled.
 */
export function Stroomplan({ admnr, id, domeinId }: { admnr: number; id: number; domeinId: number | null }) {
  const t = useTranslations("planning.leerroutepakketten.stroomplan");
  const { data } = useStroomplan(admnr, id, domeinId);
  const { data: domeinen = [] } = useDomeinen(admnr, id);
  const router = useRouter();
  // False on the server and while hydrating, true afterwards (and at once on a client navigation).
  const alles = useGehydrateerd();
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  if (!data) return null;
  const leeg = data.niveaus.length === 0 || data.domeinen.every((d) => d.competenties.length === 0);
  const niveaus = data.niveaus.map((n) => niveauLabel(n.label));
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
  // The competencies whose cells the server renders: whole rows up to CELLEN_VOORAF cells.
  const vooraf = new Set<number>();
  let cellenVooraf = 0;
  for (const d of data.domeinen)
    for (const c of d.competenties) {
      if (cellenVooraf < CELLEN_VOORAF) vooraf.add(c.id);
      cellenVooraf += c.cellen.length;
    }
  return (
    <SectionCard role="region" aria-labelledby="stroomplan-titel" titleId="stroomplan-titel" title={t("titel")} action={domeinKeuze}>
      {leeg ? (
        <EmptyState title={t("leeg", { wat: data.niveaus.length === 0 ? "niveaus" : "competenties" })} />
      ) : (
        <ScrollArea label={t("verschuif")} className="rounded-md border">
          <table className="stroom-tabel">
            <caption className="sr-only">{t("bijschrift")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("competentie")}</th>
                {data.niveaus.map((n, i) => (
                  <th key={n.nummer} scope="col" title={n.omschrijving ?? undefined}>
                    {niveaus[i]}
                  </th>
                ))}
              </tr>
            </thead>
            {data.domeinen.map((d) => (
              <tbody key={d.id}>
                <tr className="stroom-domein">
                  <th scope="colgroup" colSpan={data.niveaus.length + 1}>
                    <Link href={`${basis}/domein/${d.id}`}>
                      {d.code ? t("domeinMetCode", { code: d.code, naam: d.naam }) : d.naam}
                    </Link>
                  </th>
                </tr>
                {d.competenties.length === 0 && (
                  <tr>
                    <td colSpan={data.niveaus.length + 1} className="px-3 py-2 text-left text-muted-foreground">
                      {t("geenCompetenties")}
                    </td>
                  </tr>
                )}
                {d.competenties.map((c) => (
                    <tr key={c.id}>
                      <th scope="row">
                        <Link href={`${basis}/competentie/${c.id}`}>
                          {c.naam}
                        </Link>
                      </th>
                      {alles || vooraf.has(c.id) ? (
                        c.cellen.map((aantal, i) => (
                          <td key={data.niveaus[i]!.nummer}>
                            <Link
                              href={`${basis}/competentieniveau/${c.id}/${data.niveaus[i]!.nummer}`}
                              aria-label={t("cel", { competentie: c.naam, niveau: niveaus[i] ?? "", aantal: aantal ?? 0 })}
                              className={aantal === null ? "stroom-leeg" : aantal === 0 ? "stroom-beschreven" : undefined}
                            >
                              {aantal ? aantal : "–"}
                            </Link>
                          </td>
                        ))
                      ) : (
                        <td colSpan={data.niveaus.length} />
                      )}
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
