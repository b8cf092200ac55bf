"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState, type KeyboardEvent } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { toast } from "@/components/ui/toast";
import { Input } from "@/components/ui/input";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { BIT_VOLGORDE, Bits } from "@/lib/permissions";
import type { RolMedewerker, RolView } from "@/lib/services/rollen";
import { bevat } from "./zoekveld";

export function useRol(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.rol(admnr, id),
    queryFn: ({ signal }) => api.getJson<RolView>(`/api/Rollen/details/${id}`, { administratieNr: admnr, signal }),
  });
}

export function useRolMedewerkers(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.rolMedewerkers(admnr, id),
    queryFn: async ({ signal }) => (await api.getJson<RolMedewerker[]>(`/api/Rollen/details/${id}/medewerkers`, { administratieNr: admnr, signal })) ?? [],
  });
}

export function RolDetails({ admnr, id, medewerkers }: { admnr: number; id: number; medewerkers: RolMedewerker[] }) {
  const { data: rol } = useRol(admnr, id);
  const { data: leden } = useRolMedewerkers(admnr, id);
  if (!rol || !leden) return null;
  return (
    <section className="space-y-6">
      <nav aria-label="Kruimelpad" className="text-sm">
        <Link href={`/${admnr}/beheer/rollen`} className="text-primary underline underline-offset-4">
          Rollen
        </Link>{" "}
        / {rol.naam}
      </nav>
      <div>
        <h1 className="text-2xl font-semibold">Rol {rol.naam}</h1>
        <p className="text-sm text-muted-foreground">
          {rol.aantalMedewerkers} {rol.aantalMedewerkers === 1 ? "medewerker" : "medewerkers"} · {rol.aantalApiKeys} {rol.aantalApiKeys === 1 ? "API-sleutel" : "API-sleutels"}
        </p>
      </div>
      {/* Keyed by the saved state, so a save or a refetch starts the editor from what is stored. */}
      <RechtenEditor key={JSON.stringify([rol.naam, rol.permissies])} admnr={admnr} rol={rol} />
      <MedewerkersKiezer key={leden.map((m) => m.id).join()} admnr={admnr} id={id} leden={leden} alle={medewerkers} />
    </section>
  );
}

type Masker = Record<number, number>;

function RechtenEditor({ admnr, rol }: { admnr: number; rol: RolView }) {
  const t = useTranslations("permissies");
  const qc = useQueryClient();
  const router = useRouter();
  const opgeslagen: Masker = Object.fromEntries(rol.permissies.map((p) => [p.functiegebied, p.bits]));
  const [naam, setNaam] = useState(rol.naam);
  const [naamFout, setNaamFout] = useState<string | undefined>();
  const [bits, setBits] = useState<Masker>(opgeslagen);
  const gewijzigd = naam !== rol.naam || rol.permissies.some((p) => (bits[p.functiegebied] ?? 0) !== p.bits);

  const save = useMutation({
    mutationFn: async () =>
      (await api.post<RolView>(
        "/api/Rollen/Edit",
        { id: rol.id, naam, permissies: rol.permissies.map((p) => ({ functiegebied: p.functiegebied, bits: bits[p.functiegebied] ?? 0 })) },
        { administratieNr: admnr },
      )).data!,
    onSuccess: (nieuw) => {
      toast.success(`Rol ${nieuw.naam} is opgeslagen.`);
      qc.setQueryData(queryKeys.rol(admnr, rol.id), nieuw);
      void qc.invalidateQueries({ queryKey: queryKeys.rollen(admnr), exact: true });
      // The signed-in user may hold this role: their rights and menu follow at once.
      void qc.invalidateQueries({ queryKey: queryKeys.permissies(admnr) });
      router.refresh();
    },
    onError: (e) => {
      const issue = e instanceof ApiError ? e.issues.find((i) => i.path === "body.naam") : undefined;
      if (issue) setNaamFout(issue.message);
      else if (e instanceof ApiError && e.status === 409 && /naam/.test(e.message)) setNaamFout(e.message);
      toast.error(e instanceof ApiError ? e.message : "Opslaan is niet gelukt.");
    },
  });

  function zet(functiegebied: number, bit: number, aan: boolean) {
    setBits((b) => ({ ...b, [functiegebied]: aan ? (b[functiegebied] ?? 0) | bit : (b[functiegebied] ?? 0) & ~bit }));
  }

  /** Arrow keys move between the checkboxes of the grid (Tab still walks through them in order). */
  function pijltjes(e: KeyboardEvent<HTMLTableElement>) {
    const doel = e.target as HTMLElement;
    const rij = Number(doel.dataset.rij);
    const kolom = Number(doel.dataset.kolom);
    if (Number.isNaN(rij) || Number.isNaN(kolom)) return;
    const stap: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
    const [dr, dk] = stap[e.key] ?? [0, 0];
    if (dr === 0 && dk === 0) return;
    const volgende = e.currentTarget.querySelector<HTMLElement>(`[data-rij="${rij + dr}"][data-kolom="${kolom + dk}"]`);
    if (volgende) {
      e.preventDefault();
      volgende.focus();
    }
  }

  function opslaan(e: React.FormEvent) {
    e.preventDefault();
    const schoon = naam.trim();
    if (!schoon) return setNaamFout("Vul de naam van de rol in.");
    if (schoon.length > 100) return setNaamFout("De naam mag hoogstens 100 tekens zijn.");
    setNaamFout(undefined);
    save.mutate();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Rechten</CardTitle>
        <CardDescription>
          Per functiegebied de rechten van deze rol. Lezen en schrijven gelden voor de eigen klas, de eigen vestiging of alles; beheren opent de instellingen van
          dat gebied. Met de pijltjestoetsen gaat u door het raster.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={opslaan} noValidate className="space-y-4">
          <FormField label="Naam van de rol" name="rol-naam" error={naamFout} className="max-w-md">
            {(p) => <Input {...p} value={naam} onChange={(e) => setNaam(e.target.value)} autoComplete="off" />}
          </FormField>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" onKeyDown={pijltjes}>
              <caption className="sr-only">Rechten per functiegebied van rol {rol.naam}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="h-10 px-2 text-left font-medium">
                    Functiegebied
                  </th>
                  {BIT_VOLGORDE.map((bit) => (
                    <th key={bit} scope="col" className="h-10 px-2 text-center font-medium">
                      {t(`bits.${bit}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rol.permissies.map((p, rij) => {
                  const gebied = t(`functiegebieden.${p.naam}`);
                  const masker = bits[p.functiegebied] ?? 0;
                  return (
                    <tr key={p.functiegebied} className="border-b hover:bg-muted/50">
                      <th scope="row" className="px-2 py-1.5 text-left font-medium">
                        {gebied}
                      </th>
                      {BIT_VOLGORDE.map((bit, kolom) => (
                        <td key={bit} className="px-2 py-1.5 text-center">
                          <Checkbox
                            aria-label={`${gebied}: ${t(`bits.${bit}`)}`}
                            data-rij={rij}
                            data-kolom={kolom}
                            checked={(masker & Bits[bit]) !== 0}
                            onCheckedChange={(c) => zet(p.functiegebied, Bits[bit], c === true)}
                          />
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={save.isPending || !gewijzigd}>
              {save.isPending ? "Bezig met opslaan…" : "Rechten opslaan"}
            </Button>
            <Button
              type="button"
              variant="ghost"
              disabled={!gewijzigd}
              onClick={() => {
                setNaam(rol.naam);
                setBits(opgeslagen);
                setNaamFout(undefined);
              }}
            >
              Wijzigingen ongedaan maken
            </Button>
            {gewijzigd && <span className="text-sm text-muted-foreground">Niet opgeslagen wijzigingen</span>}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function MedewerkersKiezer({ admnr, id, leden, alle }: { admnr: number; id: number; leden: RolMedewerker[]; alle: RolMedewerker[] }) {
  const qc = useQueryClient();
  const router = useRouter();
  const [gekozen, setGekozen] = useState<Set<string>>(() => new Set(leden.map((m) => m.id)));
  const [zoek, setZoek] = useState("");
  // Staff members who joined after the page loaded still show (the role's own list is fresh).
  const keuze = [...alle, ...leden.filter((l) => !alle.some((a) => a.id === l.id))];
  const zichtbaar = keuze.filter((m) => bevat(`${m.naam} ${m.email}`, zoek));
  const gewijzigd = gekozen.size !== leden.length || leden.some((m) => !gekozen.has(m.id));

  const save = useMutation({
    mutationFn: async () =>
      (await api.post<{ toegevoegd: number; verwijderd: number; medewerkers: RolMedewerker[] }>(
        "/api/Rollen/assignMedewerkers",
        { id, medewerkers: [...gekozen] },
        { administratieNr: admnr },
      )).data!,
    onSuccess: (r) => {
      toast.success(`Medewerkers opgeslagen: ${r.toegevoegd} toegevoegd, ${r.verwijderd} verwijderd.`);
      qc.setQueryData(queryKeys.rolMedewerkers(admnr, id), r.medewerkers);
      void qc.invalidateQueries({ queryKey: queryKeys.rollen(admnr) });
      void qc.invalidateQueries({ queryKey: queryKeys.medewerkers(admnr) });
      void qc.invalidateQueries({ queryKey: queryKeys.permissies(admnr) });
      router.refresh();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Opslaan is niet gelukt."),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Medewerkers met deze rol</CardTitle>
        <CardDescription>Vink de medewerkers aan die deze rol hebben. Hun andere rollen blijven staan.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
          className="space-y-3"
        >
          <FormField label="Medewerkers zoeken" name="rol-medewerkers-zoek" className="max-w-md">
            {(p) => <Input {...p} type="search" value={zoek} onChange={(e) => setZoek(e.target.value)} placeholder="Naam of e-mailadres" />}
          </FormField>
          <fieldset className="rounded-md border">
            <legend className="sr-only">Medewerkers</legend>
            <p className="border-b px-3 py-2 text-sm text-muted-foreground" aria-live="polite">
              {gekozen.size} van {keuze.length} geselecteerd
            </p>
            {zichtbaar.length === 0 ? (
              <p className="p-3 text-sm text-muted-foreground">{keuze.length === 0 ? "Deze administratie heeft nog geen medewerkers." : `Geen medewerkers gevonden voor "${zoek.trim()}".`}</p>
            ) : (
              <ul className="max-h-80 divide-y overflow-y-auto">
                {zichtbaar.map((m) => {
                  const htmlId = `rol-medewerker-${m.id}`;
                  return (
                    <li key={m.id} className="flex items-center gap-3 px-3 py-2">
                      <Checkbox
                        id={htmlId}
                        checked={gekozen.has(m.id)}
                        onCheckedChange={(c) =>
                          setGekozen((g) => {
                            const n = new Set(g);
                            if (c === true) n.add(m.id);
                            else n.delete(m.id);
                            return n;
                          })
                        }
                      />
                      <label htmlFor={htmlId} className="flex flex-1 flex-wrap items-center gap-x-2 text-sm">
                        <span className="font-medium">{m.sorteerNaam}</span>
                        <span className="text-muted-foreground">{m.email}</span>
                        {!m.actief && <Badge variant="outline">Gedeactiveerd</Badge>}
                      </label>
                    </li>
                  );
                })}
              </ul>
            )}
          </fieldset>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending || !gewijzigd}>
              {save.isPending ? "Bezig met opslaan…" : "Medewerkers opslaan"}
            </Button>
            <Button type="button" variant="ghost" disabled={!gewijzigd} onClick={() => setGekozen(new Set(leden.map((m) => m.id)))}>
              Wijzigingen ongedaan maken
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
