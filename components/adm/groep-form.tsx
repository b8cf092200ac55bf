"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormDialog } from "@/components/kit/form-dialog";
import { SelectField, TextField, useVeldWaarde } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import type { PermissionsView } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { canWrite, Functiegebied } from "@/lib/permissions";
import type { GroepVelden } from "@/lib/schemas/groepen";
import type { GroepKeuzes, GroepView } from "@/lib/services/groepen";

export { groepenKeuzePad } from "./groepen-keuze";

/** Branches in which the user may place a group (write on Groepen for that branch). */
export function schrijfbareVestigingen(perms: PermissionsView | undefined): { nr: number; naam: string }[] {
  if (!perms) return [];
  const p = { ...perms, gebruikerId: perms.gebruikerId ?? "" };
  return perms.vestigingen.filter((v) => canWrite(p, Functiegebied.Groepen, { vestigingNr: v.nr }));
}

function startwaarden(groep: GroepView | undefined, vestiging: number | null) {
  return {
    naam: groep?.naam ?? "",
    vestigingNr: groep?.vestigingNr ?? vestiging ?? undefined,
    soort: groep?.soort ?? "Klas",
    jaargroep: groep?.jaargroep ?? "",
    leerjaarNr: groep?.leerjaarNr ?? null,
    vakgebiedNr: groep?.vakgebiedNr ?? null,
  };
}

/** Only an instruction group has a subject area: the field follows the chosen kind. */
function VakgebiedVeld({ keuzes }: { keuzes: GroepKeuzes }) {
  const t = useTranslations("adm.groepForm");
  const soort = useVeldWaarde("soort");
  if (soort !== "Onderwijsgroep") return null;
  return <SelectField name="vakgebiedNr" numeric label={t("vakgebied")} description={t("vakgebiedUitleg")} placeholder={t("geenVakgebied")} options={keuzes.vakgebieden.map((v) => ({ value: String(v.nr), label: v.naam }))} />;
}

/**
 * Add (no `groep`, in `schooljaar`) or edit a group in a dialog: POST /api/Groepen/Add or Edit.
 * `vestigingen` are the branches the user may write; on edit the group's own branch is kept as a choice.
 */
export function GroepFormDialog({
  admnr,
  schooljaar,
  groep,
  vestigingen,
  standaardVestiging = null,
  keuzes,
  trigger,
  onOpgeslagen,
}: {
  admnr: number;
  schooljaar: string;
  groep?: GroepView;
  vestigingen: { nr: number; naam: string }[];
  standaardVestiging?: number | null;
  keuzes: GroepKeuzes;
  trigger: ReactNode;
  onOpgeslagen?: (g: GroepView) => void;
}) {
  const t = useTranslations("adm.groepForm");
  const qc = useQueryClient();
  const opties = groep && !vestigingen.some((v) => v.nr === groep.vestigingNr) ? [{ nr: groep.vestigingNr, naam: groep.vestigingNaam }, ...vestigingen] : vestigingen;
  const beginVestiging = standaardVestiging !== null && opties.some((v) => v.nr === standaardVestiging) ? standaardVestiging : opties.length === 1 ? opties[0]!.nr : null;
  const save = useApiMutation({
    mutationFn: async (invoer: GroepVelden) => {
      // Only an instruction group keeps a subject area (the field is hidden for a Klas).
      const velden = { ...invoer, vakgebiedNr: invoer.soort === "Onderwijsgroep" ? (invoer.vakgebiedNr ?? null) : null };
      const res = groep
        ? await api.post<GroepView>("/api/Groepen/Edit", { ...velden, nr: groep.nr }, { administratieNr: admnr })
        : await api.post<GroepView>("/api/Groepen/Add", { ...velden, schooljaar }, { administratieNr: admnr });
      return res.data!;
    },
    // Pupil lists show group names.
    invalidate: [queryKeys.groepen(admnr), ...(groep ? [queryKeys.leerlingen(admnr)] : [])],
    success: (g) => (groep ? t("opgeslagen", { naam: g.naam }) : t("toegevoegd", { naam: g.naam })),
    toastError: false,
    onSuccess: (g) => {
      qc.setQueryData(queryKeys.groep(admnr, g.nr), g);
      onOpgeslagen?.(g);
    },
  });

  return (
    <FormDialog
      trigger={trigger}
      title={groep ? t("bewerkenTitel", { naam: groep.naam }) : t("toevoegenTitel")}
      description={groep ? t("bewerkenUitleg", { schooljaar: groep.schooljaar }) : t("toevoegenUitleg", { schooljaar })}
      schema={() => import("@/lib/schemas/groepen").then((m) => m.groepVelden)}
      defaultValues={startwaarden(groep, beginVestiging)}
      submitLabel={groep ? t("opslaan") : t("toevoegen")}
      onSubmit={(v) => save.mutateAsync(v)}
    >
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField name="naam" label={t("naam")} className="sm:col-span-2" />
        <SelectField name="vestigingNr" numeric label={t("vestiging")} placeholder={t("kiesVestiging")} options={opties.map((v) => ({ value: String(v.nr), label: v.naam }))} />
        <SelectField
          name="soort"
          label={t("soort")}
          description={t("soortUitleg")}
          options={[
            { value: "Klas", label: t("soorten.klas") },
            { value: "Onderwijsgroep", label: t("soorten.onderwijsgroep") },
          ]}
        />
        <TextField name="jaargroep" label={t("jaargroep")} description={t("jaargroepUitleg")} />
        <SelectField name="leerjaarNr" numeric label={t("leerjaar")} placeholder={t("geenLeerjaar")} options={keuzes.leerjaren.map((l) => ({ value: String(l.nr), label: l.naam }))} />
        <VakgebiedVeld keuzes={keuzes} />
      </div>
    </FormDialog>
  );
}
