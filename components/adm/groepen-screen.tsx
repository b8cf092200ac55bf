"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TabsNav } from "@/components/ui/tabs";
import { api } from "@/lib/client/api";
import { usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { Functiegebied, permittedFilters, readableVestigingen, type FilterNaam } from "@/lib/permissions";
import type { GroepKeuzes, GroepView } from "@/lib/services/groepen";
import { GroepFormDialog, schrijfbareVestigingen } from "./groep-form";

/** The groups call of a filter: Eigen → own groups; otherwise the branch's (or all readable) groups. */
export function groepenAanroep(filter: FilterNaam, schooljaar: string, vestiging: number | null): string {
  if (filter === "Eigen") return `/api/Groepen/Eigen/${schooljaar}`;
  return vestiging ? `/api/Groepen/vestiging/${schooljaar}/${vestiging}` : `/api/Groepen/All/${schooljaar}`;
}

/** Actief: groups with pupils today; Inactief: groups without (spec filters applied to groups). */
export function filterGroepen(groepen: GroepView[], filter: FilterNaam, vestiging: number | null): GroepView[] {
  return groepen
    .filter((g) => vestiging === null || g.vestigingNr === vestiging)
    .filter((g) => (filter === "Actief" ? g.aantalLeerlingen > 0 : filter === "Inactief" ? g.aantalLeerlingen === 0 : true));
}

export function GroepenScreen({
  admnr,
  schooljaar,
  filter,
  vestiging,
  keuzes,
}: {
  admnr: number;
  schooljaar: string;
  filter: FilterNaam;
  vestiging: number | null;
  keuzes: GroepKeuzes;
}) {
  const router = useRouter();
  const { data: view } = usePermissions(admnr);
  const perms = view ? { ...view, gebruikerId: view.gebruikerId ?? "" } : undefined;
  const [zoek, setZoek] = useState("");
  const { data = [] } = useQuery({
    queryKey: queryKeys.groepenLijst(admnr, schooljaar, filter, vestiging),
    queryFn: async ({ signal }) => (await api.getJson<GroepView[]>(groepenAanroep(filter, schooljaar, vestiging), { administratieNr: admnr, signal })) ?? [],
  });
  const groepen = filterGroepen(data, filter, vestiging).filter((g) => g.naam.toLowerCase().includes(zoek.trim().toLowerCase()));
  const filters = perms ? permittedFilters(perms, Functiegebied.Groepen) : [filter];
  const leesbaar = perms ? readableVestigingen(perms, Functiegebied.Groepen) : [];
  const vestigingen = perms ? perms.vestigingen.filter((v) => leesbaar.includes(v.nr)) : [];
  const schrijfbaar = schrijfbareVestigingen(view);
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/groepen`;
  // Groepen + Alle needs a branch (spec §2): that filter links to the current or first readable branch.
  const href = (f: FilterNaam, v: number | null) => {
    const vest = f === "Alle" ? (v ?? leesbaar[0] ?? null) : v;
    return `${basis}?filter=${f}${vest ? `&vestiging=${vest}` : ""}`;
  };

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Groepen</h1>
          <p className="text-sm text-muted-foreground">Schooljaar {schooljaar}</p>
        </div>
        {schrijfbaar.length > 0 && (
          <GroepFormDialog
            admnr={admnr}
            schooljaar={schooljaar}
            vestigingen={schrijfbaar}
            standaardVestiging={vestiging}
            keuzes={keuzes}
            trigger={
              <Button>
                <Plus aria-hidden className="size-4" />
                Groep toevoegen
              </Button>
            }
          />
        )}
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <TabsNav aria-label="Filter groepen" items={filters.map((f) => ({ href: href(f, vestiging), label: f, active: f === filter }))} />
        {vestigingen.length > 1 && filter !== "Eigen" && (
          <div className="grid gap-1">
            <Label htmlFor="vestiging">Vestiging</Label>
            <NativeSelect id="vestiging" value={vestiging ?? ""} onChange={(e) => router.push(href(filter, e.target.value ? Number(e.target.value) : null))} wrapperClassName="w-56">
              {filter !== "Alle" && <NativeSelectOption value="">Alle vestigingen</NativeSelectOption>}
              {vestigingen.map((v) => (
                <NativeSelectOption key={v.nr} value={v.nr}>
                  {v.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="grid gap-1">
          <Label htmlFor="zoek">Zoeken op naam</Label>
          <Input id="zoek" type="search" value={zoek} onChange={(e) => setZoek(e.target.value)} className="w-56" />
        </div>
      </div>
      {groepen.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Er zijn geen groepen in deze lijst.</p>
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Groep</TableHead>
              <TableHead>Vestiging</TableHead>
              <TableHead>Soort</TableHead>
              <TableHead>Leerkrachten</TableHead>
              <TableHead className="text-right">Leerlingen</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {groepen.map((g) => (
              <TableRow key={g.nr}>
                <TableCell>
                  <Link href={`${basis}/details/${g.nr}`} className="font-medium text-primary underline-offset-4 hover:underline">
                    {g.naam}
                  </Link>
                </TableCell>
                <TableCell>{g.vestigingNaam}</TableCell>
                <TableCell>{g.soort === "Klas" ? "Klas" : "Onderwijsgroep"}</TableCell>
                <TableCell>{g.leerkrachten.join(", ")}</TableCell>
                <TableCell className="text-right">{g.aantalLeerlingen}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
