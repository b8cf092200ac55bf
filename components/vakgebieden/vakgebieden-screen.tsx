"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowRightLeft } from "lucide-react";
import { useTranslations } from "next-intl";
import { Fragment, useState, type ReactNode } from "react";
import { AddDialog, EditDialog, FormDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { SelectField, TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { VakgebiedView } from "@/lib/services/vakgebieden";
import { GeordendeLijst, HoofdvakgebiedKeuze, SamenvoegenDialog, useHoofdvakgebieden, Verwijzingen } from "./hoofdvakgebieden-screen";

export interface VakgebiedDetailsView extends VakgebiedView {
  aantalOnderwijsplannen: number;
  competenties: { leerroutepakketId: number; leerroutepakketNaam: string; competentieId: number; naam: string; domeinNaam: string }[];
  beoordelaars: { nr: number; naam: string; actief: boolean }[];
}
interface CompetentieKeuze {
  competentieId: number;
  naam: string;
  domeinId: number;
  domeinNaam: string;
  toegewezen: boolean;
  andereVakgebiedNr: number | null;
  andereVakgebiedNaam: string | null;
}
export interface PakketKeuze {
  id: number;
  naam: string;
  actief: boolean;
}

export function useVakgebieden(admnr: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.vakgebieden(admnr),
    queryFn: async ({ signal }) => (await api.getJson<VakgebiedView[]>("/api/Vakgebieden", { administratieNr: admnr, signal })) ?? [],
    enabled,
  });
}

/** The fields of a subject area (add and edit). */
function VakgebiedVelden({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.vakgebieden");
  return (
    <>
      <TextField name="naam" label={t("naam")} />
      <HoofdvakgebiedKeuze admnr={admnr} name="hoofdvakgebiedNr" label={t("hoofdvakgebied")} />
    </>
  );
}

/** A select of the other subject areas (loaded when its dialog opens). */
function VakgebiedKeuze({ admnr, name, label, zonder }: { admnr: number; name: string; label: string; zonder: number }) {
  const tk = useTranslations("translation.kit");
  const { data = [] } = useVakgebieden(admnr);
  const opties = data.filter((v) => v.nr !== zonder).map((v) => ({ value: v.nr, label: v.naam }));
  return <SelectField name={name} label={label} options={opties} placeholder={tk("kies")} numeric />;
}

/**
 * The package whose competencies or phases a section shows (the packages the administration
 * uses), or the note that it uses none.
 */
export function PakketKiezer({ pakketten, waarde, onChange }: { pakketten: readonly PakketKeuze[]; waarde: number | null; onChange: (id: number) => void }) {
  const t = useTranslations("beheer.vakgebieden.pakket");
  if (pakketten.length === 0) return <EmptyState title={t("geen")} />;
  return (
    <FormField label={t("label")} name="pakket" className="max-w-sm">
      {(p) => (
        <NativeSelect {...p} value={waarde ?? ""} onChange={(e) => onChange(Number(e.target.value))}>
          {pakketten.map((pk) => (
            <NativeSelectOption key={pk.id} value={pk.id}>
              {pk.naam}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/**
 * A section that edits one package's links (the competencies of a subject area, the phases of the
 * school year levels): its heading, the package choice, then `children` for the chosen package,
 * mounted anew per package so that another choice starts from what is stored.
 */
export function PakketSectie({ titel, pakketten, children }: { titel: string; pakketten: readonly PakketKeuze[]; children: (pakketId: number) => ReactNode }) {
  const [pakketId, setPakketId] = useState<number | null>(pakketten[0]?.id ?? null);
  return (
    <section className="space-y-3">
      <h2 className="text-lg font-semibold">{titel}</h2>
      <PakketKiezer pakketten={pakketten} waarde={pakketId} onChange={setPakketId} />
      {pakketId === null ? null : <Fragment key={pakketId}>{children(pakketId)}</Fragment>}
    </section>
  );
}

export function VakgebiedenScreen({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.vakgebieden");
  const tk = useTranslations("translation.kit");
  const sleutel = queryKeys.vakgebieden(admnr);
  const { data } = useVakgebieden(admnr);
  const { data: hoofdvakgebieden } = useHoofdvakgebieden(admnr);
  const toevoegen = useApiMutation({
    mutationFn: (v: { naam: string; hoofdvakgebiedNr: number }) => api.post("/api/Vakgebieden/Add", v, { administratieNr: admnr }),
    invalidate: [sleutel],
    success: (_r, v) => t("toegevoegd", { naam: v.naam.trim() }),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: (v: VakgebiedView) => api.delete(`/api/Vakgebieden/Delete/${v.nr}`, { administratieNr: admnr }),
    invalidate: [sleutel],
    success: (_r, v) => t("verwijderd", { naam: v.naam }),
    toastError: false,
  });
  const geenHoofd = hoofdvakgebieden !== undefined && hoofdvakgebieden.length === 0;

  const toevoegKnop =
    hoofdvakgebieden && hoofdvakgebieden.length > 0 ? (
      <AddDialog
        label={t("toevoegen")}
        description={t("formUitleg")}
        schema={() => import("@/lib/schemas/vakgebieden").then((m) => m.vakgebiedVelden)}
        defaultValues={{ naam: "", hoofdvakgebiedNr: hoofdvakgebieden.length === 1 ? hoofdvakgebieden[0]!.nr : undefined }}
        submitLabel={tk("opslaan")}
        onSubmit={(v) => toevoegen.mutateAsync(v)}
      >
        <VakgebiedVelden admnr={admnr} />
      </AddDialog>
    ) : null;

  return (
    <section className="space-y-4">
      <PageHeader title={t("titel")} description={t("uitleg")} actions={toevoegKnop} />
      {geenHoofd ? (
        <EmptyState title={t("eerstHoofdvakgebied")} action={<RowLink href={`/${admnr}/beheer/Hoofdvakgebieden`}>{t("naarHoofdvakgebieden")}</RowLink>} />
      ) : null}
      <GeordendeLijst
        admnr={admnr}
        label={t("titel")}
        items={data}
        pad="/api/Vakgebieden/reorganize"
        sleutel={sleutel}
        leeg={geenHoofd ? null : <EmptyState title={t("leeg")} description={t("leegUitleg")} />}
        href={(v) => `/${admnr}/beheer/Vakgebieden/details/${v.nr}`}
        noot={(v) => t("rij", { hoofdvakgebied: v.hoofdvakgebiedNaam, competenties: v.aantalCompetenties, beoordelaars: v.aantalBeoordelaars })}
        acties={(v) => (
          <ConfirmDelete
            label={t("verwijderen", { naam: v.naam })}
            title={t("verwijderenVraag", { naam: v.naam })}
            description={t("verwijderenUitleg")}
            onConfirm={() => verwijderen.mutateAsync(v)}
          />
        )}
      />
    </section>
  );
}

export function VakgebiedDetails({ admnr, nr, pakketten }: { admnr: number; nr: number; pakketten: PakketKeuze[] }) {
  const t = useTranslations("beheer.vakgebieden");
  const opties = { administratieNr: admnr };
  const { data } = useQuery({
    queryKey: queryKeys.vakgebied(admnr, nr),
    queryFn: ({ signal }) => api.getJson<VakgebiedDetailsView>(`/api/Vakgebieden/details/${nr}`, { ...opties, signal }),
  });
  const invalidate = [queryKeys.vakgebieden(admnr)];
  const wijzigen = useApiMutation({
    mutationFn: (v: { nr: number; naam: string; hoofdvakgebiedNr: number }) => api.post("/api/Vakgebieden/Edit", v, opties),
    invalidate,
    success: t("details.opgeslagen"),
    toastError: false,
  });
  const verplaatsen = useApiMutation({
    mutationFn: async (v: { vanNr: number; naarNr: number }) =>
      (await api.post<{ onderwijsplannen: number; monitorlijnen: number; handelingsdelen: number }>("/api/Vakgebieden/Moveplannen", v, opties)).data,
    invalidate,
    success: (r) => t("verplaatsen.gelukt", { aantal: r ? r.onderwijsplannen + r.monitorlijnen + r.handelingsdelen : 0 }),
    toastError: false,
  });
  if (!data) return null;

  return (
    <section className="space-y-6">
      <PageHeader
        back={{ href: `/${admnr}/beheer/Vakgebieden`, label: t("details.terug") }}
        title={data.naam}
        description={t("details.feiten", { hoofdvakgebied: data.hoofdvakgebiedNaam, plannen: data.aantalOnderwijsplannen })}
        actions={
          <>
            <EditDialog
              text={t("details.wijzigen")}
              title={t("details.wijzigenTitel")}
              description={t("formUitleg")}
              schema={() => import("@/lib/schemas/vakgebieden").then((m) => m.vakgebiedBijwerken)}
              defaultValues={{ nr, naam: data.naam, hoofdvakgebiedNr: data.hoofdvakgebiedNr }}
              onSubmit={(v) => wijzigen.mutateAsync(v)}
            >
              <VakgebiedVelden admnr={admnr} />
            </EditDialog>
            <FormDialog
              trigger={
                <Button variant="outline">
                  <ArrowRightLeft aria-hidden />
                  {t("verplaatsen.knop")}
                </Button>
              }
              title={t("verplaatsen.knop")}
              description={t("verplaatsen.uitleg", { naam: data.naam })}
              schema={() => import("@/lib/schemas/vakgebieden").then((m) => m.plannenVerplaatsen)}
              defaultValues={{ vanNr: nr }}
              submitLabel={t("verplaatsen.bevestig")}
              onSubmit={(v) => verplaatsen.mutateAsync(v)}
            >
              <VakgebiedKeuze admnr={admnr} name="naarNr" label={t("verplaatsen.veld")} zonder={nr} />
            </FormDialog>
            <SamenvoegenDialog admnr={admnr} soort="vakgebieden" nr={nr} naam={data.naam}>
              <VakgebiedKeuze admnr={admnr} name="doelNr" label={t("samenvoegen.veld")} zonder={nr} />
            </SamenvoegenDialog>
          </>
        }
      />

      <CompetentieToewijzing admnr={admnr} nr={nr} pakketten={pakketten} />

      <Verwijzingen
        titel={t("details.beoordelaars")}
        leeg={t("details.geenBeoordelaars")}
        items={data.beoordelaars.map((b) => ({ href: `/${admnr}/beheer/Beoordelaars/details/${b.nr}`, naam: b.naam, noot: b.actief ? undefined : t("details.nietActief") }))}
      />
    </section>
  );
}

/** Which competencies of one package belong to this subject area (exactly the ticked ones). */
function CompetentieToewijzing({ admnr, nr, pakketten }: { admnr: number; nr: number; pakketten: PakketKeuze[] }) {
  const t = useTranslations("beheer.vakgebieden.competenties");
  return (
    <PakketSectie titel={t("titel")} pakketten={pakketten}>
      {(pakketId) => <Competenties admnr={admnr} nr={nr} pakketId={pakketId} />}
    </PakketSectie>
  );
}

function Competenties({ admnr, nr, pakketId }: { admnr: number; nr: number; pakketId: number }) {
  const t = useTranslations("beheer.vakgebieden.competenties");
  const tk = useTranslations("translation.kit");
  const [keuze, setKeuze] = useState<Set<number> | null>(null);
  const { data: competenties } = useQuery({
    queryKey: queryKeys.vakgebiedCompetenties(admnr, nr, pakketId),
    queryFn: async ({ signal }) =>
      (await api.getJson<CompetentieKeuze[]>(`/api/Vakgebieden/competenties/${nr}/leerroutepakket/${pakketId}`, { administratieNr: admnr, signal })) ?? [],
  });
  const gekozen = keuze ?? new Set((competenties ?? []).filter((c) => c.toegewezen).map((c) => c.competentieId));
  const opslaan = useApiMutation({
    mutationFn: () => api.post("/api/Vakgebieden/AssignCompetenties", { vakgebiedNr: nr, leerroutepakketId: pakketId, competentieIds: [...gekozen] }, { administratieNr: admnr }),
    invalidate: [queryKeys.vakgebieden(admnr)],
    success: t("opgeslagen"),
    // After the refetch: the ticks then come from the server again.
    onSettled: (_r, fout) => {
      if (!fout) setKeuze(null);
    },
  });
  const domeinen = [...new Set((competenties ?? []).map((c) => c.domeinNaam))];
  let inhoud: ReactNode = null;
  if (competenties && competenties.length === 0) inhoud = <EmptyState title={t("geen")} />;
  else if (competenties)
    inhoud = (
      <div className="space-y-3">
        {domeinen.map((domein) => (
          <fieldset key={domein} className="rounded-md border p-3">
            <legend className="px-1 font-medium">{domein}</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {competenties
                .filter((c) => c.domeinNaam === domein)
                .map((c) => (
                  <li key={c.competentieId} className="flex items-center gap-2">
                    <Checkbox
                      id={`comp-${c.competentieId}`}
                      checked={gekozen.has(c.competentieId)}
                      onCheckedChange={(v) => {
                        const nieuw = new Set(gekozen);
                        if (v === true) nieuw.add(c.competentieId);
                        else nieuw.delete(c.competentieId);
                        setKeuze(nieuw);
                      }}
                    />
                    <Label htmlFor={`comp-${c.competentieId}`} className="font-normal">
                      {c.naam}
                      {c.andereVakgebiedNaam ? <span className="ml-1 text-xs text-muted-foreground">{t("nuBij", { vakgebied: c.andereVakgebiedNaam })}</span> : null}
                    </Label>
                  </li>
                ))}
            </ul>
          </fieldset>
        ))}
        <Button onClick={() => opslaan.mutate()} disabled={opslaan.isPending || keuze === null}>
          {opslaan.isPending ? tk("bezig") : t("opslaan")}
        </Button>
      </div>
    );

  return inhoud;
}
