"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useState } from "react";
import { Categorie, Voortgang } from "@/components/beheer/edex-wizard";
import { CheckboxField, KitForm, SelectField, TextField, submitWithServerErrors, useSchemaForm } from "@/components/kit/form";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation, useFoutTekst } from "@/components/kit/use-api-mutation";
import { FormRootError } from "@/components/kit/form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { usePreference } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum, formatDatumTijd } from "@/lib/format";
import { connectorConfigVelden, csrVelden, OMGEVINGEN, sisLocatieAntwoord } from "@/lib/schemas/connector";
import type { z } from "zod";
import type { connectorAntwoord, connectorConfigAntwoord, connectorImportAntwoord, connectorLogAntwoord, connectorOpslaanAntwoord, connectorReviewAntwoord, sisTeamAntwoord } from "@/lib/schemas/connector";

type Staat = z.infer<typeof connectorAntwoord>;
type Config = z.infer<typeof connectorConfigAntwoord>;
type ImportStaat = z.infer<typeof connectorImportAntwoord>;
type Review = z.infer<typeof connectorReviewAntwoord>;
type Opslag = z.infer<typeof connectorOpslaanAntwoord>;
type Logs = z.infer<typeof connectorLogAntwoord>;
type Locatie = z.infer<typeof sisLocatieAntwoord>;
type Team = z.infer<typeof sisTeamAntwoord>;

/**
 * The connector to the student-information system (settings ImportExport → Importeren, tab
 * Koppeling): state and connection test, configuration, certificate (CSR, upload, renew, delete),
 * which locations feed which branch, queuing an import and following it, the review and save
 * (the EDEX wizard's tables), and the logs. Certificate and configuration need Administratie
 * manage (`magBeheren`); the rest needs the import right of the page.
 */
export function ConnectorScherm({
  admnr,
  magBeheren,
  vestigingen,
  groepen = [],
}: {
  admnr: number;
  magBeheren: boolean;
  vestigingen: readonly { nr: number; naam: string }[];
  /** The groups a SIS team can feed (running school years). */
  groepen?: readonly { nr: number; naam: string }[];
}) {
  const t = useTranslations("beheer.connector");
  const staat = useQuery({
    queryKey: queryKeys.connector(admnr, "staat"),
    queryFn: async ({ signal }) => (await api.getJson<Staat>("/api/Connector/GetConnector", { administratieNr: admnr, signal }))!,
    enabled: magBeheren,
  });
  const klaar = !magBeheren || (staat.data?.certificaat.status === "geldig" && staat.data.geconfigureerd);
  return (
    <div className="space-y-6">
      <p className="text-sm text-muted-foreground">{t("uitleg")}</p>
      {magBeheren ? (
        <>
          <StatusSectie admnr={admnr} staat={staat.data} />
          <InstellingenSectie admnr={admnr} />
          <CertificaatSectie admnr={admnr} staat={staat.data} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{t("alleenImport")}</p>
      )}
      {klaar ? (
        <>
          <LocatiesSectie admnr={admnr} vestigingen={vestigingen} />
          {magBeheren ? <TeamsSectie admnr={admnr} groepen={groepen} /> : null}
          <ImportSectie admnr={admnr} />
          <LogSectie admnr={admnr} />
        </>
      ) : (
        <EmptyState title={t("nogNietKlaar")} description={t("nogNietKlaarUitleg")} />
      )}
    </div>
  );
}

function StatusSectie({ admnr, staat }: { admnr: number; staat: Staat | undefined }) {
  const t = useTranslations("beheer.connector.status");
  const qc = useQueryClient();
  const foutTekst = useFoutTekst();
  const [test, setTest] = useState<{ bezig: boolean; uitkomst?: Staat["verbinding"]; melding?: string | null }>({ bezig: false });
  async function testen() {
    setTest({ bezig: true });
    try {
      const r = (await api.get<Staat>("/api/Connector/GetConnector", { administratieNr: admnr, query: { ping: "true" } })).data!;
      qc.setQueryData(queryKeys.connector(admnr, "staat"), r);
      setTest({ bezig: false, uitkomst: r.verbinding, melding: r.verbindingMelding });
    } catch (e) {
      setTest({ bezig: false, uitkomst: "fout", melding: foutTekst(e) });
    }
  }
  const c = staat?.certificaat;
  return (
    <SectionCard title={t("titel")}>
      <dl className="grid gap-2 text-sm sm:grid-cols-[12rem_1fr]">
        <dt className="text-muted-foreground">{t("omgeving")}</dt>
        <dd>{staat?.omgeving ? t(`omgevingen.${staat.omgeving}`) : t("nietIngesteld")}</dd>
        <dt className="text-muted-foreground">{t("certificaat")}</dt>
        <dd>
          {c ? <Badge variant={c.status === "geldig" ? "default" : c.status === "verlopen" ? "destructive" : "secondary"}>{t(`certificaatStatus.${c.status}`)}</Badge> : null}
          {c?.geldigTot ? <span className="ml-2">{t("geldigTot", { datum: formatDatum(c.geldigTot.slice(0, 10)), dagen: c.dagenGeldig ?? 0 })}</span> : null}
        </dd>
        {c?.onderwerp ? (
          <>
            <dt className="text-muted-foreground">{t("onderwerp")}</dt>
            <dd className="break-all">{c.onderwerp}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t("laatsteImport")}</dt>
        <dd>{staat?.laatsteImport ? t("importRegel", { id: staat.laatsteImport.id, soort: staat.laatsteImport.soort.toLowerCase(), status: staat.laatsteImport.status }) : t("geenImport")}</dd>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" disabled={test.bezig || c?.status !== "geldig"} onClick={testen}>
          {test.bezig ? t("testenBezig") : t("testen")}
        </Button>
        <span aria-live="polite" className={test.uitkomst && test.uitkomst !== "ok" ? "text-sm text-destructive" : "text-sm"}>
          {test.uitkomst ? t(`verbinding.${test.uitkomst}`) : null}
          {test.melding ? ` ${test.melding}` : null}
        </span>
      </div>
    </SectionCard>
  );
}

function InstellingenSectie({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.connector.instellingen");
  const tOmg = useTranslations("beheer.connector.status.omgevingen");
  const { data } = useQuery({
    queryKey: queryKeys.connector(admnr, "config"),
    queryFn: async ({ signal }) => (await api.getJson<Config>("/api/Connector/GetConfig", { administratieNr: admnr, signal }))!,
  });
  if (!data) return <SectionCard title={t("titel")}>{null}</SectionCard>;
  return <InstellingenFormulier admnr={admnr} config={data} titel={t("titel")} t={t} tOmg={tOmg} />;
}

function InstellingenFormulier({ admnr, config, titel, t, tOmg }: { admnr: number; config: Config; titel: string; t: ReturnType<typeof useTranslations>; tOmg: ReturnType<typeof useTranslations> }) {
  const qc = useQueryClient();
  const form = useSchemaForm(connectorConfigVelden, {
    actief: config.actief,
    omgeving: config.omgeving,
    host: config.host,
    klantcode: config.klantcode,
    serverCa: config.serverCa ?? "",
    importeerLeerlingen: config.importeerLeerlingen,
    importeerMedewerkers: config.importeerMedewerkers,
  });
  const [opgeslagen, setOpgeslagen] = useState(false);
  return (
    <SectionCard title={titel}>
      <KitForm
        form={form}
        onSubmit={async (v) => {
          setOpgeslagen(false);
          const ok = await submitWithServerErrors(form, () => api.request("PUT", "/api/Connector/PutConfig", { administratieNr: admnr, body: v, responseType: "blob" }), t("mislukt"));
          if (ok) {
            setOpgeslagen(true);
            await qc.invalidateQueries({ queryKey: queryKeys.connector(admnr) });
          }
        }}
        className="grid gap-4"
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="omgeving" label={t("omgeving")} options={OMGEVINGEN.map((o) => ({ value: o, label: tOmg(o) }))} />
          <TextField name="host" label={t("host")} description={t("hostUitleg")} />
          <TextField name="klantcode" label={t("klantcode")} description={t("klantcodeUitleg")} />
        </div>
        <TextField name="serverCa" label={t("serverCa")} description={t("serverCaUitleg")} multiline rows={3} />
        <div className="flex flex-wrap gap-6">
          <CheckboxField name="actief" label={t("actief")} />
          <CheckboxField name="importeerLeerlingen" label={t("leerlingen")} />
          <CheckboxField name="importeerMedewerkers" label={t("medewerkers")} />
        </div>
        <FormRootError />
        <div className="flex items-center gap-3">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {t("opslaan")}
          </Button>
          <span aria-live="polite" className="text-sm text-muted-foreground">
            {opgeslagen ? t("opgeslagen") : null}
          </span>
        </div>
      </KitForm>
    </SectionCard>
  );
}

function CertificaatSectie({ admnr, staat }: { admnr: number; staat: Staat | undefined }) {
  const t = useTranslations("beheer.connector.certificaat");
  const tOmg = useTranslations("beheer.connector.status.omgevingen");
  const tStatus = useTranslations("beheer.connector.status.certificaatStatus");
  // One certificate per environment: the screen works on the configured one unless another is chosen.
  const [gekozenOmgeving, setOmgeving] = useState<(typeof OMGEVINGEN)[number] | null>(null);
  const omgeving = gekozenOmgeving ?? staat?.omgeving ?? "test";
  const omgevingId = useId();
  const qc = useQueryClient();
  const foutTekst = useFoutTekst();
  const form = useSchemaForm(csrVelden, { ou: "", o: "", l: "", st: "", c: "NL", email: "" });
  const [pem, setPem] = useState("");
  const [melding, setMelding] = useState<{ fout: boolean; tekst: string } | null>(null);
  const [bezig, setBezig] = useState<"csr" | "upload" | null>(null);
  const pemId = useId();
  const vernieuw = () => qc.invalidateQueries({ queryKey: queryKeys.connector(admnr) });
  const c = staat?.certificaten.find((x) => x.omgeving === omgeving);
  const query = { omgeving };
  async function upload() {
    setBezig("upload");
    setMelding(null);
    try {
      const r = (await api.post<{ geldigTot: string; dagenGeldig: number }>("/api/Connector/UploadCertificate", { certificaat: pem }, { administratieNr: admnr, query })).data!;
      setMelding({ fout: false, tekst: t("geupload", { datum: formatDatum(r.geldigTot.slice(0, 10)), dagen: r.dagenGeldig }) });
      setPem("");
      await vernieuw();
    } catch (e) {
      setMelding({ fout: true, tekst: foutTekst(e) });
    } finally {
      setBezig(null);
    }
  }
  return (
    <SectionCard title={t("titel")}>
      <div className="grid gap-6">
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor={omgevingId}>{t("omgeving")}</Label>
          <NativeSelect id={omgevingId} value={omgeving} onChange={(e) => setOmgeving(e.target.value as (typeof OMGEVINGEN)[number])}>
            {OMGEVINGEN.map((o) => (
              <NativeSelectOption key={o} value={o}>
                {tOmg(o)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <ul className="grid gap-1 text-sm" aria-label={t("perOmgeving")}>
          {(staat?.certificaten ?? []).map((x) => (
            <li key={x.omgeving}>
              {t("omgevingStatus", { omgeving: tOmg(x.omgeving), status: tStatus(x.status) })}
              {x.geldigTot ? ` ${t("totDatum", { datum: formatDatum(x.geldigTot.slice(0, 10)) })}` : null}
            </li>
          ))}
        </ul>
        <div className="grid gap-3">
          <h3 className="font-medium">{t("aanvragen")}</h3>
          <p className="text-sm text-muted-foreground">{t("aanvragenUitleg")}</p>
          <KitForm
            form={form}
            className="grid gap-4"
            onSubmit={async (v) => {
              setBezig("csr");
              setMelding(null);
              const ok = await submitWithServerErrors(form, () => api.download("/api/Connector/CreateCSR", { administratieNr: admnr, method: "POST", body: v, query, fallbackFilename: "leerroute.csr" }), t("csrMislukt"));
              setBezig(null);
              if (ok) {
                setMelding({ fout: false, tekst: t("csrGemaakt") });
                await vernieuw();
              }
            }}
          >
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="o" label={t("o")} />
              <TextField name="ou" label={t("ou")} />
              <TextField name="email" type="email" label={t("email")} />
              <TextField name="l" label={t("l")} />
              <TextField name="st" label={t("st")} />
              <TextField name="c" label={t("c")} maxLength={2} />
            </div>
            <FormRootError />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={bezig !== null}>
                {bezig === "csr" ? t("csrBezig") : t("csrMaken")}
              </Button>
              {c && c.status !== "geen" ? (
                <Button
                  type="button"
                  variant="outline"
                  disabled={bezig !== null}
                  onClick={async () => {
                    setBezig("csr");
                    try {
                      await api.download("/api/Connector/CreateCSRRenew", { administratieNr: admnr, query, fallbackFilename: "leerroute.csr" });
                      setMelding({ fout: false, tekst: t("csrGemaakt") });
                      await vernieuw();
                    } catch (e) {
                      setMelding({ fout: true, tekst: foutTekst(e) });
                    } finally {
                      setBezig(null);
                    }
                  }}
                >
                  {t("vernieuwen")}
                </Button>
              ) : null}
            </div>
          </KitForm>
        </div>
        <div className="grid gap-2">
          <h3 className="font-medium">{t("uploaden")}</h3>
          <p className="text-sm text-muted-foreground">{c?.aanvraagOp ? t("openAanvraag", { datum: formatDatum(c.aanvraagOp.slice(0, 10)) }) : t("geenAanvraag")}</p>
          <Label htmlFor={pemId}>{t("pem")}</Label>
          <textarea
            id={pemId}
            value={pem}
            onChange={(e) => setPem(e.target.value)}
            rows={5}
            className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-xs shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={!pem.trim() || bezig !== null || !c?.aanvraagOp} onClick={upload}>
              {bezig === "upload" ? t("uploadBezig") : t("upload")}
            </Button>
            {c && c.status !== "geen" ? (
              <ConfirmDelete
                text={t("verwijderen")}
                title={t("verwijderenVraag")}
                description={t("verwijderenUitleg")}
                onConfirm={async () => {
                  await api.download("/api/Connector/DeleteCertificate", { administratieNr: admnr, method: "DELETE", query, fallbackFilename: "certificaat.pem" });
                  await vernieuw();
                }}
              />
            ) : null}
          </div>
        </div>
        {melding ? (
          <p role={melding.fout ? "alert" : "status"} className={melding.fout ? "text-sm text-destructive" : "text-sm"}>
            {melding.tekst}
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}

function LocatiesSectie({ admnr, vestigingen }: { admnr: number; vestigingen: readonly { nr: number; naam: string }[] }) {
  const t = useTranslations("beheer.connector.locaties");
  const foutTekst = useFoutTekst();
  const query = useQuery({
    queryKey: queryKeys.connector(admnr, "locaties"),
    queryFn: async ({ signal }) => (await api.getJson<Locatie[]>("/api/Connector/GetLocaties", { administratieNr: admnr, signal }))!,
    retry: false,
  });
  // Spec §3: the list of connector locations is kept in the browser (persistent): it shows at once
  // on the next visit, and stays usable when the SIS cannot be reached.
  const [bewaard, bewaar] = usePreference(admnr, "connectorLocaties");
  const bewaardeLijst = useMemo(() => {
    try {
      const r = sisLocatieAntwoord.array().safeParse(bewaard ? JSON.parse(bewaard) : null);
      return r.success ? r.data : null;
    } catch {
      return null;
    }
  }, [bewaard]);
  useEffect(() => {
    if (!query.data) return;
    const tekst = JSON.stringify(query.data);
    if (tekst !== bewaard) bewaar(tekst);
  }, [query.data, bewaard, bewaar]);
  const lijst = query.data ?? bewaardeLijst;
  const [keuze, setKeuze] = useState<Record<string, { gekozen: boolean; vestigingNr: number | null }>>({});
  const rijen = useMemo(() => (lijst ?? []).map((l) => ({ ...l, ...(keuze[l.externeId] ?? {}) })), [lijst, keuze]);
  const opslaan = useApiMutation({
    mutationFn: () => api.post("/api/Connector/KiesLocatie", { locaties: rijen.map((l) => ({ externeId: l.externeId, naam: l.naam, gekozen: l.gekozen, vestigingNr: l.vestigingNr })) }, { administratieNr: admnr }),
    invalidate: [queryKeys.connector(admnr)],
    success: t("opgeslagen"),
  });
  const zet = (id: string, deel: Partial<{ gekozen: boolean; vestigingNr: number | null }>) =>
    setKeuze((k) => {
      const huidig = rijen.find((r) => r.externeId === id)!;
      return { ...k, [id]: { gekozen: huidig.gekozen, vestigingNr: huidig.vestigingNr, ...deel } };
    });
  const kolommen = useMemo<Column<(typeof rijen)[number]>[]>(
    () => [
      {
        id: "gekozen",
        header: t("importeren"),
        enableSorting: false,
        cell: ({ row }) => <Checkbox aria-label={t("kiezen", { naam: row.original.naam })} checked={row.original.gekozen} onCheckedChange={(c) => zet(row.original.externeId, { gekozen: c === true })} />,
      },
      { accessorKey: "naam", header: t("locatie") },
      {
        id: "vestiging",
        header: t("vestiging"),
        enableSorting: false,
        cell: ({ row }) => (
          <NativeSelect
            aria-label={t("vestigingVoor", { naam: row.original.naam })}
            value={row.original.vestigingNr ?? ""}
            onChange={(e) => zet(row.original.externeId, { vestigingNr: e.target.value ? Number(e.target.value) : null })}
          >
            <NativeSelectOption value="">{t("geenVestiging")}</NativeSelectOption>
            {vestigingen.map((v) => (
              <NativeSelectOption key={v.nr} value={v.nr}>
                {v.naam}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, vestigingen, rijen],
  );
  return (
    <SectionCard title={t("titel")}>
      <p className="mb-3 text-sm text-muted-foreground">{t("uitleg")}</p>
      {query.isError ? (
        <p role="alert" className="mb-3 text-sm text-destructive">
          {foutTekst(query.error, t("ladenMislukt"))}
          {bewaardeLijst ? ` ${t("bewaardeLijst")}` : null}
        </p>
      ) : null}
      {!query.isError || bewaardeLijst ? (
        <DataTable label={t("titel")} columns={kolommen} data={lijst ? rijen : undefined} getRowId={(l) => l.externeId} urlKey={false} empty={<EmptyState title={t("leeg")} />} />
      ) : null}
      <Button type="button" className="mt-3" disabled={!lijst || opslaan.isPending} onClick={() => opslaan.mutate()}>
        {t("opslaan")}
      </Button>
    </SectionCard>
  );
}

/** Which SIS team feeds which group: pupils of the team are placed in it, staff of the team join it (saved in the configuration). */
function TeamsSectie({ admnr, groepen }: { admnr: number; groepen: readonly { nr: number; naam: string }[] }) {
  const t = useTranslations("beheer.connector.teams");
  const foutTekst = useFoutTekst();
  const teams = useQuery({
    queryKey: queryKeys.connector(admnr, "teams"),
    queryFn: async ({ signal }) => (await api.getJson<Team[]>("/api/Connector/GetTeams", { administratieNr: admnr, signal }))!,
    retry: false,
  });
  const config = useQuery({
    queryKey: queryKeys.connector(admnr, "config"),
    queryFn: async ({ signal }) => (await api.getJson<Config>("/api/Connector/GetConfig", { administratieNr: admnr, signal }))!,
  });
  const [keuze, setKeuze] = useState<Record<number, number | null>>({});
  const rijen = useMemo(() => (teams.data ?? []).map((x) => ({ ...x, groepNr: x.id in keuze ? keuze[x.id]! : x.groepNr })), [teams.data, keuze]);
  const opslaan = useApiMutation({
    mutationFn: () => {
      const c = config.data!;
      const body = {
        actief: c.actief,
        omgeving: c.omgeving,
        host: c.host,
        klantcode: c.klantcode,
        serverCa: c.serverCa,
        importeerLeerlingen: c.importeerLeerlingen,
        importeerMedewerkers: c.importeerMedewerkers,
        teams: rijen.flatMap((x) => (x.groepNr ? [{ teamId: x.id, naam: x.naam, groepNr: x.groepNr }] : [])),
      };
      return api.request("PUT", "/api/Connector/PutConfig", { administratieNr: admnr, body, responseType: "blob" });
    },
    invalidate: [queryKeys.connector(admnr)],
    success: t("opgeslagen"),
  });
  const kolommen = useMemo<Column<(typeof rijen)[number]>[]>(
    () => [
      { accessorKey: "naam", header: t("team") },
      {
        id: "groep",
        header: t("groep"),
        enableSorting: false,
        cell: ({ row }) => (
          <NativeSelect
            aria-label={t("groepVoor", { naam: row.original.naam })}
            value={row.original.groepNr ?? ""}
            onChange={(e) => {
              const v = e.target.value ? Number(e.target.value) : null;
              setKeuze((k) => ({ ...k, [row.original.id]: v }));
            }}
          >
            <NativeSelectOption value="">{t("geenGroep")}</NativeSelectOption>
            {groepen.map((g) => (
              <NativeSelectOption key={g.nr} value={g.nr}>
                {g.naam}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        ),
      },
    ],
    [t, groepen],
  );
  return (
    <SectionCard title={t("titel")}>
      <p className="mb-3 text-sm text-muted-foreground">{t("uitleg")}</p>
      {teams.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {foutTekst(teams.error, t("ladenMislukt"))}
        </p>
      ) : (
        <DataTable label={t("titel")} columns={kolommen} data={teams.isPending ? undefined : rijen} getRowId={(x) => String(x.id)} urlKey={false} empty={<EmptyState title={t("leeg")} />} />
      )}
      <Button type="button" className="mt-3" disabled={!teams.data || !config.data || opslaan.isPending} onClick={() => opslaan.mutate()}>
        {t("opslaan")}
      </Button>
    </SectionCard>
  );
}

function ImportSectie({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.connector.import");
  const qc = useQueryClient();
  const foutTekst = useFoutTekst();
  const [importId, setImportId] = useState<number | null>(null);
  const [fout, setFout] = useState<string | null>(null);
  const [uitkomst, setUitkomst] = useState<Opslag | null>(null);
  const [volledig, setVolledig] = useState(false);
  const volledigId = useId();
  const staat = useQuery({
    queryKey: queryKeys.connector(admnr, "import", importId ?? 0),
    queryFn: async () => (await api.post<ImportStaat>("/api/Connector/Import", { id: importId }, { administratieNr: admnr })).data!,
    enabled: importId !== null,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === "Voltooid" || q.state.data.status === "Mislukt") ? false : 1000),
  });
  async function wachtrij(soort: "Leerlingen" | "Medewerkers") {
    setFout(null);
    setUitkomst(null);
    try {
      const r = (await api.get<ImportStaat>(`/api/Connector/Queue${soort}Import`, { administratieNr: admnr, query: volledig ? { volledig: "true" } : undefined })).data!;
      setImportId(r.id);
      void qc.invalidateQueries({ queryKey: queryKeys.connector(admnr, "logs") });
    } catch (e) {
      setFout(foutTekst(e));
    }
  }
  const s = staat.data;
  return (
    <SectionCard title={t("titel")}>
      <p className="mb-3 text-sm text-muted-foreground">{t("uitleg")}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" onClick={() => wachtrij("Leerlingen")}>
          {t("leerlingen")}
        </Button>
        <Button type="button" variant="outline" onClick={() => wachtrij("Medewerkers")}>
          {t("medewerkers")}
        </Button>
      </div>
      <div className="mt-3 flex items-center gap-2">
        <Checkbox id={volledigId} checked={volledig} onCheckedChange={(c) => setVolledig(c === true)} />
        <Label htmlFor={volledigId} className="font-normal">
          {t("volledig")}
        </Label>
      </div>
      {fout ? (
        <p role="alert" className="mt-3 text-sm text-destructive">
          {fout}
        </p>
      ) : null}
      {s && s.status !== "Voltooid" ? (
        <div className="mt-4">
          {s.status === "Mislukt" ? (
            <p role="alert" className="text-sm text-destructive">
              {t("mislukt", { reden: s.foutmelding ?? "" })}
            </p>
          ) : (
            <Voortgang label={t("voortgang", { stap: s.stap ?? t(`status.${s.status}`), id: s.id })} waarde={s.voortgang / 100} />
          )}
          {s.status === "Wachtrij" && s.foutmelding ? <p className="mt-2 text-sm text-muted-foreground">{t("opnieuw", { reden: s.foutmelding })}</p> : null}
        </div>
      ) : null}
      {s?.status === "Voltooid" && s.volledig !== null ? (
        <p className="mt-3 text-sm text-muted-foreground">{s.volledig ? t("wasVolledig") : t("wasIncrementeel", { datum: formatDatumTijd(s.sinds!) })}</p>
      ) : null}
      {s?.status === "Voltooid" && !uitkomst ? <Controle key={s.id} admnr={admnr} importId={s.id} onOpgeslagen={setUitkomst} /> : null}
      {uitkomst ? (
        <p role="status" className="mt-4 text-sm font-medium">
          {t("opgeslagen", { nieuw: uitkomst.aangemaakt, bijgewerkt: uitkomst.bijgewerkt, ongewijzigd: uitkomst.ongewijzigd, overgeslagen: uitkomst.overgeslagen })}
        </p>
      ) : null}
    </SectionCard>
  );
}

function Controle({ admnr, importId, onOpgeslagen }: { admnr: number; importId: number; onOpgeslagen: (o: Opslag) => void }) {
  const t = useTranslations("beheer.connector.import");
  const foutTekst = useFoutTekst();
  const qc = useQueryClient();
  const review = useQuery({
    queryKey: queryKeys.connector(admnr, "review", importId),
    queryFn: async () => (await api.post<Review>(`/api/Connector/KiesLeerlingen/${importId}`, {}, { administratieNr: admnr })).data!,
    staleTime: 0,
    gcTime: 0,
  });
  const [keuze, setKeuze] = useState<Set<string> | null>(null);
  const gekozen = useMemo(() => keuze ?? new Set((review.data?.items ?? []).filter((i) => i.gekozen).map((i) => i.sleutel)), [keuze, review.data]);
  const [fout, setFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  if (review.isPending) return <Voortgang label={t("vergelijken")} />;
  if (review.isError)
    return (
      <p role="alert" className="mt-3 text-sm text-destructive">
        {foutTekst(review.error)}
      </p>
    );
  const soort = t(`soort.${review.data.soort}`);
  return (
    <div className="mt-4 space-y-4">
      <h3 className="font-medium">{t("controle", { id: importId })}</h3>
      <p className="text-sm text-muted-foreground">{t("controleUitleg")}</p>
      {review.data.items.length === 0 ? <EmptyState title={t("niets")} /> : (["nieuw", "gewijzigd", "ongewijzigd"] as const).map((status) => <Categorie key={status} stap={soort} status={status} items={review.data.items.filter((i) => i.status === status)} gekozen={gekozen} onChange={setKeuze} />)}
      {fout ? (
        <p role="alert" className="text-sm text-destructive">
          {fout}
        </p>
      ) : null}
      <Button
        type="button"
        disabled={bezig}
        onClick={async () => {
          setBezig(true);
          setFout(null);
          try {
            await api.post(`/api/Connector/KiesLeerlingen/${importId}`, { keuzes: [...gekozen] }, { administratieNr: admnr });
            const r = (await api.post<Opslag>("/api/Connector/Opslaan", { id: importId }, { administratieNr: admnr })).data!;
            onOpgeslagen(r);
            void qc.invalidateQueries({ queryKey: queryKeys.connector(admnr) });
          } catch (e) {
            setFout(foutTekst(e));
          } finally {
            setBezig(false);
          }
        }}
      >
        {bezig ? t("opslaanBezig") : t("opslaan", { aantal: gekozen.size })}
      </Button>
    </div>
  );
}

function LogSectie({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.connector.logs");
  const { data, isError } = useQuery({
    queryKey: queryKeys.connector(admnr, "logs"),
    queryFn: async ({ signal }) => (await api.getJson<Logs>("/api/Connector/Logfiles", { administratieNr: admnr, query: { pageSize: 20 }, signal }))!,
    refetchInterval: 5000,
  });
  const kolommen = useMemo<Column<Logs["items"][number]>[]>(
    () => [
      { accessorKey: "id", header: t("import") },
      { id: "soort", header: t("soort"), enableSorting: false, cell: ({ row }) => row.original.soort },
      { id: "status", header: t("status"), enableSorting: false, cell: ({ row }) => row.original.status },
      { id: "datum", header: t("datum"), enableSorting: false, cell: ({ row }) => formatDatum(row.original.createdAt.slice(0, 10)) },
      { id: "regels", header: t("regels"), enableSorting: false, cell: ({ row }) => t("regelsTekst", { regels: row.original.regels, fouten: row.original.fouten }) },
      {
        id: "download",
        header: t("logbestand"),
        enableSorting: false,
        cell: ({ row }) => (
          <Button type="button" variant="link" className="h-auto p-0" onClick={() => api.download(`/api/Connector/DownloadLog/${row.original.id}`, { administratieNr: admnr, fallbackFilename: "koppeling.log" })}>
            {t("downloaden", { id: row.original.id })}
          </Button>
        ),
      },
    ],
    [t, admnr],
  );
  return (
    <SectionCard title={t("titel")}>
      <DataTable label={t("titel")} columns={kolommen} data={data?.items} getRowId={(r) => String(r.id)} urlKey="log" error={isError ? t("ladenMislukt") : undefined} empty={<EmptyState title={t("leeg")} />} />
    </SectionCard>
  );
}
