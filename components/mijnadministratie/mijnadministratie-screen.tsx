"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, Minus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { eersteHoofdletter, formatBytes, formatDatum } from "@/lib/format";
import { TAALCODES, type TaalCode } from "@/lib/i18n/taalcode";
import type { AdministratieDetailsView, ApiKeyRolView, LicentieView, ModuleView } from "@/lib/services/administraties";
import { ApiBeschrijving } from "./api-beschrijving";
import { ApiSleutels } from "./api-sleutels";
import { LogoSectie } from "./logo-sectie";

/** Dutch names of the interface languages (taalCode = Dutch plus a sector variant). */
export const TAALCODE_NAMEN: Readonly<Record<TaalCode, string>> = {
  nl: "Nederlands (primair onderwijs)",
  "nl-so": "Speciaal onderwijs",
  "nl-zorg": "Zorg",
  "nl-bedrijf": "Bedrijven",
  "nl-kdv": "Kinderopvang",
  "nl-mbo": "MBO",
  "nl-sport": "Sport",
};

const SECTOR_NAMEN: Record<string, string> = {
  PrimairOnderwijs: "Primair onderwijs",
  SpeciaalOnderwijs: "Speciaal onderwijs",
  ZorgKindEnJeugd: "Zorg kind en jeugd",
  ZorgVolwassenen: "Zorg volwassenen",
  Bedrijven: "Bedrijven",
  Kinderopvang: "Kinderopvang",
  MiddelbaarBeroepsonderwijs: "Middelbaar beroepsonderwijs",
  Sport: "Sport",
};

const foutmelding = (e: unknown, anders: string) => (e instanceof ApiError ? e.message : anders);

export function useAdministratieDetails(admnr: number) {
  return useQuery({
    queryKey: queryKeys.administratieDetails(admnr),
    queryFn: ({ signal }) => api.getJson<AdministratieDetailsView>(`/api/Administraties/details/${admnr}`, { administratieNr: admnr, signal }),
  });
}

export function MijnAdministratieScreen({
  admnr,
  magBeheren,
  magSleutels,
  rollen,
}: {
  admnr: number;
  magBeheren: boolean;
  magSleutels: boolean;
  rollen: ApiKeyRolView[];
}) {
  const { data } = useAdministratieDetails(admnr);
  if (!data) return null;
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Mijn administratie</h1>
        <p className="text-muted-foreground">
          {data.naam} · administratie {data.administratieNr} · klant {data.klantId}
        </p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Overzicht data={data} />
        <Modules admnr={admnr} />
        <Taal admnr={admnr} taalCode={data.taalCode} magBeheren={magBeheren} />
        <LogoSectie admnr={admnr} naam={data.naam} heeftLogo={data.logo !== null} magBeheren={magBeheren} />
        <Opslag admnr={admnr} />
        <Licenties admnr={admnr} magBeheren={magBeheren} vanIndex={data.licenties} />
      </div>
      {magSleutels && <ApiSleutels admnr={admnr} rollen={rollen} />}
      <ApiBeschrijving />
      {magBeheren && <Deactiveren admnr={admnr} naam={data.naam} />}
    </div>
  );
}

function Overzicht({ data }: { data: AdministratieDetailsView }) {
  // Sector words (leerlingen → cliënten …) come from the administration's taalCode.
  const t = useTranslations("translation.termen");
  const rijen: [string, string | number][] = [
    [eersteHoofdletter(t("vestigingen")), data.aantallen.vestigingen],
    ["Actieve medewerkers", data.aantallen.medewerkers],
    [`Actieve ${t("leerlingen")}`, data.aantallen.leerlingen],
    [`${eersteHoofdletter(t("groepen"))} dit schooljaar`, data.aantallen.groepen],
    ["Sector", SECTOR_NAMEN[data.sector] ?? data.sector],
    ["Status", data.actief ? "Actief" : "Niet actief"],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Overzicht</CardTitle>
        <CardDescription>De administratie in cijfers.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {rijen.map(([label, waarde]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium">{waarde}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function Modules({ admnr }: { admnr: number }) {
  const { data: modules = [] } = useQuery({
    queryKey: queryKeys.modules(admnr),
    queryFn: async ({ signal }) => (await api.getJson<ModuleView[]>("/api/Administraties/Modules", { administratieNr: admnr, signal })) ?? [],
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Modules</CardTitle>
        <CardDescription>Onderdelen van Leerroute die deze administratie heeft.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {modules.map((m) => (
            <li key={m.code} className="flex items-start justify-between gap-3 py-2">
              <div>
                <p className="font-medium">{m.naam}</p>
                {m.omschrijving && <p className="text-sm text-muted-foreground">{m.omschrijving}</p>}
              </div>
              {m.actief ? (
                <Badge>
                  <Check aria-hidden />
                  Actief
                </Badge>
              ) : (
                <Badge variant="outline">
                  <Minus aria-hidden />
                  Niet afgenomen
                </Badge>
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function Taal({ admnr, taalCode, magBeheren }: { admnr: number; taalCode: string; magBeheren: boolean }) {
  const [keuze, setKeuze] = useState(taalCode);
  const [fout, setFout] = useState<string>();
  const router = useRouter();
  const qc = useQueryClient();
  const huidig = TAALCODE_NAMEN[taalCode as TaalCode] ?? taalCode;
  const save = useMutation({
    mutationFn: (code: string) => api.post<{ taalCode: string }>("/api/Administraties/ChangeTaalCode", { taalCode: code }, { administratieNr: admnr }),
    onSuccess: (_r, code) => {
      toast.success(`De taal is gewijzigd in ${TAALCODE_NAMEN[code as TaalCode] ?? code}.`);
      setFout(undefined);
      void qc.invalidateQueries({ queryKey: queryKeys.administratieDetails(admnr) });
      void qc.invalidateQueries({ queryKey: queryKeys.administratieContext(admnr) });
      // The server renders the interface in the administration's taalCode: fetch it again.
      router.refresh();
    },
    onError: (e) => setFout(foutmelding(e, "Opslaan is niet gelukt.")),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Taal</CardTitle>
        <CardDescription>De woorden van de interface passen bij de sector, bijvoorbeeld cliënt in plaats van leerling.</CardDescription>
      </CardHeader>
      <CardContent>
        {magBeheren ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate(keuze);
            }}
          >
            <FormField label="Taal van de interface" name="taalCode" error={fout} className="min-w-60 flex-1">
              {(p) => (
                <NativeSelect {...p} value={keuze} onChange={(e) => setKeuze(e.target.value)}>
                  {TAALCODES.map((code) => (
                    <NativeSelectOption key={code} value={code}>
                      {TAALCODE_NAMEN[code]}
                    </NativeSelectOption>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <Button type="submit" disabled={save.isPending || keuze === taalCode}>
              {save.isPending ? "Bezig met opslaan…" : "Taal opslaan"}
            </Button>
          </form>
        ) : (
          <p>
            Taal van de interface: <span className="font-medium">{huidig}</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Opslag({ admnr }: { admnr: number }) {
  const { data } = useQuery({
    queryKey: queryKeys.gebruikteBytes(admnr),
    queryFn: ({ signal }) => api.getJson<{ gebruikteBytes: number; aantalBestanden: number }>("/api/Administraties/GetUsedBytes", { administratieNr: admnr, signal }),
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Opslag</CardTitle>
        <CardDescription>Ruimte die de bestanden van deze administratie innemen (logo, lesbronnen, documenten).</CardDescription>
      </CardHeader>
      <CardContent>
        {data && (
          <p>
            <span className="text-2xl font-semibold">{formatBytes(data.gebruikteBytes)}</span>{" "}
            <span className="text-sm text-muted-foreground">in {data.aantalBestanden === 1 ? "1 bestand" : `${data.aantalBestanden} bestanden`}</span>
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function Licenties({ admnr, magBeheren, vanIndex }: { admnr: number; magBeheren: boolean; vanIndex: LicentieView[] }) {
  const qc = useQueryClient();
  const { data } = useQuery({
    queryKey: queryKeys.licenties(admnr),
    queryFn: ({ signal }) => api.getJson<LicentieView[]>("/api/Administraties/Licenties", { administratieNr: admnr, signal }),
    enabled: magBeheren,
  });
  const licenties = (magBeheren ? data : undefined) ?? vanIndex;
  const na = (melding: string) => ({
    onSuccess: () => {
      toast.success(melding);
      void qc.invalidateQueries({ queryKey: queryKeys.mijnAdministratie(admnr) });
      void qc.invalidateQueries({ queryKey: queryKeys.permissies(admnr) });
      void qc.invalidateQueries({ queryKey: queryKeys.administratieContext(admnr) });
    },
    onError: (e: unknown) => toast.error(foutmelding(e, "Het is niet gelukt.")),
  });
  const beeindigen = useMutation({
    mutationFn: (nr: number) => api.delete<LicentieView>(`/api/Administraties/LicentieBeeindigen/${nr}`, { administratieNr: admnr }),
    ...na("De licentie is beëindigd."),
  });
  const heractiveren = useMutation({
    mutationFn: (nr: number) => api.get<LicentieView>("/api/Administraties/LicentieHeractiveren", { administratieNr: admnr, query: { licentienummer: nr } }),
    ...na("De licentie is weer actief."),
  });
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2">Licenties</CardTitle>
        <CardDescription>Een beëindigde licentie kan weer worden geactiveerd.</CardDescription>
      </CardHeader>
      <CardContent>
        {licenties.length === 0 ? (
          <p className="text-muted-foreground">Deze administratie heeft geen licenties.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Nummer</TableHead>
                <TableHead>Code</TableHead>
                <TableHead>Omschrijving</TableHead>
                <TableHead>Status</TableHead>
                {magBeheren && (
                  <TableHead>
                    <span className="sr-only">Acties</span>
                  </TableHead>
                )}
              </TableRow>
            </TableHeader>
            <TableBody>
              {licenties.map((l) => (
                <TableRow key={l.licentienummer}>
                  <TableCell>{l.licentienummer}</TableCell>
                  <TableCell>
                    <code>{l.code}</code>
                  </TableCell>
                  <TableCell>{l.omschrijving}</TableCell>
                  <TableCell>
                    {l.actief ? <Badge>Actief</Badge> : <Badge variant="outline">Beëindigd{l.beeindigdOp ? ` op ${formatDatum(l.beeindigdOp)}` : ""}</Badge>}
                  </TableCell>
                  {magBeheren && (
                    <TableCell className="text-right">
                      <AlertDialog>
                        <AlertDialogTrigger asChild>
                          <Button variant="outline" size="sm">
                            {l.actief ? "Beëindigen" : "Heractiveren"}
                            <span className="sr-only"> licentie {l.omschrijving}</span>
                          </Button>
                        </AlertDialogTrigger>
                        <AlertDialogContent>
                          <AlertDialogHeader>
                            <AlertDialogTitle>
                              Licentie {l.omschrijving} {l.actief ? "beëindigen" : "heractiveren"}?
                            </AlertDialogTitle>
                            <AlertDialogDescription>
                              {l.actief
                                ? "Onderdelen die deze licentie vragen (zoals exporteren bij de licentie EXPORT) zijn daarna niet meer beschikbaar. U kunt de licentie later weer activeren."
                                : "De licentie wordt weer actief en de onderdelen die hem vragen zijn weer beschikbaar."}
                            </AlertDialogDescription>
                          </AlertDialogHeader>
                          <AlertDialogFooter>
                            <AlertDialogCancel>Annuleren</AlertDialogCancel>
                            <AlertDialogAction
                              variant={l.actief ? "destructive" : "default"}
                              onClick={() => (l.actief ? beeindigen : heractiveren).mutate(l.licentienummer)}
                            >
                              {l.actief ? "Beëindigen" : "Heractiveren"}
                            </AlertDialogAction>
                          </AlertDialogFooter>
                        </AlertDialogContent>
                      </AlertDialog>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

function Deactiveren({ admnr, naam }: { admnr: number; naam: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [bevestiging, setBevestiging] = useState("");
  const [fout, setFout] = useState<string>();
  const klopt = bevestiging.trim().replace(/\s+/g, " ").toLowerCase() === naam.trim().replace(/\s+/g, " ").toLowerCase();
  const deactiveer = useMutation({
    mutationFn: () => api.post("/api/Administraties/ChangeActief", { actief: false, bevestiging }, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success(`${naam} is gedeactiveerd.`);
      // Nobody has access any more: leave the administration for the start page.
      router.push("/");
    },
    onError: (e) => setFout(foutmelding(e, "Deactiveren is niet gelukt.")),
  });
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle as="h2">Administratie deactiveren</CardTitle>
        <CardDescription>
          Na deactiveren kan niemand meer in deze administratie werken, ook u niet, en werken de API-sleutels niet meer. Weer activeren kan alleen de
          leverancier van Leerroute.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog
          open={open}
          onOpenChange={(o) => {
            setOpen(o);
            setBevestiging("");
            setFout(undefined);
          }}
        >
          <DialogTrigger asChild>
            <Button variant="destructive">Administratie deactiveren…</Button>
          </DialogTrigger>
          <DialogContent>
            <form
              className="grid gap-4"
              onSubmit={(e) => {
                e.preventDefault();
                if (klopt) deactiveer.mutate();
                else setFout("Typ de naam van de administratie precies over.");
              }}
            >
              <DialogHeader>
                <DialogTitle>{naam} deactiveren?</DialogTitle>
                <DialogDescription>Typ de naam van de administratie ter bevestiging. Iedereen verliest meteen de toegang.</DialogDescription>
              </DialogHeader>
              <FormField label="Naam van de administratie" name="bevestiging" error={fout}>
                {(p) => <Input {...p} value={bevestiging} autoComplete="off" onChange={(e) => setBevestiging(e.target.value)} />}
              </FormField>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                  Annuleren
                </Button>
                <Button type="submit" variant="destructive" disabled={!klopt || deactiveer.isPending}>
                  {deactiveer.isPending ? "Bezig…" : "Deactiveren"}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
