"use client";

import { ChevronDown, ChevronRight } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { Fragment } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useFase, useFasen } from "./fasen-data";

const aantalTekst = (n: number, een: string, meer: string) => `${n} ${n === 1 ? een : meer}`;

/**
 * The Fasen tab: a row per phase with what is filled in; a phase opens (one at a time, kept in the
 * address as ?fase=) to its grid of routes × domains, each cell a link to the cell's pages.
 */
export function FasenTab({ admnr, id, open }: { admnr: number; id: number; open: number | null }) {
  const { data: fasen = [] } = useFasen(admnr, id);
  const router = useRouter();
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  const wissel = (nummer: number) => router.replace(`${basis}/details/Fasen${open === nummer ? "" : `?fase=${nummer}`}`, { scroll: false });
  return (
    <section className="space-y-4" aria-labelledby="fasen-titel">
      <h2 id="fasen-titel" className="text-lg font-semibold">
        Fasen
      </h2>
      {fasen.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Dit pakket heeft nog geen fasen.</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Fasen van het leerroutepakket met wat er per fase is ingevuld</caption>
            <thead>
              <tr className="bg-muted/50 text-left">
                <th scope="col" className="px-3 py-2 font-medium">
                  Fase
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Omschrijving
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Gevulde cellen
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Gekoppelde indicatoren
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Gekoppelde lessen
                </th>
              </tr>
            </thead>
            <tbody>
              {fasen.map((f) => {
                const isOpen = open === f.nummer;
                const rasterId = `fase-raster-${f.nummer}`;
                return (
                  <Fragment key={f.nummer}>
                    <tr className="border-t">
                      <th scope="row" className="px-1 py-1 text-left font-medium">
                        <Button type="button" variant="ghost" aria-expanded={isOpen} aria-controls={isOpen ? rasterId : undefined} onClick={() => wissel(f.nummer)}>
                          {isOpen ? <ChevronDown aria-hidden className="size-4" /> : <ChevronRight aria-hidden className="size-4" />}
                          {f.naam}
                        </Button>
                      </th>
                      <td className="px-3 py-2">{f.omschrijving ?? ""}</td>
                      <td className="px-3 py-2 tabular-nums">
                        {f.aantalGevuldeCellen} van {f.aantalCellen}
                      </td>
                      <td className="px-3 py-2 tabular-nums" data-testid={`fase-${f.nummer}-indicatoren`}>
                        {f.aantalIndicatoren}
                      </td>
                      <td className="px-3 py-2 tabular-nums">{f.aantalLessen}</td>
                    </tr>
                    {isOpen && (
                      <tr className="border-t bg-muted/20">
                        <td colSpan={5} className="p-3" id={rasterId}>
                          <FaseRaster admnr={admnr} id={id} fase={f.nummer} />
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Routes (rows) × domains (columns) of one phase: per cell the level aimed at and the indicator count. */
export function FaseRaster({ admnr, id, fase }: { admnr: number; id: number; fase: number }) {
  const { data, isPending, isError } = useFase(admnr, id, fase);
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  if (isPending) return <Spinner label="Fase laden…" />;
  if (isError || !data) return <p className="text-destructive">De fase kon niet worden geladen.</p>;
  if (data.leerroutes.length === 0 || data.domeinen.length === 0)
    return (
      <p className="rounded-md border border-dashed bg-background p-4 text-center text-muted-foreground">
        Deze fase heeft nog geen cellen: het pakket heeft nog geen {data.leerroutes.length === 0 ? "leerroutes" : "domeinen"}.
      </p>
    );
  return (
    <div className="overflow-x-auto rounded-md border bg-background">
      <table className="w-full border-collapse text-sm">
        <caption className="px-3 py-2 text-left font-medium">
          {data.fase.naam}: doelniveau en gekoppelde indicatoren per leerroute en domein
        </caption>
        <thead>
          <tr className="bg-muted/50">
            <th scope="col" className="px-3 py-2 text-left font-medium">
              Leerroute
            </th>
            {data.domeinen.map((d) => (
              <th key={d.id} scope="col" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                {d.naam}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.leerroutes.map((lr) => (
            <tr key={lr.nummer} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-normal whitespace-nowrap">
                {lr.naam}
              </th>
              {lr.cellen.map((c) => {
                const domein = data.domeinen.find((d) => d.id === c.domeinId)!;
                const niveau = c.niveauLabel ?? "geen doelniveau";
                const ind = aantalTekst(c.aantalIndicatoren, "indicator", "indicatoren");
                return (
                  <td key={c.domeinId} className="px-1 py-1 align-top">
                    <Link
                      href={`${basis}/${fase}/${lr.nummer}/${c.domeinId}`}
                      aria-label={`${lr.naam}, ${domein.naam}: ${niveau}, ${ind}`}
                      className={`block rounded px-2 py-1.5 underline-offset-4 hover:underline ${c.niveauLabel || c.aantalIndicatoren ? "bg-primary/10 text-foreground" : "text-muted-foreground"}`}
                    >
                      <span className="block font-medium">{c.niveauLabel ?? "–"}</span>
                      <span className="block text-xs tabular-nums">{ind}</span>
                    </Link>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
