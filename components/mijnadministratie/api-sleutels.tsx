"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, KeyRound, Pencil, Plus, RefreshCw, Search, Trash2 } from "lucide-react";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatumTijd } from "@/lib/format";
import type { ApiKeyRolView, ApiKeyView, NieuweApiKeyView } from "@/lib/services/administraties";

const schema = z.object({
  naam: z.string().trim().min(1, "Vul een naam in.").max(100, "Gebruik hoogstens 100 tekens."),
  rolId: z.string().min(1, "Kies een rol."),
});
type Values = z.infer<typeof schema>;

const foutmelding = (e: unknown, anders: string) => (e instanceof ApiError ? e.message : anders);

export function ApiSleutels({ admnr, rollen }: { admnr: number; rollen: ApiKeyRolView[] }) {
  const qc = useQueryClient();
  const [zoek, setZoek] = useState("");
  const [nieuw, setNieuw] = useState<NieuweApiKeyView | null>(null);
  const { data: sleutels = [] } = useQuery({
    queryKey: queryKeys.apiKeys(admnr),
    queryFn: async ({ signal }) => (await api.getJson<ApiKeyView[]>("/api/Administraties/ApiKeys", { administratieNr: admnr, signal })) ?? [],
  });
  const vernieuwLijst = () => void qc.invalidateQueries({ queryKey: queryKeys.apiKeys(admnr) });

  const vernieuwen = useMutation({
    mutationFn: (id: number) => api.get<NieuweApiKeyView>(`/api/Administraties/RefreshApiKey/${id}`, { administratieNr: admnr }),
    onSuccess: (res) => {
      toast.success("De sleutel is vernieuwd; de oude werkt niet meer.");
      if (res.data) setNieuw(res.data);
      vernieuwLijst();
    },
    onError: (e) => toast.error(foutmelding(e, "Vernieuwen is niet gelukt.")),
  });
  const intrekken = useMutation({
    mutationFn: (id: number) => api.delete<ApiKeyView>(`/api/Administraties/RemoveApiKey/${id}`, { administratieNr: admnr }),
    onSuccess: (res) => {
      toast.success(`De sleutel ${res.data?.naam ?? ""} is ingetrokken.`);
      vernieuwLijst();
    },
    onError: (e) => toast.error(foutmelding(e, "Intrekken is niet gelukt.")),
  });

  const term = zoek.trim().toLowerCase();
  const zichtbaar = term
    ? sleutels.filter((k) => [k.naam, k.prefix, k.rolNaam].some((v) => v.toLowerCase().includes(term)))
    : sleutels;

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">API-sleutels</CardTitle>
        <CardDescription>
          Een koppeling meldt zich aan met <code>Authorization: Bearer lr_…</code> en de header <code>X-CSRF: 1</code>, en werkt met de rechten van de
          gekozen rol (die rechten moet hebben in het functiegebied API).
        </CardDescription>
        <CardAction>
          <SleutelDialog admnr={admnr} rollen={rollen} onNieuw={setNieuw} />
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="relative max-w-sm">
          <Label htmlFor="zoek-sleutel" className="sr-only">
            Zoek een API-sleutel
          </Label>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id="zoek-sleutel" type="search" placeholder="Zoek op naam, sleutel of rol" className="pl-9" value={zoek} onChange={(e) => setZoek(e.target.value)} />
        </div>
        {sleutels.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">Er zijn nog geen API-sleutels.</p>
        ) : zichtbaar.length === 0 ? (
          <p className="text-muted-foreground">Geen sleutels gevonden voor ‘{zoek}’.</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Naam</TableHead>
                <TableHead>Sleutel</TableHead>
                <TableHead>Rol</TableHead>
                <TableHead>Aangemaakt</TableHead>
                <TableHead>Laatst gebruikt</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Acties</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {zichtbaar.map((k) => (
                <TableRow key={k.id}>
                  <TableCell className="font-medium">{k.naam}</TableCell>
                  <TableCell>
                    <code>{k.prefix}…</code>
                  </TableCell>
                  <TableCell>{k.rolNaam}</TableCell>
                  <TableCell>{formatDatumTijd(k.createdAt)}</TableCell>
                  <TableCell>{k.laatstGebruikt ? formatDatumTijd(k.laatstGebruikt) : "Nog niet"}</TableCell>
                  <TableCell>
                    {k.ingetrokkenOp ? <Badge variant="outline">Ingetrokken op {formatDatumTijd(k.ingetrokkenOp)}</Badge> : <Badge>Actief</Badge>}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {!k.ingetrokkenOp && (
                      <>
                        <SleutelDialog admnr={admnr} rollen={rollen} sleutel={k} onNieuw={setNieuw} />
                        <AlertDialog>
                          <AlertDialogTrigger asChild>
                            <Button variant="ghost" size="icon" aria-label={`Sleutel ${k.naam} vernieuwen`}>
                              <RefreshCw aria-hidden />
                            </Button>
                          </AlertDialogTrigger>
                          <AlertDialogContent>
                            <AlertDialogHeader>
                              <AlertDialogTitle>Sleutel {k.naam} vernieuwen?</AlertDialogTitle>
                              <AlertDialogDescription>
                                U krijgt een nieuwe sleutel. De huidige sleutel ({k.prefix}…) werkt meteen niet meer: pas de koppeling daarna aan.
                              </AlertDialogDescription>
                            </AlertDialogHeader>
                            <AlertDialogFooter>
                              <AlertDialogCancel>Annuleren</AlertDialogCancel>
                              <AlertDialogAction onClick={() => vernieuwen.mutate(k.id)}>Vernieuwen</AlertDialogAction>
                            </AlertDialogFooter>
                          </AlertDialogContent>
                        </AlertDialog>
                        <AlertDialog>
                          <AlertDialogTrigger asChild>
                            <Button variant="ghost" size="icon" aria-label={`Sleutel ${k.naam} intrekken`}>
                              <Trash2 aria-hidden />
                            </Button>
                          </AlertDialogTrigger>
                          <AlertDialogContent>
                            <AlertDialogHeader>
                              <AlertDialogTitle>Sleutel {k.naam} intrekken?</AlertDialogTitle>
                              <AlertDialogDescription>
                                De koppeling die deze sleutel gebruikt, krijgt meteen geen toegang meer. Intrekken kan niet ongedaan worden gemaakt.
                              </AlertDialogDescription>
                            </AlertDialogHeader>
                            <AlertDialogFooter>
                              <AlertDialogCancel>Annuleren</AlertDialogCancel>
                              <AlertDialogAction variant="destructive" onClick={() => intrekken.mutate(k.id)}>
                                Intrekken
                              </AlertDialogAction>
                            </AlertDialogFooter>
                          </AlertDialogContent>
                        </AlertDialog>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
      <NieuweSleutelDialog sleutel={nieuw} onClose={() => setNieuw(null)} />
    </Card>
  );
}

/** Add (without `sleutel`) or edit the name and role of a key. */
function SleutelDialog({
  admnr,
  rollen,
  sleutel,
  onNieuw,
}: {
  admnr: number;
  rollen: ApiKeyRolView[];
  sleutel?: ApiKeyView;
  onNieuw: (k: NieuweApiKeyView) => void;
}) {
  const [open, setOpen] = useState(false);
  const qc = useQueryClient();
  const start = (): Values => ({ naam: sleutel?.naam ?? "", rolId: sleutel ? String(sleutel.rolId) : rollen.length === 1 ? String(rollen[0]!.id) : "" });
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: start() });
  // The key's own role stays choosable even when it is not among the roles a new key may get.
  const opties = sleutel && !rollen.some((r) => r.id === sleutel.rolId) ? [{ id: sleutel.rolId, naam: sleutel.rolNaam }, ...rollen] : rollen;
  const save = useMutation({
    mutationFn: (v: Values) => {
      const body = { naam: v.naam, rolId: Number(v.rolId) };
      return sleutel
        ? api.post<ApiKeyView>("/api/Administraties/EditApiKey", { id: sleutel.id, ...body }, { administratieNr: admnr })
        : api.post<NieuweApiKeyView>("/api/Administraties/AddApiKey", body, { administratieNr: admnr });
    },
    onSuccess: (res) => {
      void qc.invalidateQueries({ queryKey: queryKeys.apiKeys(admnr) });
      setOpen(false);
      if (sleutel) toast.success("De sleutel is gewijzigd.");
      else if (res.data) onNieuw(res.data as NieuweApiKeyView);
    },
    onError: (e) => {
      const issues = e instanceof ApiError ? e.issues : [];
      for (const issue of issues) {
        const veld = issue.path.replace(/^body\./, "");
        if (veld === "naam" || veld === "rolId") form.setError(veld, { message: issue.message });
      }
      if (!issues.length) form.setError("root", { message: foutmelding(e, "Opslaan is niet gelukt.") });
    },
  });
  const errors = form.formState.errors;
  const prefix = sleutel ? `sleutel-${sleutel.id}` : "nieuwe-sleutel";

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) form.reset(start());
      }}
    >
      <DialogTrigger asChild>
        {sleutel ? (
          <Button variant="ghost" size="icon" aria-label={`Sleutel ${sleutel.naam} wijzigen`}>
            <Pencil aria-hidden />
          </Button>
        ) : (
          <Button>
            <Plus aria-hidden />
            Sleutel toevoegen
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={form.handleSubmit((v) => save.mutate(v))} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{sleutel ? `Sleutel ${sleutel.naam} wijzigen` : "API-sleutel toevoegen"}</DialogTitle>
            <DialogDescription>
              {sleutel ? "De sleutel zelf blijft gelijk." : "De sleutel wordt één keer getoond; bewaar hem meteen op een veilige plek."}
            </DialogDescription>
          </DialogHeader>
          <FormField label="Naam" name={`${prefix}-naam`} error={errors.naam?.message} description="Bijvoorbeeld de naam van de koppeling.">
            {(p) => <Input {...p} {...form.register("naam")} />}
          </FormField>
          <FormField label="Rol" name={`${prefix}-rol`} error={errors.rolId?.message} description="De sleutel krijgt de rechten van deze rol.">
            {(p) => (
              <NativeSelect {...p} {...form.register("rolId")}>
                <NativeSelectOption value="">Kies een rol</NativeSelectOption>
                {opties.map((r) => (
                  <NativeSelectOption key={r.id} value={String(r.id)}>
                    {r.naam}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {opties.length === 0 && (
            <p className="text-sm text-muted-foreground">
              Er is geen rol met rechten in het functiegebied API die binnen uw eigen rechten valt. Geef eerst een rol die rechten bij Rollen.
            </p>
          )}
          {errors.root?.message && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {errors.root.message}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Annuleren
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? "Bezig…" : sleutel ? "Opslaan" : "Sleutel maken"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Shows a new or renewed key once, with a copy button. */
function NieuweSleutelDialog({ sleutel, onClose }: { sleutel: NieuweApiKeyView | null; onClose: () => void }) {
  async function kopieer(tekst: string) {
    try {
      await navigator.clipboard.writeText(tekst);
      toast.success("De sleutel is gekopieerd.");
    } catch {
      toast.error("Kopiëren is niet gelukt; selecteer de sleutel en kopieer hem zelf.");
    }
  }
  return (
    <Dialog open={sleutel !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            <KeyRound aria-hidden className="mr-2 inline size-5" />
            Sleutel {sleutel?.naam}
          </DialogTitle>
          <DialogDescription>
            Kopieer de sleutel nu: hij wordt alleen nu getoond en is daarna niet meer op te vragen. Kwijt? Vernieuw de sleutel.
          </DialogDescription>
        </DialogHeader>
        {sleutel && (
          <div className="grid gap-2">
            <Label htmlFor="nieuwe-sleutel-waarde">API-sleutel</Label>
            <div className="flex gap-2">
              <Input id="nieuwe-sleutel-waarde" readOnly value={sleutel.sleutel} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <Button type="button" variant="outline" onClick={() => void kopieer(sleutel.sleutel)}>
                <Copy aria-hidden />
                Kopiëren
              </Button>
            </div>
          </div>
        )}
        <DialogFooter>
          <Button type="button" onClick={onClose}>
            Ik heb de sleutel bewaard
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
