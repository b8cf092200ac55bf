"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import * as z from "zod";
import { useFormContext } from "react-hook-form";
import { CheckboxField, SelectField, TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/form-dialog";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { OPEN_EINDDATUM_ISO, vandaagIso } from "@/lib/schooljaar";
import type { GroepView } from "@/lib/services/groepen";
import type { LeerlingView } from "@/lib/services/leerlingen";
import { groepenKeuzePad } from "./groepen-keuze";

const DATUM = /^\d{4}-\d{2}-\d{2}$/;
type Vertaal = ReturnType<typeof useTranslations<"adm.leerlingen.form">>;

/**
 * The dialog's schema: the form's fields as typed (dates as text, "" for empty), turned into the
 * body of Leerlingen/Add or Edit. On add a group is required: a pupil without one appears in no
 * list of the year (spec §2 lists follow group membership).
 */
function maakSchema(t: Vertaal, toevoegen: boolean) {
  const lang = (max: number) => t("fouten.lang", { max });
  const datum = z.string().refine((v) => v === "" || DATUM.test(v), t("fouten.datum"));
  return z
    .object({
      roepnaam: z.string().trim().min(1, t("fouten.roepnaam")).max(100, lang(100)),
      voornamen: z.string().max(200, lang(200)),
      tussenvoegsel: z.string().max(30, lang(30)),
      achternaam: z.string().trim().min(1, t("fouten.achternaam")).max(100, lang(100)),
      geboortedatum: datum,
      geslacht: z.enum(["0", "1", "2", "9"]),
      ingangsdatum: z.string().regex(DATUM, t("fouten.ingangsdatum")),
      einddatum: datum,
      externeSleutel: z.string().max(50, lang(50)),
      groepNr: toevoegen ? z.string().min(1, t("fouten.groep")) : z.string(),
      ookAlsDubbel: z.boolean(),
    })
    .refine((v) => v.einddatum === "" || v.einddatum >= v.ingangsdatum, { path: ["einddatum"], message: t("fouten.einddatum") })
    .transform((v) => ({
      roepnaam: v.roepnaam,
      voornamen: v.voornamen || null,
      tussenvoegsel: v.tussenvoegsel || null,
      achternaam: v.achternaam,
      geboortedatum: v.geboortedatum || null,
      geslacht: Number(v.geslacht),
      ingangsdatum: v.ingangsdatum,
      einddatum: v.einddatum || null,
      externeSleutel: v.externeSleutel || null,
      ...(toevoegen && v.groepNr ? { groepNr: Number(v.groepNr) } : {}),
      ...(toevoegen && v.ookAlsDubbel ? { ookAlsDubbel: true } : {}),
    }));
}

function startwaarden(l: LeerlingView | undefined, vandaag: string) {
  return {
    roepnaam: l?.roepnaam ?? "",
    voornamen: l?.voornamen ?? "",
    tussenvoegsel: l?.tussenvoegsel ?? "",
    achternaam: l?.achternaam ?? "",
    geboortedatum: l?.geboortedatum ?? "",
    geslacht: String(l?.geslacht ?? 9) as "0" | "1" | "2" | "9",
    ingangsdatum: l?.ingangsdatum ?? vandaag,
    einddatum: l && l.einddatum !== OPEN_EINDDATUM_ISO ? l.einddatum : "",
    externeSleutel: l?.externeSleutel ?? "",
    groepNr: "",
    ookAlsDubbel: false,
  };
}

/**
 * Shown once the server reports the same name and birth date already (409 on `ookAlsDubbel`): its
 * message stands beside the box, ticking it adds the pupil anyway.
 */
function DubbelKeuze({ label }: { label: string }) {
  const { formState, watch } = useFormContext<{ ookAlsDubbel: boolean }>();
  if (!formState.errors.ookAlsDubbel && !watch("ookAlsDubbel")) return null;
  return <CheckboxField name="ookAlsDubbel" label={label} className="sm:col-span-2" />;
}

/** Add (no `leerling`) or edit a pupil in a dialog; on add the pupil goes into a group right away. */
export function LeerlingFormDialog({
  admnr,
  schooljaar,
  leerling,
  trigger,
  initialOpen = false,
}: {
  admnr: number;
  schooljaar: string;
  leerling?: LeerlingView;
  trigger: ReactNode;
  /** Open when mounted (LaadBijOpenen mounts it on the trigger's first click). */
  initialOpen?: boolean;
}) {
  const t = useTranslations("adm.leerlingen.form");
  const [open, setOpen] = useState(initialOpen);
  const { data: view } = usePermissions(admnr);
  const vandaag = vandaagIso();
  const groepen = useQuery({
    queryKey: queryKeys.groepenLijst(admnr, schooljaar, "Schrijfbaar", null),
    queryFn: async ({ signal }) => ((await api.getJson<GroepView[]>(groepenKeuzePad(view, schooljaar), { administratieNr: admnr, signal })) ?? []).filter((g) => g.magBewerken),
    enabled: open && !leerling,
    retry: false,
  });
  const naam = (v: { roepnaam: string; achternaam: string }) => `${v.roepnaam} ${v.achternaam}`;
  const save = useApiMutation({
    mutationFn: (body: z.output<ReturnType<typeof maakSchema>>) =>
      leerling
        ? api.post<LeerlingView>(`/api/Leerlingen/Edit/${leerling.id}`, body, { administratieNr: admnr })
        : api.post<LeerlingView>("/api/Leerlingen/Add", body, { administratieNr: admnr }),
    invalidate: [queryKeys.leerlingen(admnr), queryKeys.groepen(admnr)],
    success: (_r, v) => (leerling ? t("opgeslagen", { naam: naam(v) }) : t("toegevoegd", { naam: naam(v) })),
    toastError: false,
  });
  const keuzes = (groepen.data ?? []).map((g) => ({ value: String(g.nr), label: t("groepKeuze", { groep: g.naam, vestiging: g.vestigingNaam }) }));

  return (
    <FormDialog
      trigger={trigger}
      open={open}
      onOpenChange={setOpen}
      wide
      title={leerling ? t("bewerkenTitel") : t("toevoegenTitel")}
      description={t("verplicht")}
      schema={maakSchema(t, !leerling)}
      defaultValues={startwaarden(leerling, vandaag)}
      submitLabel={leerling ? t("opslaan") : t("toevoegen")}
      onSubmit={(body) => save.mutateAsync(body)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="roepnaam" label={t("roepnaam")} />
        <TextField name="voornamen" label={t("voornamen")} />
        <TextField name="tussenvoegsel" label={t("tussenvoegsel")} />
        <TextField name="achternaam" label={t("achternaam")} />
        <TextField name="geboortedatum" label={t("geboortedatum")} type="date" />
        <SelectField name="geslacht" label={t("geslacht")} options={(["9", "1", "2", "0"] as const).map((g) => ({ value: g, label: t(`geslachten.${g}`) }))} />
        <TextField name="ingangsdatum" label={t("ingangsdatum")} type="date" />
        <TextField name="einddatum" label={t("einddatum")} type="date" description={t("einddatumUitleg")} />
        <TextField name="externeSleutel" label={t("sleutel")} />
        {!leerling && (
          <SelectField
            name="groepNr"
            label={t("groep")}
            options={keuzes}
            placeholder={t("groepKies")}
            description={groepen.isSuccess && keuzes.length === 0 ? t("geenGroepen", { schooljaar }) : t("groepUitleg", { schooljaar })}
          />
        )}
        {!leerling && <DubbelKeuze label={t("ookAlsDubbel")} />}
      </div>
    </FormDialog>
  );
}
