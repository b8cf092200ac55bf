"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useMemo, useState } from "react";
import { get, useFormContext, useWatch } from "react-hook-form";
import { KitForm, SelectField, TextField, useSchemaForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/page-header";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { MedewerkerBewerken, MedewerkerToevoegen } from "@/lib/schemas/medewerkers";
import type { MedewerkerDetails, MedewerkerKeuzes } from "@/lib/services/medewerkers";
import { useMedewerkerDetails } from "./medewerker-gegevens";
import { GESLACHTEN } from "./medewerker-keuzes";

type AddAnswer = MedewerkerDetails & { uitnodiging: "activatie" | "melding"; mailVerstuurd: boolean };
type Geslacht = (typeof GESLACHTEN)[number];

const geslachtVan = (g: number): Geslacht => ((GESLACHTEN as readonly number[]).includes(g) ? (g as Geslacht) : 9);

/** An empty optional name part is stored as null, as before. */
const metNull = <T extends { voornamen?: string | null; tussenvoegsel?: string | null }>(v: T): T => ({ ...v, voornamen: v.voornamen || null, tussenvoegsel: v.tussenvoegsel || null });

/** Add (`id` absent) or edit a staff member: names, geslacht, e-mail (add only), roles, branches, groups. */
export function MedewerkerForm({ admnr, keuzes, id }: { admnr: number; keuzes: MedewerkerKeuzes; id?: string }) {
  const { data: details } = useMedewerkerDetails(admnr, id ?? "");
  if (id && !details) return null;
  return details ? <Bewerken admnr={admnr} keuzes={keuzes} details={details} /> : <Toevoegen admnr={admnr} keuzes={keuzes} />;
}

function useNaarDetails(admnr: number) {
  const qc = useQueryClient();
  const router = useRouter();
  return (d: MedewerkerDetails) => {
    qc.setQueryData(queryKeys.medewerker(admnr, d.id), d);
    router.push(`/${admnr}/beheer/Gebruikers/details/${d.id}`);
  };
}

function Toevoegen({ admnr, keuzes }: { admnr: number; keuzes: MedewerkerKeuzes }) {
  const t = useTranslations("beheer.gebruikers");
  const naarDetails = useNaarDetails(admnr);
  const form = useSchemaForm(() => import("@/lib/schemas/medewerkers").then((m) => m.medewerkerToevoegen), { email: "", roepnaam: "", voornamen: "", tussenvoegsel: "", achternaam: "", geslacht: 9, rollen: [], vestigingen: [], groepen: [] });
  const add = useApiMutation({
    mutationFn: async (v: MedewerkerToevoegen) => (await api.post<AddAnswer>("/api/Medewerkers/Add", metNull(v), { administratieNr: admnr })).data!,
    invalidate: [queryKeys.medewerkers(admnr)],
    toastError: false,
    onSuccess: (a) => {
      const waarden = { naam: a.naam, email: a.email ?? "" };
      if (!a.mailVerstuurd) toast.warning(t("form.toegevoegdZonderMail", waarden));
      else toast.success(t(a.uitnodiging === "activatie" ? "form.toegevoegdActivatie" : "form.toegevoegdMelding", waarden));
      naarDetails(a);
    },
  });
  return (
    <FormPagina admnr={admnr} titel={t("lijst.toevoegen")} uitleg={t("form.uitlegToevoegen")}>
      <KitForm form={form} onSubmit={(v) => add.mutateAsync(v)} className="max-w-3xl gap-6">
        <Velden keuzes={keuzes} email />
        <Knoppen label={t("form.toevoegenEnUitnodigen")} bezig={form.formState.isSubmitting} terug={`/${admnr}/beheer/Gebruikers`} />
      </KitForm>
    </FormPagina>
  );
}

function Bewerken({ admnr, keuzes, details }: { admnr: number; keuzes: MedewerkerKeuzes; details: MedewerkerDetails }) {
  const t = useTranslations("beheer.gebruikers");
  const naarDetails = useNaarDetails(admnr);
  const form = useSchemaForm(() => import("@/lib/schemas/medewerkers").then((m) => m.medewerkerBewerken), {
    id: details.id,
    roepnaam: details.roepnaam,
    voornamen: details.voornamen ?? "",
    tussenvoegsel: details.tussenvoegsel ?? "",
    achternaam: details.achternaam,
    geslacht: geslachtVan(details.geslacht),
    rollen: details.rollen.map((r) => r.id),
    vestigingen: details.vestigingen.map((v) => v.nr),
    groepen: details.groepen.map((g) => g.nr),
  });
  const save = useApiMutation({
    mutationFn: async (v: MedewerkerBewerken) => (await api.post<MedewerkerDetails>("/api/Medewerkers/Edit", metNull(v), { administratieNr: admnr })).data!,
    invalidate: [queryKeys.medewerkers(admnr)],
    toastError: false,
    success: (d) => t("form.opgeslagen", { naam: d.naam }),
    onSuccess: naarDetails,
  });
  return (
    <FormPagina admnr={admnr} titel={t("form.bewerkenTitel", { naam: details.naam })} uitleg={details.email ? t("form.uitlegBewerken", { email: details.email }) : t("lijst.geenEmail")}>
      <KitForm form={form} onSubmit={(v) => save.mutateAsync(v)} className="max-w-3xl gap-6">
        <Velden keuzes={keuzes} />
        <Knoppen label={t("form.opslaan")} bezig={form.formState.isSubmitting} terug={`/${admnr}/beheer/Gebruikers/details/${details.id}`} />
      </KitForm>
    </FormPagina>
  );
}

function FormPagina({ admnr, titel, uitleg, children }: { admnr: number; titel: string; uitleg: string; children: React.ReactNode }) {
  const t = useTranslations("beheer.gebruikers");
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: `/${admnr}/beheer/Gebruikers`, label: t("terug") }} title={titel} description={uitleg} />
      {children}
    </section>
  );
}

function Knoppen({ label, bezig, terug }: { label: string; bezig: boolean; terug: string }) {
  const t = useTranslations("beheer.gebruikers.form");
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" disabled={bezig}>
        {bezig ? t("bezig") : label}
      </Button>
      <Button asChild variant="outline">
        <Link href={terug}>{t("annuleren")}</Link>
      </Button>
    </div>
  );
}

/** The fields both forms share; they read the form from context. */
function Velden({ keuzes, email = false }: { keuzes: MedewerkerKeuzes; email?: boolean }) {
  const t = useTranslations("beheer.gebruikers");
  return (
    <>
      <fieldset className="grid gap-4 sm:grid-cols-2 [&>*]:min-w-0">
        <legend className="mb-2 text-lg font-medium">{t("form.persoonsgegevens")}</legend>
        {email && <TextField name="email" type="email" label={t("form.email")} description={t("form.emailUitleg")} className="sm:col-span-2" />}
        <TextField name="roepnaam" label={t("form.roepnaam")} />
        <TextField name="voornamen" label={t("form.voornamen")} />
        <TextField name="tussenvoegsel" label={t("form.tussenvoegsel")} />
        <TextField name="achternaam" label={t("form.achternaam")} />
        <SelectField name="geslacht" label={t("form.geslacht")} description={t("form.geslachtUitleg")} numeric options={GESLACHTEN.map((g) => ({ value: g, label: t(`geslachten.${g}`) }))} />
      </fieldset>
      <NummerKeuze
        name="rollen"
        legend={t("form.rollen")}
        beschrijving={t("form.rollenUitleg")}
        leeg={t("form.rollenLeeg")}
        opties={keuzes.rollen.map((r) => ({ value: r.id, label: r.naam }))}
      />
      <NummerKeuze
        name="vestigingen"
        legend={t("form.vestigingen")}
        beschrijving={t("form.vestigingenUitleg")}
        leeg={t("form.vestigingenLeeg")}
        opties={keuzes.vestigingen.map((v) => ({ value: v.nr, label: v.naam }))}
      />
      <GroepKeuze keuzes={keuzes} />
    </>
  );
}

type NummerVeld = "rollen" | "vestigingen" | "groepen";

/** A list of ids in the form, ticked on and off; the field's error (also "rollen.0") from the server. */
function useNummers(name: NummerVeld) {
  const { control, getValues, setValue, clearErrors, formState } = useFormContext();
  const gekozen = (useWatch({ control, name }) as number[] | undefined) ?? [];
  const zet = (value: number, aan: boolean) => {
    const nu = (getValues(name) as number[] | undefined) ?? [];
    setValue(name, aan ? [...new Set([...nu, value])] : nu.filter((v) => v !== value), { shouldDirty: true });
    clearErrors(name);
  };
  const fout = get(formState.errors, name) as { message?: string; [i: number]: { message?: string } } | undefined;
  const melding = fout?.message ?? (Array.isArray(fout) ? fout.find((f) => f?.message)?.message : undefined);
  return { gekozen, zet, fout: melding };
}

function Keuzevakjes({ name, opties, gekozen, zet }: { name: string; opties: { value: number; label: string }[]; gekozen: number[]; zet: (v: number, aan: boolean) => void }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {opties.map((o) => {
        const id = `${name}-${o.value}`;
        return (
          <li key={o.value} className="flex items-center gap-2">
            <Checkbox id={id} checked={gekozen.includes(o.value)} onCheckedChange={(c) => zet(o.value, c === true)} />
            <Label htmlFor={id} className="font-normal">
              {o.label}
            </Label>
          </li>
        );
      })}
    </ul>
  );
}

function Keuzegroep({ name, legend, beschrijving, fout, children }: { name: string; legend: string; beschrijving: string; fout: string | undefined; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-2" aria-describedby={`${name}-beschrijving${fout ? ` ${name}-error` : ""}`}>
      <legend className="text-lg font-medium">{legend}</legend>
      <p id={`${name}-beschrijving`} className="text-sm text-muted-foreground">
        {beschrijving}
      </p>
      {children}
      {fout ? (
        <p id={`${name}-error`} role="alert" className="text-sm font-medium text-destructive">
          {fout}
        </p>
      ) : null}
    </fieldset>
  );
}

function NummerKeuze({ name, legend, beschrijving, leeg, opties }: { name: Exclude<NummerVeld, "groepen">; legend: string; beschrijving: string; leeg: string; opties: { value: number; label: string }[] }) {
  const { gekozen, zet, fout } = useNummers(name);
  return (
    <Keuzegroep name={name} legend={legend} beschrijving={beschrijving} fout={fout}>
      {opties.length === 0 ? <p className="text-sm text-muted-foreground">{leeg}</p> : <Keuzevakjes name={name} opties={opties} gekozen={gekozen} zet={zet} />}
    </Keuzegroep>
  );
}

/** Groups are per school year: pick a year, tick its groups; choices in other years are kept. */
function GroepKeuze({ keuzes }: { keuzes: MedewerkerKeuzes }) {
  const t = useTranslations("beheer.gebruikers.form");
  const { gekozen, zet, fout } = useNummers("groepen");
  const jaren = useMemo(() => [...new Set(keuzes.groepen.map((g) => g.schooljaar))], [keuzes.groepen]);
  const [jaar, setJaar] = useState(jaren.includes(keuzes.huidigSchooljaar) ? keuzes.huidigSchooljaar : (jaren[0] ?? keuzes.huidigSchooljaar));
  const selectId = useId();
  const inJaar = keuzes.groepen.filter((g) => g.schooljaar === jaar);
  const vestigingNaam = new Map(keuzes.vestigingen.map((v) => [v.nr, v.naam]));
  const elders = keuzes.groepen.filter((g) => g.schooljaar !== jaar && gekozen.includes(g.nr));
  return (
    <Keuzegroep name="groepen" legend={t("groepen")} beschrijving={t("groepenUitleg")} fout={fout}>
      {jaren.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("groepenLeeg")}</p>
      ) : (
        <>
          <div className="grid max-w-60 gap-2">
            <Label htmlFor={selectId}>{t("schooljaar")}</Label>
            <NativeSelect id={selectId} value={jaar} onChange={(e) => setJaar(e.target.value)}>
              {jaren.map((j) => (
                <NativeSelectOption key={j} value={j}>
                  {j === keuzes.huidigSchooljaar ? t("huidig", { jaar: j }) : j}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Keuzevakjes name="groepen" opties={inJaar.map((g) => ({ value: g.nr, label: t("groepLabel", { naam: g.naam, vestiging: vestigingNaam.get(g.vestigingNr) ?? "" }) }))} gekozen={gekozen} zet={zet} />
          {elders.length > 0 && <p className="text-sm text-muted-foreground">{t("elders", { lijst: elders.map((g) => t("eldersItem", { naam: g.naam, jaar: g.schooljaar })).join(", ") })}</p>}
        </>
      )}
    </Keuzegroep>
  );
}
