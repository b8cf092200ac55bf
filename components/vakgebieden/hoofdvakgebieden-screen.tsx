"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link2, Link2Off, Merge, Pencil, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { GekoppeldDomeinView, HoofdvakgebiedView } from "@/lib/services/hoofdvakgebieden";
import { foutmelding, useVolgordeOpslaan, KiesDialog, NaamDialog, VerwijderKnop, Zoekveld } from "./common";
import { SortableList } from "@/components/ui/sortable-list";

export type HoofdvakgebiedDetailsView = HoofdvakgebiedView & { domeinen: GekoppeldDomeinView[]; vakgebieden: { nr: number; naam: string }[] };

export function useHoofdvakgebieden(admnr: number) {
  return useQuery({
    queryKey: queryKeys.hoofdvakgebieden(admnr),
    queryFn: async ({ signal }) => (await api.getJson<HoofdvakgebiedView[]>("/api/Hoofdvakgebieden", { administratieNr: admnr, signal })) ?? [],
  });
}

export function HoofdvakgebiedenScreen({ admnr }: { admnr: number }) {
  const qc = useQueryClient();
  const { data: lijst = [] } = useHoofdvakgebieden(admnr);
  const [zoek, setZoek] = useState("");
  const key = queryKeys.hoofdvakgebieden(admnr);
  const reorder = useVolgordeOpslaan<HoofdvakgebiedView>(admnr, key, "/api/Hoofdvakgebieden/reorganize");
  const remove = useMutation({
    mutationFn: (nr: number) => api.delete(`/api/Hoofdvakgebieden/Delete/${nr}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success("Het hoofdvakgebied is verwijderd.");
      void qc.invalidateQueries({ queryKey: key });
    },
    onError: (e) => toast.error(foutmelding(e, "Verwijderen is niet gelukt.")),
  });
  const zichtbaar = zoek ? lijst.filter((h) => h.naam.toLocaleLowerCase("nl").includes(zoek.toLocaleLowerCase("nl"))) : lijst;

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Hoofdvakgebieden</h1>
          <p className="text-sm text-muted-foreground">Hoofdvakgebieden groeperen de domeinen van de leerroutepakketten en de vakgebieden. Versleep of gebruik de pijlknoppen om de volgorde te wijzigen.</p>
        </div>
        <NaamDialog
          trigger={
            <Button>
              <Plus aria-hidden className="size-4" />
              Hoofdvakgebied toevoegen
            </Button>
          }
          titel="Hoofdvakgebied toevoegen"
          beschrijving="Het nieuwe hoofdvakgebied komt achteraan in de volgorde."
          opslaanLabel="Toevoegen"
          onSave={async (naam) => {
            await api.post("/api/Hoofdvakgebieden/Add", { naam }, { administratieNr: admnr });
            toast.success(`Hoofdvakgebied '${naam}' is toegevoegd.`);
            await qc.invalidateQueries({ queryKey: key });
          }}
        />
      </div>
      <Zoekveld value={zoek} onChange={setZoek} label="Hoofdvakgebieden zoeken" />
      {lijst.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Er zijn nog geen hoofdvakgebieden. Voeg het eerste hoofdvakgebied toe.</p>
      ) : zichtbaar.length === 0 ? (
        <p className="text-muted-foreground">Geen hoofdvakgebieden gevonden voor &lsquo;{zoek}&rsquo;.</p>
      ) : (
        <SortableList
          label="Hoofdvakgebieden"
          items={zichtbaar.map((h) => ({ ...h, id: h.nr }))}
          readOnly={!!zoek || reorder.isPending}
          onReorder={(nrs) => reorder.mutateAsync(nrs)}
          render={(h) => (
            <div className="flex items-center justify-between gap-2">
              <div>
                <Link href={`/${admnr}/beheer/Hoofdvakgebieden/details/${h.nr}`} className="font-medium text-primary underline-offset-4 hover:underline">
                  {h.naam}
                </Link>
                <p className="text-xs text-muted-foreground">
                  {h.aantalDomeinen ?? 0} {h.aantalDomeinen === 1 ? "domein" : "domeinen"}, {h.aantalVakgebieden ?? 0} {h.aantalVakgebieden === 1 ? "vakgebied" : "vakgebieden"}
                </p>
              </div>
              <VerwijderKnop
                label={`Hoofdvakgebied ${h.naam} verwijderen`}
                titel={`Hoofdvakgebied '${h.naam}' verwijderen?`}
                beschrijving="De koppelingen met domeinen vervallen. Een hoofdvakgebied met vakgebieden kan niet worden verwijderd."
                onConfirm={() => remove.mutate(h.nr)}
              />
            </div>
          )}
        />
      )}
    </section>
  );
}

export function HoofdvakgebiedDetails({ admnr, nr }: { admnr: number; nr: number }) {
  const qc = useQueryClient();
  const router = useRouter();
  const key = queryKeys.hoofdvakgebied(admnr, nr);
  const { data } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.getJson<HoofdvakgebiedDetailsView>(`/api/Hoofdvakgebieden/Details/${nr}`, { administratieNr: admnr, signal }),
  });
  const { data: open = [] } = useQuery({
    queryKey: queryKeys.nietGekoppeldeDomeinen(admnr),
    queryFn: async ({ signal }) => (await api.getJson<GekoppeldDomeinView[]>("/api/Hoofdvakgebieden/NietGekoppeldeDomeinen", { administratieNr: admnr, signal })) ?? [],
  });
  const { data: alle = [] } = useHoofdvakgebieden(admnr);
  const vernieuw = (res?: HoofdvakgebiedDetailsView) => {
    if (res) qc.setQueryData(key, res);
    void qc.invalidateQueries({ queryKey: queryKeys.hoofdvakgebieden(admnr) });
  };
  const ontkoppel = useMutation({
    mutationFn: (domeinId: number) => api.delete<HoofdvakgebiedDetailsView>(`/api/Hoofdvakgebieden/OntKoppelDomeinen/${nr}/${domeinId}`, { administratieNr: admnr }),
    onSuccess: (res) => {
      toast.success("Het domein is ontkoppeld.");
      vernieuw(res.data);
    },
    onError: (e) => toast.error(foutmelding(e, "Ontkoppelen is niet gelukt.")),
  });
  if (!data) return null;

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link href={`/${admnr}/beheer/Hoofdvakgebieden`} className="text-sm text-primary underline-offset-4 hover:underline">
            Alle hoofdvakgebieden
          </Link>
          <h1 className="text-2xl font-semibold">{data.naam}</h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <NaamDialog
            trigger={
              <Button variant="outline">
                <Pencil aria-hidden className="size-4" />
                Naam wijzigen
              </Button>
            }
            titel="Hoofdvakgebied hernoemen"
            beschrijving="De nieuwe naam geldt overal waar het hoofdvakgebied wordt getoond."
            naam={data.naam}
            onSave={async (naam) => {
              const res = await api.post<HoofdvakgebiedDetailsView>("/api/Hoofdvakgebieden/Edit", { nr, naam }, { administratieNr: admnr });
              toast.success("De naam is opgeslagen.");
              vernieuw(res.data);
            }}
          />
          <KiesDialog
            trigger={
              <Button variant="outline">
                <Merge aria-hidden className="size-4" />
                Samenvoegen
              </Button>
            }
            titel={`'${data.naam}' samenvoegen`}
            beschrijving={`Alle domeinen en vakgebieden van '${data.naam}' gaan naar het gekozen hoofdvakgebied; '${data.naam}' vervalt daarna.`}
            veldLabel="Samenvoegen met"
            opties={alle.filter((h) => h.nr !== nr).map((h) => ({ value: String(h.nr), label: h.naam }))}
            bevestigLabel="Samenvoegen"
            onConfirm={async (doel) => {
              await api.post("/api/Hoofdvakgebieden/SamenvoegenHoofdvakgebieden", { bronNr: nr, doelNr: Number(doel) }, { administratieNr: admnr });
              toast.success("De hoofdvakgebieden zijn samengevoegd.");
              await qc.invalidateQueries({ queryKey: queryKeys.hoofdvakgebieden(admnr) });
              router.push(`/${admnr}/beheer/Hoofdvakgebieden/details/${doel}`);
            }}
          />
        </div>
      </div>

      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">Gekoppelde domeinen</h2>
          <KiesDialog
            trigger={
              <Button>
                <Link2 aria-hidden className="size-4" />
                Domein koppelen
              </Button>
            }
            titel="Domein koppelen"
            beschrijving="Alleen domeinen die nog aan geen hoofdvakgebied gekoppeld zijn, staan in de lijst."
            veldLabel="Domein"
            opties={open.map((d) => ({ value: `${d.leerroutepakketId}:${d.domeinId}`, label: `${d.naam} (${d.leerroutepakketNaam})` }))}
            bevestigLabel="Koppelen"
            onConfirm={async (waarde) => {
              const [pakketId, domeinId] = waarde.split(":").map(Number);
              const res = await api.post<HoofdvakgebiedDetailsView>(
                "/api/Hoofdvakgebieden/KoppelDomeinen",
                { hoofdvakgebiedNr: nr, leerroutepakketId: pakketId, domeinIds: [domeinId] },
                { administratieNr: admnr },
              );
              toast.success("Het domein is gekoppeld.");
              vernieuw(res.data);
            }}
          />
        </div>
        {data.domeinen.length === 0 ? (
          <p className="rounded-md border border-dashed p-4 text-center text-muted-foreground">Er zijn nog geen domeinen gekoppeld.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Domein</TableHead>
                <TableHead>Leerroutepakket</TableHead>
                <TableHead>
                  <span className="sr-only">Acties</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.domeinen.map((d) => (
                <TableRow key={d.domeinId}>
                  <TableCell>{d.naam}</TableCell>
                  <TableCell>{d.leerroutepakketNaam}</TableCell>
                  <TableCell className="text-right">
                    <Button variant="ghost" size="sm" onClick={() => ontkoppel.mutate(d.domeinId)} aria-label={`Domein ${d.naam} ontkoppelen`}>
                      <Link2Off aria-hidden className="size-4" />
                      Ontkoppelen
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </div>

      <div className="space-y-2">
        <h2 className="text-lg font-semibold">Vakgebieden</h2>
        {data.vakgebieden.length === 0 ? (
          <p className="text-muted-foreground">Er vallen nog geen vakgebieden onder dit hoofdvakgebied.</p>
        ) : (
          <ul className="list-disc pl-6">
            {data.vakgebieden.map((v) => (
              <li key={v.nr}>
                <Link href={`/${admnr}/beheer/Vakgebieden/details/${v.nr}`} className="text-primary underline-offset-4 hover:underline">
                  {v.naam}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
