import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { SectionCard } from "@/components/kit/section-card";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDatum } from "@/lib/format";
import { guards, type UserPermissions } from "@/lib/permissions";
import { eindadres } from "@/lib/routes/doorverwijzing";
import type { GroepVastlopen } from "@/lib/services/opbrengsten";
import type { PlanningOverzicht } from "@/lib/services/planning";

/** The planning page: period, own groups, plans of the period, where a group is stuck. Server-rendered. */
export async function PlanningStart({
  admnr,
  overzicht,
  keuze,
  vastlopen,
  fout,
  permissions,
}: {
  admnr: number;
  overzicht: PlanningOverzicht;
  keuze: { groepNr: number | null; pakketId: number | null };
  vastlopen: GroepVastlopen | null;
  fout: string | null;
  permissions: UserPermissions;
}) {
  const t = await getTranslations("planning");
  const { schooljaar, periode, groepen } = overzicht;
  const groepLinks = guards.groepenLezen(permissions);
  const streep = t("start.groepen.geenRecht");
  const getal = (v: number | null) => (v === null ? streep : String(v));
  const basis = `/${admnr}/schooljaar/${schooljaar}`;

  return (
    <section className="space-y-6">
      <PageHeader
        title={t("titel")}
        description={periode ? t("start.beschrijving", { periode: periode.nummer, schooljaar, van: formatDatum(periode.ingangsdatum), tot: formatDatum(periode.einddatum) }) : undefined}
      />
      {periode ? null : (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-destructive">
          {t("start.geenActievePeriode", { schooljaar })}
        </p>
      )}

      <SectionCard title={t("start.groepen.titel")} titleId="planning-groepen" description={t("start.groepen.uitleg")}>
        {groepen.length === 0 ? (
          <EmptyState
            title={t("start.groepen.leeg", { schooljaar })}
            action={overzicht.magAlleGroepen ? <RowLink href={eindadres(`${basis}/adm/groepen`, permissions)}>{t("start.groepen.alleGroepen")}</RowLink> : undefined}
          />
        ) : (
          <div className="overflow-x-auto">
            <Table aria-labelledby="planning-groepen" data-testid="planning-groepen">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("start.groepen.kolommen.groep")}</TableHead>
                  <TableHead>{t("start.groepen.kolommen.vestiging")}</TableHead>
                  <TableHead>{t("start.groepen.kolommen.leerlingen")}</TableHead>
                  <TableHead>{t("start.groepen.kolommen.beoordeeld")}</TableHead>
                  <TableHead>{t("start.groepen.kolommen.nogTeBeoordelen")}</TableHead>
                  <TableHead>{t("start.groepen.kolommen.evaluaties")}</TableHead>
                  {periode ? <TableHead>{t("start.groepen.kolommen.monitor")}</TableHead> : null}
                </TableRow>
              </TableHeader>
              <TableBody>
                {groepen.map((g) => (
                  <TableRow key={g.nr}>
                    <TableHead scope="row" className="font-medium">
                      {groepLinks ? <RowLink href={`${basis}/adm/groepen/details/${g.nr}`}>{g.naam}</RowLink> : g.naam}
                    </TableHead>
                    <TableCell>{g.vestigingNaam}</TableCell>
                    <TableCell className="tabular-nums">{g.leerlingen}</TableCell>
                    <TableCell className="tabular-nums">{getal(g.beoordeeld)}</TableCell>
                    <TableCell className="tabular-nums">{g.beoordeeld === null ? streep : String(Math.max(0, g.leerlingen - g.beoordeeld))}</TableCell>
                    <TableCell className="tabular-nums">{getal(g.evaluaties)}</TableCell>
                    {periode ? (
                      <TableCell>
                        {g.magEvaluatiesLezen ? (
                          <RowLink href={`${basis}/planning/monitor/${periode.nummer}/PerCompetentie?groep=${g.nr}`} aria-label={t("start.groepen.monitorVoor", { groep: g.naam })}>
                            {t("start.groepen.monitor")}
                          </RowLink>
                        ) : (
                          streep
                        )}
                      </TableCell>
                    ) : null}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </SectionCard>

      {periode && groepen.length > 0 ? (
        <SectionCard title={t("start.plannen.titel")} titleId="planning-plannen" description={t("start.plannen.uitleg")}>
          <div className="overflow-x-auto">
            <Table aria-labelledby="planning-plannen">
              <TableHeader>
                <TableRow>
                  <TableHead>{t("start.plannen.kolommen.groep")}</TableHead>
                  <TableHead>{t("start.plannen.kolommen.groepsplan")}</TableHead>
                  <TableHead>{t("start.plannen.kolommen.handelingsplannen")}</TableHead>
                  <TableHead>{t("start.plannen.kolommen.teEvalueren")}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {groepen.map((g) => (
                  <TableRow key={g.nr}>
                    <TableHead scope="row" className="font-medium">
                      {g.naam}
                    </TableHead>
                    <TableCell>{g.groepsplan === null ? streep : g.groepsplan ? t("start.plannen.aanwezig") : t("start.plannen.ontbreekt")}</TableCell>
                    <TableCell className="tabular-nums">{getal(g.handelingsplannen)}</TableCell>
                    <TableCell className="tabular-nums">{getal(g.teEvalueren)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </SectionCard>
      ) : null}

      <SectionCard title={t("start.vastlopen.titel")} titleId="planning-vastlopen" description={t("start.vastlopen.uitleg")}>
        <Vastlopen admnr={admnr} overzicht={overzicht} keuze={keuze} vastlopen={vastlopen} fout={fout} />
      </SectionCard>
    </section>
  );
}

async function Vastlopen({
  admnr,
  overzicht,
  keuze,
  vastlopen,
  fout,
}: {
  admnr: number;
  overzicht: PlanningOverzicht;
  keuze: { groepNr: number | null; pakketId: number | null };
  vastlopen: GroepVastlopen | null;
  fout: string | null;
}) {
  const t = await getTranslations("planning.start.vastlopen");
  const tStart = await getTranslations("planning.start");
  if (!overzicht.periode) return <p role="alert" className="text-destructive">{tStart("geenActievePeriode", { schooljaar: overzicht.schooljaar })}</p>;
  if (overzicht.pakketten.length === 0) return <EmptyState title={t("geenPakket")} />;
  const groepen = overzicht.groepen.filter((g) => g.magEvaluatiesLezen);
  return (
    <div className="space-y-4">
      {groepen.length > 0 ? (
        <form method="get" className="flex flex-wrap items-end gap-4 print:hidden">
          <div className="grid gap-1">
            <Label htmlFor="vastlopen-groep">{t("groep")}</Label>
            <NativeSelect id="vastlopen-groep" name="groep" defaultValue={keuze.groepNr ?? undefined} wrapperClassName="w-56">
              {groepen.map((g) => (
                <NativeSelectOption key={g.nr} value={g.nr}>
                  {g.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="vastlopen-pakket">{t("pakket")}</Label>
            <NativeSelect id="vastlopen-pakket" name="leerroutepakket" defaultValue={keuze.pakketId ?? undefined} wrapperClassName="w-64">
              {overzicht.pakketten.map((p) => (
                <NativeSelectOption key={p.id} value={p.id}>
                  {p.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" variant="outline">
            {t("tonen")}
          </Button>
        </form>
      ) : null}
      {fout ? (
        <p role="alert" className="text-destructive">
          {fout}
        </p>
      ) : !vastlopen ? (
        <EmptyState title={t("kiesGroep")} />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" data-testid="vastlopen-samenvatting">
            {t("samenvatting", { leerlingen: vastlopen.leerlingen, met: vastlopen.metVerwachting, zonder: vastlopen.zonderVerwachting, aantal: vastlopen.aantalVastlopers })}
            {vastlopen.aantalVastlopers > vastlopen.vastlopers.length ? ` ${t("meer", { getoond: vastlopen.vastlopers.length, aantal: vastlopen.aantalVastlopers })}` : null}
          </p>
          {vastlopen.vastlopers.length > 0 ? (
            <div className="overflow-x-auto">
              <Table aria-labelledby="planning-vastlopen" data-testid="vastlopen-tabel">
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("kolommen.indicator")}</TableHead>
                    <TableHead>{t("kolommen.competentie")}</TableHead>
                    <TableHead>{t("kolommen.niveau")}</TableHead>
                    <TableHead>{t("kolommen.cel")}</TableHead>
                    <TableHead>{t("kolommen.nietBeheerst")}</TableHead>
                    <TableHead>{t("kolommen.lesbundels")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {vastlopen.vastlopers.map((v) => {
                    const cel = `/${admnr}/leerroutepakketten/${vastlopen.pakket.id}/${v.faseNummer}/${v.leerrouteNummer}/${v.domeinId}/lesbundels`;
                    return (
                      <TableRow key={`${v.faseNummer}-${v.leerrouteNummer}-${v.domeinId}-${v.indicatorId}`}>
                        <TableHead scope="row" className="font-medium whitespace-normal">
                          {v.code ? <span className="mr-1 text-muted-foreground">{v.code}</span> : null}
                          {v.indicator}
                        </TableHead>
                        <TableCell className="whitespace-normal">{v.competentie}</TableCell>
                        <TableCell>{v.niveau}</TableCell>
                        <TableCell className="whitespace-normal">{t("cel", { domein: v.domein, leerroute: v.leerroute })}</TableCell>
                        <TableCell className="tabular-nums">
                          <span className="font-medium">{t("nietBeheerst", { niet: v.nietBeheerst, verwacht: v.verwacht })}</span>
                          <span className="block text-xs text-muted-foreground">{t("verdeling", { gedeeltelijk: v.gedeeltelijk, niet: v.niet, open: v.nietBeoordeeld })}</span>
                        </TableCell>
                        <TableCell className="whitespace-normal">
                          {v.lesbundels.length > 0 ? <span className="block">{v.lesbundels.map((b) => b.naam).join(", ")}</span> : <span className="block text-muted-foreground">{t("geenLesbundels")}</span>}
                          <RowLink href={cel}>{t("naarCel")}</RowLink>
                        </TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </div>
          ) : null}
        </>
      )}
    </div>
  );
}
