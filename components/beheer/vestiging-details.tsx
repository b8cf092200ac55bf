"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, Pencil } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatLijst } from "@/lib/format";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { SCHOOLSOORT_LABELS } from "@/lib/schoolsoort";
import type { GroepIndelingResultaat, VestigingSchooljaar, VestigingView } from "@/lib/services/vestigingen";
import { useSchooljaren } from "./schooljaren-screen";
import { VestigingVerwijderenKnop } from "./vestigingen-screen";

export function useVestiging(admnr: number, nr: number) {
  return useQuery({
    queryKey: queryKeys.vestiging(admnr, nr),
    queryFn: ({ signal }) => api.getJson<VestigingView>(`/api/Vestigingen/Details/${nr}`, { administratieNr: admnr, signal }),
  });
}

export function useVestigingSchooljaren(admnr: number, nr: number) {
  return useQuery({
    queryKey: queryKeys.vestigingSchooljaren(admnr, nr),
    queryFn: async ({ signal }) => (await api.getJson<VestigingSchooljaar[]>(`/api/Vestigingen/Schooljaren/${nr}`, { administratieNr: admnr, signal })) ?? [],
  });
}

function meervoud(n: number, enkel: string, meer: string) {
  return `${n} ${n === 1 ? enkel : meer}`;
}

export function VestigingDetails({ admnr, nr, magBewerken, magGroepenOvernemen }: { admnr: number; nr: number; magBewerken: boolean; magGroepenOvernemen: boolean }) {
  const router = useRouter();
  const { data: v } = useVestiging(admnr, nr);
  const { data: jaren = [] } = useVestigingSchooljaren(admnr, nr);
  if (!v) return null;

  return (
    <section className="space-y-6">
      <nav aria-label="Kruimelpad" className="text-sm">
        <Link href={`/${admnr}/beheer/Vestigingen`} className="text-primary underline underline-offset-4">
          Vestigingen
        </Link>{" "}
        / {v.naam}
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{v.naam}</h1>
          <p className="text-sm text-muted-foreground">
            {v.schoolsoort ? SCHOOLSOORT_LABELS[v.schoolsoort] : "Schoolsoort onbekend"} · {meervoud(v.aantalGroepen, "groep", "groepen")} ·{" "}
            {meervoud(v.aantalLeerlingen, "leerling", "leerlingen")} in de schoolloopbaan
          </p>
        </div>
        {magBewerken && (
          <div className="flex gap-2">
            <Button asChild variant="outline">
              <Link href={`/${admnr}/beheer/Vestigingen/bewerken/${nr}`}>
                <Pencil aria-hidden className="size-4" />
                Bewerken
              </Link>
            </Button>
            <VestigingVerwijderenKnop admnr={admnr} vestiging={v} metTekst onVerwijderd={() => router.push(`/${admnr}/beheer/Vestigingen`)} />
          </div>
        )}
      </div>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Medewerkers</CardTitle>
          <CardDescription>Medewerkers die aan deze vestiging zijn gekoppeld (koppelen gaat via Gebruikers).</CardDescription>
        </CardHeader>
        <CardContent>
          {v.medewerkers.length === 0 ? (
            <p className="text-muted-foreground">Er zijn nog geen medewerkers aan deze vestiging gekoppeld.</p>
          ) : (
            <ul className="flex flex-wrap gap-2" aria-label="Medewerkers van de vestiging">
              {v.medewerkers.map((m) => (
                <li key={m.id} className="flex items-center gap-2 rounded-md border px-3 py-1">
                  {m.naam}
                  {!m.actief && <Badge variant="outline">Gedeactiveerd</Badge>}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Groepen per schooljaar</CardTitle>
          <CardDescription>De groepen van deze vestiging, nieuwste schooljaar eerst.</CardDescription>
          {magGroepenOvernemen && (
            <CardAction>
              <GroepIndelingDialog admnr={admnr} vestiging={v} bronJaren={jaren.map((j) => ({ schooljaar: j.schooljaar, aantal: j.groepen.length }))} />
            </CardAction>
          )}
        </CardHeader>
        <CardContent className="space-y-6">
          {jaren.length === 0 && <p className="text-muted-foreground">Deze vestiging heeft nog geen groepen.</p>}
          {jaren.map((jaar) => (
            <div key={jaar.schooljaar} className="space-y-2">
              <h3 className="font-semibold">
                Schooljaar {jaar.schooljaar}
                {jaar.schooljaar === huidigSchooljaar() && <span className="ml-2 text-sm font-normal text-muted-foreground">(huidig)</span>}
              </h3>
              <Table aria-label={`Groepen in schooljaar ${jaar.schooljaar}`}>
                <TableHeader>
                  <TableRow>
                    <TableHead>Groep</TableHead>
                    <TableHead>Soort</TableHead>
                    <TableHead>Jaargroep</TableHead>
                    <TableHead>Leerlingen</TableHead>
                    <TableHead>Medewerkers</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {jaar.groepen.map((g) => (
                    <TableRow key={g.nr}>
                      <TableCell className="font-medium">{g.naam}</TableCell>
                      <TableCell>{g.soort === "Klas" ? "Klas" : "Onderwijsgroep"}</TableCell>
                      <TableCell>{g.jaargroep ?? "–"}</TableCell>
                      <TableCell>{g.aantalLeerlingen}</TableCell>
                      <TableCell className="whitespace-normal">{g.medewerkers.map((m) => m.naam).join(", ") || <span className="text-muted-foreground">Geen</span>}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          ))}
        </CardContent>
      </Card>
    </section>
  );
}

type Stap = "kiezen" | "bevestigen" | "klaar";

/** Choose source and target school year, confirm, then see what was created and skipped. */
function GroepIndelingDialog({ admnr, vestiging, bronJaren }: { admnr: number; vestiging: { nr: number; naam: string }; bronJaren: { schooljaar: string; aantal: number }[] }) {
  const qc = useQueryClient();
  const { data: alleJaren = [] } = useSchooljaren(admnr);
  const [open, setOpen] = useState(false);
  const [stap, setStap] = useState<Stap>("kiezen");
  const [van, setVan] = useState("");
  const [naar, setNaar] = useState("");
  const [medewerkers, setMedewerkers] = useState(true);
  const [fouten, setFouten] = useState<{ van?: string; naar?: string }>({});
  const [resultaat, setResultaat] = useState<GroepIndelingResultaat | null>(null);
  const doelJaren = alleJaren.map((s) => s.schooljaar).filter((s) => s !== van);

  const overnemen = useMutation({
    mutationFn: async () =>
      (await api.post<GroepIndelingResultaat>(
        "/api/Vestigingen/GroepIndelingOvernemen",
        { vestigingNr: vestiging.nr, vanSchooljaar: van, naarSchooljaar: naar, medewerkersOvernemen: medewerkers },
        { administratieNr: admnr },
      )).data!,
    onSuccess: (r) => {
      setResultaat(r);
      setStap("klaar");
      toast.success(`${meervoud(r.aantalAangemaakt, "groep", "groepen")} aangemaakt in ${r.naarSchooljaar}.`);
      void qc.invalidateQueries({ queryKey: queryKeys.vestigingen(admnr) });
    },
    onError: (e) => {
      setStap("kiezen");
      toast.error(e instanceof ApiError ? e.message : "Overnemen is niet gelukt.");
    },
  });

  function openen(o: boolean) {
    setOpen(o);
    if (o) {
      setStap("kiezen");
      setVan(bronJaren[0]?.schooljaar ?? "");
      setNaar("");
      setMedewerkers(true);
      setFouten({});
      setResultaat(null);
    }
  }

  function controleren(e: React.FormEvent) {
    e.preventDefault();
    const f: { van?: string; naar?: string } = {};
    if (!van) f.van = "Kies het schooljaar waaruit u de groepen overneemt.";
    if (!naar) f.naar = "Kies het schooljaar waarin de groepen komen.";
    else if (naar === van) f.naar = "Kies een ander schooljaar dan het bronschooljaar.";
    setFouten(f);
    if (!f.van && !f.naar) setStap("bevestigen");
  }

  const aantalBron = bronJaren.find((j) => j.schooljaar === van)?.aantal ?? 0;

  return (
    <Dialog open={open} onOpenChange={openen}>
      <DialogTrigger asChild>
        <Button variant="outline" disabled={bronJaren.length === 0}>
          <Copy aria-hidden className="size-4" />
          Groepindeling overnemen
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Groepindeling overnemen</DialogTitle>
          <DialogDescription>De groepen van {vestiging.naam} uit het ene schooljaar in één keer aanmaken in een ander schooljaar.</DialogDescription>
        </DialogHeader>
        {stap === "kiezen" && (
          <form onSubmit={controleren} noValidate className="grid gap-4">
            <FormField label="Van schooljaar" name="groepindeling-van" error={fouten.van}>
              {(p) => (
                <NativeSelect {...p} value={van} onChange={(e) => setVan(e.target.value)}>
                  <NativeSelectOption value="">Kies een schooljaar</NativeSelectOption>
                  {bronJaren.map((j) => (
                    <NativeSelectOption key={j.schooljaar} value={j.schooljaar}>
                      {j.schooljaar} ({meervoud(j.aantal, "groep", "groepen")})
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Naar schooljaar" name="groepindeling-naar" error={fouten.naar} description="Alleen schooljaren die al zijn ingericht (Instellingen › Schooljaren).">
              {(p) => (
                <NativeSelect {...p} value={naar} onChange={(e) => setNaar(e.target.value)}>
                  <NativeSelectOption value="">Kies een schooljaar</NativeSelectOption>
                  {doelJaren.map((s) => (
                    <NativeSelectOption key={s} value={s}>
                      {s}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <div className="flex items-center gap-2">
              <Checkbox id="groepindeling-medewerkers" checked={medewerkers} onCheckedChange={(c) => setMedewerkers(c === true)} />
              <Label htmlFor="groepindeling-medewerkers">Medewerkers van de groepen ook koppelen</Label>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Annuleren
              </Button>
              <Button type="submit">Verder</Button>
            </DialogFooter>
          </form>
        )}
        {stap === "bevestigen" && (
          <div className="grid gap-4">
            <p role="status">
              {meervoud(aantalBron, "groep", "groepen")} van {vestiging.naam} uit {van} {aantalBron === 1 ? "wordt" : "worden"} aangemaakt in {naar}
              {medewerkers ? ", met hun medewerkers" : ""}. Groepen waarvan de naam in {naar} al bestaat, worden overgeslagen. Leerlingen worden niet
              overgenomen.
            </p>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setStap("kiezen")}>
                Terug
              </Button>
              <Button type="button" onClick={() => overnemen.mutate()} disabled={overnemen.isPending}>
                {overnemen.isPending ? "Bezig…" : "Overnemen"}
              </Button>
            </DialogFooter>
          </div>
        )}
        {stap === "klaar" && resultaat && (
          <div className="grid gap-4">
            <div role="status" className="space-y-1">
              <p className="font-medium">
                {meervoud(resultaat.aantalAangemaakt, "groep", "groepen")} aangemaakt, {resultaat.aantalOvergeslagen} overgeslagen,{" "}
                {meervoud(resultaat.aantalMedewerkerKoppelingen, "medewerkerkoppeling", "medewerkerkoppelingen")}.
              </p>
              {resultaat.aangemaakt.length > 0 && <p className="text-sm">Aangemaakt: {formatLijst(resultaat.aangemaakt.map((g) => g.naam))}.</p>}
              {resultaat.overgeslagen.length > 0 && <p className="text-sm text-muted-foreground">Bestond al: {formatLijst(resultaat.overgeslagen)}.</p>}
            </div>
            <DialogFooter>
              <Button type="button" onClick={() => setOpen(false)}>
                Klaar
              </Button>
            </DialogFooter>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
