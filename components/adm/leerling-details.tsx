"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
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
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TabsNav } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { OPEN_EINDDATUM_ISO } from "@/lib/schooljaar";
import type { getLeerling } from "@/lib/services/leerlingen";
import type { schoolloopbaan } from "@/lib/services/leerlingtoewijzingen";
import { LeerlingFormDialog } from "./leerling-form";

export type LeerlingDetailsView = Awaited<ReturnType<typeof getLeerling>>;
export type SchoolloopbaanView = Awaited<ReturnType<typeof schoolloopbaan>>;

const TAB_LABELS: Record<string, string> = { schoolloopbaan: "Schoolloopbaan" };
const eind = (d: string | null) => (d === null || d === OPEN_EINDDATUM_ISO ? "" : formatDatum(d));

/**
 * Pupil details. Of the spec's tabs only schoolloopbaan exists yet, so only that tab is offered
 * (and only when the user may read it); later areas add their tab to TAB_LABELS.
 */
export function LeerlingDetails({ admnr, schooljaar, id }: { admnr: number; schooljaar: string; id: number }) {
  const router = useRouter();
  const qc = useQueryClient();
  const { data: l } = useQuery({
    queryKey: queryKeys.leerling(admnr, id),
    queryFn: ({ signal }) => api.getJson<LeerlingDetailsView>(`/api/Leerlingen/Details/${admnr}/${id}`, { administratieNr: admnr, signal }),
  });
  const tabs = (l?.tabs ?? []).filter((t) => t in TAB_LABELS);
  const remove = useMutation({
    mutationFn: () => api.delete(`/api/Leerlingen/Delete/${id}`, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success(`${l?.naam ?? "De leerling"} is verwijderd.`);
      void qc.invalidateQueries({ queryKey: queryKeys.leerlingen(admnr) });
      router.push(`/${admnr}/schooljaar/${schooljaar}/adm/leerlingen`);
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Verwijderen is niet gelukt."),
  });
  if (!l) return null;
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/leerlingen`;

  return (
    <section className="space-y-4">
      <Link href={basis} className="text-sm text-primary underline-offset-4 hover:underline">
        ← Leerlingen
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">{l.naam}</h1>
          <dl className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm text-muted-foreground">
            <div>
              <dt className="inline">Geboortedatum: </dt>
              <dd className="inline">{l.geboortedatum ? `${formatDatum(l.geboortedatum)} (${l.leeftijd} jaar)` : "onbekend"}</dd>
            </div>
            <div>
              <dt className="inline">Groep: </dt>
              <dd className="inline">{l.groepen.map((g) => g.naam).join(", ") || "geen"}</dd>
            </div>
            <div>
              <dt className="inline">Ingeschreven: </dt>
              <dd className="inline">
                {formatDatum(l.ingangsdatum)}
                {eind(l.einddatum) && ` t/m ${eind(l.einddatum)}`}
              </dd>
            </div>
          </dl>
        </div>
        {l.magBewerken && (
          <div className="flex gap-2">
            <LeerlingFormDialog
              admnr={admnr}
              schooljaar={schooljaar}
              leerling={l}
              trigger={
                <Button variant="outline">
                  <Pencil aria-hidden className="size-4" />
                  Bewerken
                </Button>
              }
            />
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline">
                  <Trash2 aria-hidden className="size-4" />
                  Verwijderen
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{l.naam} verwijderen?</AlertDialogTitle>
                  <AlertDialogDescription>Een leerling met groepsindelingen, schoolloopbaan of andere gegevens kan niet worden verwijderd; u krijgt dan te zien wat er nog is.</AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Annuleren</AlertDialogCancel>
                  <AlertDialogAction variant="destructive" onClick={() => remove.mutate()}>
                    Verwijderen
                  </AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </div>
        )}
      </div>
      {tabs.length > 0 && (
        <>
          <TabsNav aria-label="Onderdelen leerling" items={tabs.map((t) => ({ href: `${basis}/details/${id}?tab=${t}`, label: TAB_LABELS[t], active: true }))} />
          <Schoolloopbaan admnr={admnr} id={id} />
        </>
      )}
    </section>
  );
}

function Schoolloopbaan({ admnr, id }: { admnr: number; id: number }) {
  const { data = [] } = useQuery({
    queryKey: queryKeys.schoolloopbaan(admnr, id),
    queryFn: async ({ signal }) => (await api.getJson<SchoolloopbaanView>(`/api/Leerlingtoewijzingen/schoolloopbaan/${admnr}/${id}`, { administratieNr: admnr, signal })) ?? [],
  });
  if (data.length === 0) return <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Deze leerling heeft nog geen schoolloopbaan: er is nog geen groepsindeling.</p>;
  return (
    <div className="space-y-6">
      <h2 className="text-lg font-semibold">Schoolloopbaan</h2>
      {data.map((jaar) => (
        <div key={jaar.schooljaar} className="space-y-2 rounded-md border p-4">
          <h3 className="font-medium">Schooljaar {jaar.schooljaar}</h3>
          <p className="text-sm text-muted-foreground">
            {jaar.ingangsdatum && formatDatum(jaar.ingangsdatum)} t/m {eind(jaar.einddatum) || "heden"}
            {jaar.vestiging && ` · ${jaar.vestiging.naam}`}
            {jaar.leerjaar && ` · ${jaar.leerjaar.naam}`}
            {jaar.opmerking && ` · ${jaar.opmerking}`}
          </p>
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Groep</TableHead>
                <TableHead>Soort</TableHead>
                <TableHead>Van</TableHead>
                <TableHead>Tot en met</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {jaar.groepen.map((g) => (
                <TableRow key={g.id}>
                  <TableCell>{g.groepNaam}</TableCell>
                  <TableCell>{g.groepSoort === "Klas" ? "Klas" : "Onderwijsgroep"}</TableCell>
                  <TableCell>{formatDatum(g.ingangsdatum)}</TableCell>
                  <TableCell>{eind(g.einddatum)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ))}
    </div>
  );
}
