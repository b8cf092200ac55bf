"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { niveauLabel } from "@/lib/format";
import { useDomeinen, useStroomplan } from "./data";

/**
 * The flow chart a teacher plans with: levels as columns, competencies as rows grouped by domain,
 * each cell the number of indicators of that competency at that level (a link to the cell).
 */
export function Stroomplan({ admnr, id, domeinId }: { admnr: number; id: number; domeinId: number | null }) {
  const { data } = useStroomplan(admnr, id, domeinId);
  const { data: domeinen = [] } = useDomeinen(admnr, id);
  const router = useRouter();
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  if (!data) return null;
  const leeg = data.niveaus.length === 0 || data.domeinen.every((d) => d.competenties.length === 0);
  return (
    <section className="space-y-4" aria-labelledby="stroomplan-titel">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="stroomplan-titel" className="text-lg font-semibold">
          Stroomplan
        </h2>
        <div className="space-y-1">
          <Label htmlFor="stroomplan-domein">Domein</Label>
          <NativeSelect
            id="stroomplan-domein"
            value={domeinId ?? ""}
            onChange={(e) => router.replace(`${basis}/details/stroomplan${e.target.value ? `?domein=${e.target.value}` : ""}`, { scroll: false })}
          >
            <option value="">Alle domeinen</option>
            {domeinen.map((d) => (
              <option key={d.id} value={d.id}>
                {d.naam}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {leeg ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          Het stroomplan is nog leeg: voeg {data.niveaus.length === 0 ? "niveaus" : "competenties"} toe om het te vullen.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Aantal indicatoren per competentie (rijen) en niveau (kolommen)</caption>
            <thead>
              <tr className="bg-muted/50">
                <th scope="col" className="sticky left-0 bg-muted px-3 py-2 text-left font-medium">
                  Competentie
                </th>
                {data.niveaus.map((n) => (
                  <th key={n.nummer} scope="col" className="px-3 py-2 text-center font-medium whitespace-nowrap" title={n.omschrijving ?? undefined}>
                    {niveauLabel(n.label)}
                  </th>
                ))}
              </tr>
            </thead>
            {data.domeinen.map((d) => (
              <tbody key={d.id}>
                <tr className="border-t bg-secondary/40">
                  <th scope="colgroup" colSpan={data.niveaus.length + 1} className="px-3 py-2 text-left font-semibold">
                    <Link href={`${basis}/domein/${d.id}`} className="underline-offset-4 hover:underline">
                      {d.code ? `${d.code} – ` : ""}
                      {d.naam}
                    </Link>
                  </th>
                </tr>
                {d.competenties.length === 0 && (
                  <tr className="border-t">
                    <td colSpan={data.niveaus.length + 1} className="px-3 py-2 text-muted-foreground">
                      Nog geen competenties in dit domein.
                    </td>
                  </tr>
                )}
                {d.competenties.map((c) => (
                  <tr key={c.id} className="border-t">
                    <th scope="row" className="sticky left-0 bg-background px-3 py-2 text-left font-normal">
                      <Link href={`${basis}/competentie/${c.id}`} className="underline-offset-4 hover:underline">
                        {c.naam}
                      </Link>
                    </th>
                    {c.cellen.map((cel) => {
                      const niveau = data.niveaus.find((n) => n.nummer === cel.niveauNummer)!;
                      const tekst = cel.aantalIndicatoren === 1 ? "1 indicator" : `${cel.aantalIndicatoren} indicatoren`;
                      return (
                        <td key={cel.niveauNummer} className="px-1 py-1 text-center">
                          <Link
                            href={`${basis}/competentieniveau/${c.id}/${cel.niveauNummer}`}
                            aria-label={`${c.naam}, ${niveauLabel(niveau.label)}: ${tekst}`}
                            className={`block rounded px-2 py-1.5 tabular-nums underline-offset-4 hover:underline ${cel.aantalIndicatoren > 0 ? "bg-primary/10 font-medium text-foreground" : cel.beschreven ? "bg-muted text-foreground" : "text-muted-foreground"}`}
                          >
                            {cel.aantalIndicatoren > 0 ? cel.aantalIndicatoren : "–"}
                          </Link>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </section>
  );
}
