"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { z } from "zod";
import { EditButton } from "@/components/kit/buttons";
import { FormDialog } from "@/components/kit/form-dialog";
import { SectionCard } from "@/components/kit/section-card";
import { SelectField, TextField, useVeldWaarde } from "@/components/kit/velden";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { OPEN_EINDDATUM_ISO, vandaagIso } from "@/lib/schooljaar";
import type { leerlingLeerroute } from "@/lib/schemas/leerling-leerroutes";

type Route = z.output<typeof leerlingLeerroute>;
/** Loaded with the dialog (issue 27). */
const formulier = () => import("@/lib/schemas/leerling-leerroutes").then((m) => m.leerrouteVelden);

interface Pakket {
  id: number;
  naam: string;
}
interface Leerroute {
  nummer: number;
  naam: string;
  uitstroombestemmingen: { nummer: number; naam: string }[];
}

/** The route and exit destination selects, each narrowed by the choice above it. */
function Velden({ admnr }: { admnr: number }) {
  const t = useTranslations("planning.monitor.leerroute");
  const pakketId = useVeldWaarde("leerroutepakketId") as number | null;
  const nummer = useVeldWaarde("leerrouteNummer") as number | null;
  const pakketten = useQuery({
    queryKey: queryKeys.monitor(admnr, "pakketten"),
    queryFn: ({ signal }) => api.getJson<Pakket[]>("/api/Leerroutepakketten/Actief", { administratieNr: admnr, signal }),
  });
  const routes = useQuery({
    queryKey: queryKeys.monitor(admnr, "leerroutes", pakketId ?? 0),
    queryFn: ({ signal }) => api.getJson<Leerroute[]>(`/api/Leerroutes/Leerroutepakket/${pakketId}`, { administratieNr: admnr, signal }),
    enabled: !!pakketId,
  });
  const route = routes.data?.find((r) => r.nummer === nummer);
  return (
    <>
      <SelectField
        name="leerroutepakketId"
        label={t("pakket")}
        numeric
        placeholder={t("kiesPakket")}
        options={(pakketten.data ?? []).map((p) => ({ value: String(p.id), label: p.naam }))}
      />
      <SelectField name="leerrouteNummer" label={t("leerroute")} numeric placeholder={t("geen")} options={(routes.data ?? []).map((r) => ({ value: String(r.nummer), label: r.naam }))} />
      <SelectField
        name="uitstroombestemmingNummer"
        label={t("uitstroom")}
        numeric
        placeholder={t("geenUitstroom")}
        disabled={!route}
        options={(route?.uitstroombestemmingen ?? []).map((u) => ({ value: String(u.nummer), label: u.naam }))}
      />
      <TextField name="ingangsdatum" label={t("vanaf")} type="date" description={t("vanafUitleg")} />
    </>
  );
}

/**
 * Sets the learning route (package, route, exit destination, from date) of one pupil or many at
 * once (POST /api/Leerlingen/Leerroute); a running route ends the day before.
 */
export function LeerrouteDialog({ admnr, doel, trigger, titel }: { admnr: number; doel: { leerlingIds: readonly number[] } | { groepNr: number }; trigger: ReactNode; titel: string }) {
  const t = useTranslations("planning.monitor.leerroute");
  const qc = useQueryClient();
  return (
    <FormDialog
      trigger={trigger}
      title={titel}
      description={t("uitleg")}
      schema={formulier}
      defaultValues={() => ({ leerroutepakketId: undefined, leerrouteNummer: null, uitstroombestemmingNummer: null, ingangsdatum: vandaagIso() })}
      onSubmit={async (v) => {
        const r = await api.post<{ aantal: number }>("/api/Leerlingen/Leerroute", { ...v, ...doel }, { administratieNr: admnr });
        toast.success(t("opgeslagen", { aantal: r.data?.aantal ?? 0 }));
        await Promise.all([qc.invalidateQueries({ queryKey: queryKeys.monitor(admnr) })]);
      }}
      submitLabel={t("opslaan")}
    >
      <Velden admnr={admnr} />
    </FormDialog>
  );
}

/** On the pupil's details: the pupil's routes per package, and setting a new one. */
export function LeerlingLeerroutes({ admnr, id, magBewerken }: { admnr: number; id: number; magBewerken: boolean }) {
  const t = useTranslations("planning.monitor.leerroute");
  const { data } = useQuery({
    queryKey: queryKeys.monitor(admnr, "leerlingLeerroutes", id),
    queryFn: ({ signal }) => api.getJson<Route[]>(`/api/Leerlingen/Leerroutes/${id}`, { administratieNr: admnr, signal }),
  });
  return (
    <SectionCard
      title={t("titel")}
      action={magBewerken ? <LeerrouteDialog admnr={admnr} doel={{ leerlingIds: [id] }} titel={t("instellen")} trigger={<EditButton text={t("instellen")} />} /> : null}
    >
      {!data ? null : data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("geenLeerroute")}</p>
      ) : (
        <ul className="space-y-1 text-sm" aria-label={t("titel")}>
          {data.map((r) => (
            <li key={`${r.leerroutepakketId}-${r.ingangsdatum}`}>
              {t("regel", {
                pakket: r.pakketNaam,
                leerroute: r.leerrouteNaam,
                uitstroom: r.uitstroombestemmingNaam ?? t("geenUitstroom"),
                van: formatDatum(r.ingangsdatum),
                tot: r.einddatum === OPEN_EINDDATUM_ISO ? t("open") : formatDatum(r.einddatum),
              })}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** On a group's details: the route of all its pupils (today) at once. */
export function GroepLeerrouteKnop({ admnr, groepNr }: { admnr: number; groepNr: number }) {
  const t = useTranslations("planning.monitor.leerroute");
  return <LeerrouteDialog admnr={admnr} doel={{ groepNr }} titel={t("instellenGroep")} trigger={<EditButton text={t("instellenGroep")} />} />;
}
