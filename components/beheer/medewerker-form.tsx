"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useId, useMemo, useState } from "react";
import { useForm, useWatch, type Path } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { MedewerkerDetails, MedewerkerKeuzes } from "@/lib/services/medewerkers";
import { GESLACHT_KEUZES } from "./medewerker-keuzes";


const naamSchema = {
  roepnaam: z.string().trim().min(1, "Vul de roepnaam in.").max(100, "De roepnaam mag hoogstens 100 tekens zijn."),
  voornamen: z.string().trim().max(200, "De voornamen mogen hoogstens 200 tekens zijn."),
  tussenvoegsel: z.string().trim().max(30, "Het tussenvoegsel mag hoogstens 30 tekens zijn."),
  achternaam: z.string().trim().min(1, "Vul de achternaam in.").max(100, "De achternaam mag hoogstens 100 tekens zijn."),
  geslacht: z.enum(["0", "1", "2", "9"], { error: "Kies een geslacht." }),
};

const schema = z.object({
  email: z.string().trim(),
  ...naamSchema,
  rollen: z.array(z.number()),
  vestigingen: z.array(z.number()),
  groepen: z.array(z.number()),
});
const addSchema = schema.extend({
  email: z.string().trim().min(1, "Vul het e-mailadres in.").pipe(z.email({ error: "Vul een geldig e-mailadres in." })),
});
type Values = z.infer<typeof schema>;

type AddAnswer = MedewerkerDetails & { uitnodiging: "activatie" | "melding"; mailVerstuurd: boolean };

const VELDEN = new Set(["email", "roepnaam", "voornamen", "tussenvoegsel", "achternaam", "geslacht", "rollen", "vestigingen", "groepen"]);

function leeg(): Values {
  return { email: "", roepnaam: "", voornamen: "", tussenvoegsel: "", achternaam: "", geslacht: "9", rollen: [], vestigingen: [], groepen: [] };
}

function uitDetails(d: MedewerkerDetails): Values {
  return {
    email: d.email,
    roepnaam: d.roepnaam,
    voornamen: d.voornamen ?? "",
    tussenvoegsel: d.tussenvoegsel ?? "",
    achternaam: d.achternaam,
    geslacht: String(d.geslacht) as Values["geslacht"],
    rollen: d.rollen.map((r) => r.id),
    vestigingen: d.vestigingen.map((v) => v.nr),
    groepen: d.groepen.map((g) => g.nr),
  };
}

export function useMedewerkerDetails(admnr: number, id: string) {
  return useQuery({
    enabled: id !== "",
    queryKey: queryKeys.medewerker(admnr, id),
    queryFn: ({ signal }) => api.getJson<MedewerkerDetails>(`/api/Medewerkers/Details/${id}`, { administratieNr: admnr, signal }),
  });
}

/** Add (`id` absent) or edit a staff member: names, geslacht, e-mail (add only), roles, branches, groups. */
export function MedewerkerForm({ admnr, keuzes, id }: { admnr: number; keuzes: MedewerkerKeuzes; id?: string }) {
  const { data: details } = useMedewerkerDetails(admnr, id ?? "");
  if (id && !details) return null;
  return <MedewerkerFormInner admnr={admnr} keuzes={keuzes} details={id ? details : undefined} />;
}

function MedewerkerFormInner({ admnr, keuzes, details }: { admnr: number; keuzes: MedewerkerKeuzes; details: MedewerkerDetails | undefined }) {
  const router = useRouter();
  const qc = useQueryClient();
  const bewerken = details !== undefined;
  const form = useForm<Values>({ resolver: zodResolver(bewerken ? schema : addSchema), defaultValues: details ? uitDetails(details) : leeg() });
  const errors = form.formState.errors;

  const save = useMutation({
    mutationFn: async (v: Values) => {
      const body = {
        roepnaam: v.roepnaam,
        voornamen: v.voornamen || null,
        tussenvoegsel: v.tussenvoegsel || null,
        achternaam: v.achternaam,
        geslacht: Number(v.geslacht),
        rollen: v.rollen,
        vestigingen: v.vestigingen,
        groepen: v.groepen,
      };
      if (details) return (await api.post<MedewerkerDetails>("/api/Medewerkers/Edit", { id: details.id, ...body }, { administratieNr: admnr })).data!;
      return (await api.post<AddAnswer>("/api/Medewerkers/Add", { email: v.email, ...body }, { administratieNr: admnr })).data!;
    },
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: queryKeys.medewerkers(admnr) });
      qc.setQueryData(queryKeys.medewerker(admnr, res.id), res);
      if (!details) {
        const a = res as AddAnswer;
        if (!a.mailVerstuurd) toast.warning(`${a.naam} is toegevoegd, maar de e-mail aan ${a.email} kon niet worden verstuurd. Stuur de uitnodiging later opnieuw.`);
        else if (a.uitnodiging === "activatie") toast.success(`${a.naam} is toegevoegd. Er is een activatiemail verstuurd naar ${a.email}.`);
        else toast.success(`${a.naam} is toegevoegd. ${a.email} heeft al een account en kreeg een bericht; het bestaande wachtwoord blijft gelden.`);
      } else {
        toast.success(`De gegevens van ${res.naam} zijn opgeslagen.`);
      }
      router.push(`/${admnr}/beheer/Gebruikers/details/${res.id}`);
    },
    onError: (e) => {
      if (e instanceof ApiError) {
        let gezet = false;
        for (const issue of e.issues) {
          const veld = issue.path.replace(/^body\./, "").split(".")[0] ?? "";
          if (VELDEN.has(veld)) {
            form.setError(veld as Path<Values>, { message: issue.message.charAt(0).toUpperCase() + issue.message.slice(1) + "." });
            gezet = true;
          }
        }
        if (e.status === 409 && !details) {
          form.setError("email", { message: e.message });
          gezet = true;
        }
        if (e.status === 409 && details) form.setError("rollen", { message: e.message });
        if (!gezet || e.status === 409) toast.error(e.message);
        return;
      }
      toast.error("Opslaan is niet gelukt.");
    },
  });

  const terug = details ? `/${admnr}/beheer/Gebruikers/details/${details.id}` : `/${admnr}/beheer/Gebruikers`;

  return (
    <section className="space-y-4">
      <nav aria-label="Kruimelpad" className="text-sm">
        <Link href={`/${admnr}/beheer/Gebruikers`} className="text-primary underline underline-offset-4">
          Gebruikers
        </Link>{" "}
        / {details ? `${details.naam} bewerken` : "Toevoegen"}
      </nav>
      <div>
        <h1 className="text-2xl font-semibold">{details ? `${details.naam} bewerken` : "Gebruiker toevoegen"}</h1>
        <p className="text-sm text-muted-foreground">
          {details
            ? `Aanmelden gaat met ${details.email}. Het e-mailadres wijzigt u op de detailpagina.`
            : "De nieuwe gebruiker krijgt een e-mail met een link om een wachtwoord te kiezen. De link is zeven dagen geldig."}
        </p>
      </div>
      <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="grid max-w-3xl gap-6">
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-lg font-medium">Persoonsgegevens</legend>
          {!details && (
            <FormField label="E-mailadres" name="email" error={errors.email?.message} className="sm:col-span-2" description="Hiermee meldt de gebruiker zich aan.">
              {(p) => <Input {...p} type="email" autoComplete="off" {...form.register("email")} />}
            </FormField>
          )}
          <FormField label="Roepnaam" name="roepnaam" error={errors.roepnaam?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register("roepnaam")} />}
          </FormField>
          <FormField label="Voornamen" name="voornamen" error={errors.voornamen?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register("voornamen")} />}
          </FormField>
          <FormField label="Tussenvoegsel" name="tussenvoegsel" error={errors.tussenvoegsel?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register("tussenvoegsel")} />}
          </FormField>
          <FormField label="Achternaam" name="achternaam" error={errors.achternaam?.message}>
            {(p) => <Input {...p} autoComplete="off" {...form.register("achternaam")} />}
          </FormField>
          <FormField label="Geslacht" name="geslacht" error={errors.geslacht?.message} description="Bepaalt de aanhef: heer, mevrouw of heer/mevrouw.">
            {(p) => (
              <NativeSelect {...p} {...form.register("geslacht")}>
                {GESLACHT_KEUZES.map((g) => (
                  <NativeSelectOption key={g.value} value={g.value}>
                    {g.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </fieldset>

        <NummerKeuze
          form={form}
          name="rollen"
          legend="Rollen"
          beschrijving="De rollen bepalen wat de gebruiker mag."
          leeg="Deze administratie heeft nog geen rollen."
          opties={keuzes.rollen.map((r) => ({ value: r.id, label: r.naam }))}
        />
        <NummerKeuze
          form={form}
          name="vestigingen"
          legend="Vestigingen"
          beschrijving="Eigen vestigingen, voor rechten op de eigen vestiging."
          leeg="Deze administratie heeft nog geen vestigingen."
          opties={keuzes.vestigingen.map((v) => ({ value: v.nr, label: v.naam }))}
        />
        <GroepKeuze form={form} keuzes={keuzes} />

        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Bezig met opslaan…" : details ? "Opslaan" : "Toevoegen en uitnodigen"}
          </Button>
          <Button asChild variant="outline">
            <Link href={terug}>Annuleren</Link>
          </Button>
        </div>
      </form>
    </section>
  );
}

type Form = ReturnType<typeof useForm<Values>>;
type NummerVeld = "rollen" | "vestigingen" | "groepen";

function useNummers(form: Form, name: NummerVeld) {
  const gekozen = useWatch({ control: form.control, name });
  const zet = (value: number, aan: boolean) => {
    const nu = form.getValues(name);
    form.setValue(name, aan ? [...new Set([...nu, value])] : nu.filter((v) => v !== value), { shouldDirty: true });
    form.clearErrors(name);
  };
  return [gekozen, zet] as const;
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

function Foutmelding({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

function NummerKeuze({
  form,
  name,
  legend,
  beschrijving,
  leeg,
  opties,
}: {
  form: Form;
  name: Exclude<NummerVeld, "groepen">;
  legend: string;
  beschrijving: string;
  leeg: string;
  opties: { value: number; label: string }[];
}) {
  const [gekozen, zet] = useNummers(form, name);
  const fout = form.formState.errors[name]?.message;
  return (
    <fieldset className="grid gap-2" aria-describedby={`${name}-beschrijving${fout ? ` ${name}-error` : ""}`}>
      <legend className="text-lg font-medium">{legend}</legend>
      <p id={`${name}-beschrijving`} className="text-sm text-muted-foreground">
        {beschrijving}
      </p>
      {opties.length === 0 ? <p className="text-sm text-muted-foreground">{leeg}</p> : <Keuzevakjes name={name} opties={opties} gekozen={gekozen} zet={zet} />}
      <Foutmelding id={`${name}-error`} message={fout} />
    </fieldset>
  );
}

/** Groups are per school year: pick a year, tick its groups; choices in other years are kept. */
function GroepKeuze({ form, keuzes }: { form: Form; keuzes: MedewerkerKeuzes }) {
  const [gekozen, zet] = useNummers(form, "groepen");
  const jaren = useMemo(() => [...new Set(keuzes.groepen.map((g) => g.schooljaar))], [keuzes.groepen]);
  const [jaar, setJaar] = useState(jaren.includes(keuzes.huidigSchooljaar) ? keuzes.huidigSchooljaar : (jaren[0] ?? keuzes.huidigSchooljaar));
  const selectId = useId();
  const fout = form.formState.errors.groepen?.message;
  const inJaar = keuzes.groepen.filter((g) => g.schooljaar === jaar);
  const elders = keuzes.groepen.filter((g) => g.schooljaar !== jaar && gekozen.includes(g.nr));
  return (
    <fieldset className="grid gap-2" aria-describedby={`groepen-beschrijving${fout ? " groepen-error" : ""}`}>
      <legend className="text-lg font-medium">Groepen</legend>
      <p id="groepen-beschrijving" className="text-sm text-muted-foreground">
        Eigen groepen, voor rechten op de eigen klas. Groepen horen bij een schooljaar.
      </p>
      {jaren.length === 0 ? (
        <p className="text-sm text-muted-foreground">Deze administratie heeft nog geen groepen.</p>
      ) : (
        <>
          <div className="grid max-w-60 gap-2">
            <Label htmlFor={selectId}>Schooljaar</Label>
            <NativeSelect id={selectId} value={jaar} onChange={(e) => setJaar(e.target.value)}>
              {jaren.map((j) => (
                <NativeSelectOption key={j} value={j}>
                  {j}
                  {j === keuzes.huidigSchooljaar ? " (huidig)" : ""}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <Keuzevakjes name="groepen" opties={inJaar.map((g) => ({ value: g.nr, label: `${g.naam} (${g.vestigingsnaam})` }))} gekozen={gekozen} zet={zet} />
          {elders.length > 0 && (
            <p className="text-sm text-muted-foreground">
              Ook gekozen in andere schooljaren: {elders.map((g) => `${g.naam} (${g.schooljaar})`).join(", ")}.
            </p>
          )}
        </>
      )}
      <Foutmelding id="groepen-error" message={fout} />
    </fieldset>
  );
}
