"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { CheckboxField, FormRootError, KitForm, SelectField, TextField, submitWithServerErrors, useSchemaForm } from "@/components/kit/form";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDatum } from "@/lib/format";
import { connectorConfigVelden, OMGEVINGEN } from "@/lib/schemas/connector";
import { CertificaatSectie } from "./connector-scherm-certificaat";
import { slaConfigOp, useConnectorConfig, useConnectorStaat, useVernieuwConnector, type Config, type Staat } from "./connector-scherm-data";
import { ImportSectie, LogSectie } from "./connector-scherm-import";
import { LocatiesSectie, TeamsSectie } from "./connector-scherm-koppelingen";
import { useVerbindingTest } from "./connector-scherm-state";

/**
 * The connector to the student-information system (settings ImportExport → Importeren, tab
 * Koppeling): state and connection test, configuration, certificate (CSR, upload, renew, delete),
 * which locations feed which branch, queuing an import and following it, the review and save
 * (the EDEX wizard's tables), and the logs. Certificate and configuration need Administratie
 * manage (`magBeheren`); the rest needs the import right of the page.
 *
 * Split by concern: connector-scherm-data.ts (every read and call), connector-scherm-state.ts
 * (what the screen remembers), and the layout: this file (the sections, state and settings),
 * -certificaat.tsx, -koppelingen.tsx (locations and teams) and -import.tsx (import, review, logs).
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
  const staat = useConnectorStaat(admnr, magBeheren);
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
  const { test, testen } = useVerbindingTest(admnr);
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
  const { data } = useConnectorConfig(admnr);
  if (!data) return <SectionCard title={t("titel")}>{null}</SectionCard>;
  return <InstellingenFormulier admnr={admnr} config={data} />;
}

function InstellingenFormulier({ admnr, config }: { admnr: number; config: Config }) {
  const t = useTranslations("beheer.connector.instellingen");
  const tOmg = useTranslations("beheer.connector.status.omgevingen");
  const vernieuw = useVernieuwConnector(admnr);
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
    <SectionCard title={t("titel")}>
      <KitForm
        form={form}
        onSubmit={async (v) => {
          setOpgeslagen(false);
          const ok = await submitWithServerErrors(form, () => slaConfigOp(admnr, v), t("mislukt"));
          if (ok) {
            setOpgeslagen(true);
            await vernieuw();
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
