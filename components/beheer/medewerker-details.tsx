"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, Pencil, RotateCcw, Trash2, UserX } from "lucide-react";
import Link from "next/link";
import { useRouter, useSelectedLayoutSegment } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TabsNav } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatumTijd, formatLijst } from "@/lib/format";
import type { MedewerkerDetails as Details, MedewerkerGroepView, MedewerkerLesbundelView } from "@/lib/services/medewerkers";
import { briefaanhef } from "@/lib/format";
import { MedewerkerStatus } from "./gebruikers-screen";
import { useMedewerkerDetails } from "./medewerker-form";
import { GESLACHT_KEUZES, isMedewerkerTab, MEDEWERKER_TABS, type MedewerkerTabNaam } from "./medewerker-keuzes";

/** Endpoint per tab; the answers share one query key per tab. */
const MEDEWERKER_TAB_PAD: Record<MedewerkerTabNaam, string> = {
  rollen: "Rollen",
  vestigingen: "Vestigingen",
  groepen: "Groepen",
  lesbundels: "Lesbundels",
};

function foutmelding(e: unknown, standaard: string) {
  return e instanceof ApiError ? e.message : standaard;
}

/** Header of the staff details: names, addressing, state and the actions (each confirmed first). */
export function MedewerkerKop({ admnr, id }: { admnr: number; id: string }) {
  const { data: m } = useMedewerkerDetails(admnr, id);
  const qc = useQueryClient();
  const router = useRouter();
  const bijgewerkt = (d: Details) => {
    qc.setQueryData(queryKeys.medewerker(admnr, id), d);
    void qc.invalidateQueries({ queryKey: queryKeys.medewerkers(admnr) });
  };

  const deactiveer = useMutation({
    mutationFn: async () => (await api.delete<Details>(`/api/Medewerkers/Deactivate/${id}`, { administratieNr: admnr })).data!,
    onSuccess: (d) => {
      bijgewerkt(d);
      toast.success(`${d.naam} is gedeactiveerd en kan zich niet meer aanmelden in deze administratie.`);
    },
    onError: (e) => toast.error(foutmelding(e, "Deactiveren is niet gelukt.")),
  });
  const heractiveer = useMutation({
    // The call answers a small text file (a confirmation); its last line says what was mailed.
    mutationFn: async () => (await api.request<string>("POST", "/api/Medewerkers/Reactivate", { administratieNr: admnr, body: { id }, responseType: "text" })).data ?? "",
    onSuccess: (tekst) => {
      const regels = tekst.trim().split(/\r?\n/);
      toast.success(regels.slice(3).join(" ") || "De medewerker is geheractiveerd.");
      void qc.invalidateQueries({ queryKey: queryKeys.medewerkers(admnr) });
    },
    onError: (e) => toast.error(foutmelding(e, "Heractiveren is niet gelukt.")),
  });
  const verwijder = useMutation({
    mutationFn: () => api.delete(`/api/Medewerkers/Delete/${id}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success(`${m?.naam ?? "De medewerker"} is verwijderd.`);
      qc.removeQueries({ queryKey: queryKeys.medewerker(admnr, id) });
      void qc.invalidateQueries({ queryKey: queryKeys.medewerkers(admnr) });
      router.push(`/${admnr}/beheer/Gebruikers`);
    },
    onError: (e) => toast.error(foutmelding(e, "Verwijderen is niet gelukt.")),
  });

  if (!m) return null;
  const geslacht = GESLACHT_KEUZES.find((g) => g.value === String(m.geslacht))?.label ?? String(m.geslacht);

  return (
    <div className="space-y-4">
      <nav aria-label="Kruimelpad" className="text-sm">
        <Link href={`/${admnr}/beheer/Gebruikers`} className="text-primary underline underline-offset-4">
          Gebruikers
        </Link>{" "}
        / {m.naam}
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="flex flex-wrap items-center gap-2 text-2xl font-semibold">
            {m.naam} <MedewerkerStatus actief={m.actief} geactiveerd={m.geactiveerd} />
          </h1>
          <p className="text-sm text-muted-foreground">{m.email}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={`/${admnr}/beheer/Gebruikers/bewerken/${id}`}>
              <Pencil aria-hidden className="size-4" />
              Bewerken
            </Link>
          </Button>
          <EmailWijzigen admnr={admnr} m={m} onGewijzigd={bijgewerkt} />
          {m.actief && !m.geactiveerd && (
            <Bevestig
              knop={
                <>
                  <Mail aria-hidden className="size-4" />
                  Uitnodiging opnieuw versturen
                </>
              }
              titel={`Uitnodiging opnieuw versturen naar ${m.naam}?`}
              tekst={`${m.email} krijgt een nieuwe activatielink; eerdere links werken dan niet meer.`}
              actie="Versturen"
              bezig={heractiveer.isPending}
              onBevestig={() => heractiveer.mutate()}
            />
          )}
          {!m.actief && (
            <Bevestig
              knop={
                <>
                  <RotateCcw aria-hidden className="size-4" />
                  Heractiveren
                </>
              }
              titel={`${m.naam} heractiveren?`}
              tekst={
                m.geactiveerd
                  ? `${m.naam} kan zich daarna weer aanmelden in deze administratie, met het eigen wachtwoord.`
                  : `${m.naam} kan zich daarna weer aanmelden en krijgt een nieuwe activatielink op ${m.email}.`
              }
              actie="Heractiveren"
              bezig={heractiveer.isPending}
              onBevestig={() => heractiveer.mutate()}
            />
          )}
          {!m.isZelf && m.actief && (
            <Bevestig
              knop={
                <>
                  <UserX aria-hidden className="size-4" />
                  Deactiveren
                </>
              }
              titel={`${m.naam} deactiveren?`}
              tekst={`${m.naam} verliest direct de toegang tot deze administratie. De gegevens blijven bewaard en u kunt ${m.naam} later heractiveren.`}
              actie="Deactiveren"
              destructief
              bezig={deactiveer.isPending}
              onBevestig={() => deactiveer.mutate()}
            />
          )}
          {!m.isZelf && (
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline" className="text-destructive">
                  <Trash2 aria-hidden className="size-4" />
                  Verwijderen
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{m.naam} verwijderen?</AlertDialogTitle>
                  <AlertDialogDescription>
                    {m.auteurVan.length > 0
                      ? `${m.naam} is auteur van ${formatLijst(m.auteurVan.map((a) => a.omschrijving))} en kan daarom niet worden verwijderd. Deactiveer ${m.naam} in plaats daarvan.`
                      : `${m.naam} wordt verwijderd, met de koppelingen aan rollen, vestigingen en groepen. Dit kan niet ongedaan worden gemaakt.`}
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>{m.auteurVan.length > 0 ? "Sluiten" : "Annuleren"}</AlertDialogCancel>
                  {m.auteurVan.length === 0 && (
                    <AlertDialogAction variant="destructive" onClick={() => verwijder.mutate()}>
                      Verwijderen
                    </AlertDialogAction>
                  )}
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          )}
        </div>
      </div>
      {m.isZelf && <p className="text-sm text-muted-foreground">Dit is uw eigen account: deactiveren en verwijderen kan alleen een andere beheerder.</p>}
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            <Gegeven term="Aanhef">{briefaanhef(m)}</Gegeven>
            <Gegeven term="Voornamen">{m.voornamen || "—"}</Gegeven>
            <Gegeven term="Geslacht">{geslacht}</Gegeven>
            <Gegeven term="Account">{m.geactiveerd ? "Geactiveerd" : "Nog niet geactiveerd (uitnodiging verstuurd)"}</Gegeven>
            <Gegeven term="Laatst aangemeld">{m.laatsteLogin ? formatDatumTijd(m.laatsteLogin) : "Nog nooit"}</Gegeven>
            <Gegeven term="Auteur van">{m.auteurVan.length ? formatLijst(m.auteurVan.map((a) => a.omschrijving)) : "Geen gegevens"}</Gegeven>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function Gegeven({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Bevestig({
  knop,
  titel,
  tekst,
  actie,
  destructief = false,
  bezig,
  onBevestig,
}: {
  knop: React.ReactNode;
  titel: string;
  tekst: string;
  actie: string;
  destructief?: boolean;
  bezig: boolean;
  onBevestig: () => void;
}) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={bezig}>
          {knop}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{titel}</AlertDialogTitle>
          <AlertDialogDescription>{tekst}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuleren</AlertDialogCancel>
          <AlertDialogAction variant={destructief ? "destructive" : "default"} onClick={onBevestig}>
            {actie}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

const emailSchema = z.object({ email: z.string().trim().min(1, "Vul het e-mailadres in.").pipe(z.email({ error: "Vul een geldig e-mailadres in." })) });

function EmailWijzigen({ admnr, m, onGewijzigd }: { admnr: number; m: Details; onGewijzigd: (d: Details) => void }) {
  const [open, setOpen] = useState(false);
  const form = useForm<z.infer<typeof emailSchema>>({ resolver: zodResolver(emailSchema), defaultValues: { email: m.email } });
  const wijzig = useMutation({
    mutationFn: async (email: string) =>
      (await api.post<Details & { activatieVerstuurd: boolean | null }>("/api/Medewerkers/ChangeEmailAdress", { id: m.id, email }, { administratieNr: admnr })).data!,
    onSuccess: (d) => {
      onGewijzigd(d);
      toast.success(`Het e-mailadres van ${d.naam} is nu ${d.email}.${d.activatieVerstuurd ? " Er is een nieuwe activatielink naartoe gestuurd." : ""}`);
      setOpen(false);
    },
    onError: (e) => form.setError("email", { message: foutmelding(e, "Wijzigen is niet gelukt.") }),
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset({ email: m.email });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Mail aria-hidden className="size-4" />
          E-mailadres wijzigen
        </Button>
      </DialogTrigger>
      <DialogContent>
        {m.werktOokElders ? (
          <>
            <DialogHeader>
              <DialogTitle>E-mailadres wijzigen</DialogTitle>
              <DialogDescription>
                {m.naam} werkt ook in een andere administratie en meldt zich overal aan met {m.email}. Daarom kan het e-mailadres hier niet worden gewijzigd.
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Sluiten
              </Button>
            </DialogFooter>
          </>
        ) : (
          <form onSubmit={form.handleSubmit((v) => wijzig.mutate(v.email))} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>E-mailadres wijzigen</DialogTitle>
              <DialogDescription>
                {m.naam} meldt zich voortaan aan met het nieuwe adres.
                {m.geactiveerd ? "" : " De uitnodiging wordt opnieuw verstuurd, naar het nieuwe adres."}
              </DialogDescription>
            </DialogHeader>
            <FormField label="Nieuw e-mailadres" name="nieuw-email" error={form.formState.errors.email?.message}>
              {(p) => <Input {...p} type="email" autoComplete="off" {...form.register("email")} />}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Annuleren
              </Button>
              <Button type="submit" disabled={wijzig.isPending}>
                {wijzig.isPending ? "Bezig…" : "Wijzigen"}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** URL tabs under details/{id}; the bare details page is the rollen tab. */
export function MedewerkerTabsNav({ admnr, id }: { admnr: number; id: string }) {
  const segment = useSelectedLayoutSegment();
  const actief = segment && isMedewerkerTab(segment) ? segment : "rollen";
  return (
    <TabsNav
      aria-label="Onderdelen van de gebruiker"
      items={MEDEWERKER_TABS.map((t) => ({ href: `/${admnr}/beheer/Gebruikers/details/${id}/${t.tab}`, label: t.label, active: t.tab === actief }))}
    />
  );
}

type TabData = { rollen: { id: number; naam: string }[]; vestigingen: { nr: number; naam: string }[]; groepen: MedewerkerGroepView[]; lesbundels: MedewerkerLesbundelView[] };

export function MedewerkerTab({ admnr, id, tab }: { admnr: number; id: string; tab: MedewerkerTabNaam }) {
  const { data } = useQuery({
    queryKey: queryKeys.medewerkerTab(admnr, id, tab),
    queryFn: ({ signal }) => api.getJson<TabData[typeof tab]>(`/api/Medewerkers/${MEDEWERKER_TAB_PAD[tab]}/${id}`, { administratieNr: admnr, signal }),
  });
  if (!data) return null;
  const titel = MEDEWERKER_TABS.find((t) => t.tab === tab)!.label;
  return (
    <section aria-labelledby="tab-titel" className="space-y-3">
      <h2 id="tab-titel" className="text-lg font-medium">
        {titel}
      </h2>
      {data.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{LEEG[tab]}</p>
      ) : tab === "rollen" ? (
        <ul className="flex flex-wrap gap-2">
          {(data as TabData["rollen"]).map((r) => (
            <li key={r.id} className="rounded-md border px-3 py-1">
              {r.naam}
            </li>
          ))}
        </ul>
      ) : tab === "vestigingen" ? (
        <ul className="flex flex-wrap gap-2">
          {(data as TabData["vestigingen"]).map((v) => (
            <li key={v.nr} className="rounded-md border px-3 py-1">
              {v.naam}
            </li>
          ))}
        </ul>
      ) : tab === "groepen" ? (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Schooljaar</TableHead>
              <TableHead>Groep</TableHead>
              <TableHead>Vestiging</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(data as TabData["groepen"]).map((g) => (
              <TableRow key={g.nr}>
                <TableCell>{g.schooljaar}</TableCell>
                <TableCell>{g.naam}</TableCell>
                <TableCell>{g.vestigingsnaam}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Lesbundel</TableHead>
              <TableHead>Rol</TableHead>
              <TableHead>Lessen</TableHead>
              <TableHead>Gepubliceerd</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(data as TabData["lesbundels"]).map((b) => (
              <TableRow key={b.id}>
                <TableCell>{b.naam}</TableCell>
                <TableCell>{b.auteur ? "Auteur" : b.magBewerken ? "Gedeeld, mag bewerken" : "Gedeeld, alleen lezen"}</TableCell>
                <TableCell>{b.aantalLessen}</TableCell>
                <TableCell>{b.gepubliceerd ? "Ja" : "Nee"}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

const LEEG: Record<MedewerkerTabNaam, string> = {
  rollen: "Deze gebruiker heeft geen rollen en mag dus niets.",
  vestigingen: "Deze gebruiker hoort bij geen enkele vestiging.",
  groepen: "Deze gebruiker heeft geen groepen.",
  lesbundels: "Deze gebruiker schreef geen lesbundels en heeft er geen gedeeld gekregen.",
};
