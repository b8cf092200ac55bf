"use client";

import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type ReactElement } from "react";
import type * as z from "zod";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { CLUSTERS, type Cluster } from "@/lib/groepsplannen/clustering";
import type { indelingsvoorstel } from "@/lib/schemas/groepsplannen";

type Voorstel = z.output<typeof indelingsvoorstel>;

/**
 * "Indeling voorstellen" (issue 30): the teacher picks the package, sees the proposal — each
 * pupil's percentage of the expected level and reached level beside the instruction group the
 * rule proposes (lib/groepsplannen/clustering.ts: relative to the group) — moves pupils with a
 * select per pupil (keyboard: Tab, arrows), and saves it: GenerateInstructiegroepen with the
 * indeling as shown. Nothing is written before "Indeling opslaan".
 *
 * The details page loads this module (Radix's dialog with it) on the first click of its trigger
 * (kit/laad-bij-openen, issue 27): it passes that trigger and mounts the dialog open.
 */
export function IndelingVoorstellen({
  admnr,
  groepsplanId,
  groepNr,
  periode,
  pakketten,
  onOpgeslagen,
  trigger,
  initialOpen = false,
}: {
  trigger: ReactElement;
  /** Open when mounted (LaadBijOpenen mounts it on the trigger's first click). */
  initialOpen?: boolean;
  admnr: number;
  groepsplanId: number;
  groepNr: number;
  periode: number;
  pakketten: { id: number; naam: string }[];
  onOpgeslagen: () => Promise<unknown>;
}) {
  const t = useTranslations("planning.groepsplannen.details.genereren");
  const tk = useTranslations("translation.kit");
  const foutTekst = useFoutTekst();
  const pakketId = useId();
  const [open, setOpen] = useState(initialOpen);
  // Opened at mount: the state openWijzig(true) would set.
  const [pakket, setPakket] = useState(() => (initialOpen && pakketten[0] ? String(pakketten[0].id) : ""));
  const [voorstel, setVoorstel] = useState<Voorstel | null>(null);
  const [keuze, setKeuze] = useState<Record<number, Cluster>>({});
  const [bezig, setBezig] = useState<"voorstel" | "opslaan" | null>(null);
  const [fout, setFout] = useState<string | null>(null);
  const uitleg = useRef<HTMLParagraphElement>(null);

  // The proposal replaces the package form: focus its explanation, so a keyboard user starts there.
  useEffect(() => {
    if (voorstel) uitleg.current?.focus();
  }, [voorstel]);

  const openWijzig = (o: boolean) => {
    if (o) {
      setPakket(pakketten[0] ? String(pakketten[0].id) : "");
      setVoorstel(null);
      setKeuze({});
      setFout(null);
    }
    setOpen(o);
  };

  const vraagVoorstel = async () => {
    if (!pakket) return;
    setBezig("voorstel");
    setFout(null);
    try {
      const v = await api.getJson<Voorstel>(`/api/GroepsPlannen/Indelingsvoorstel/${admnr}/${groepNr}/${periode}`, { administratieNr: admnr, query: { leerroutepakketId: pakket } });
      if (!v) return;
      setVoorstel(v);
      setKeuze(Object.fromEntries(v.leerlingen.map((l) => [l.leerlingId, l.cluster])));
    } catch (e) {
      setFout(foutTekst(e, t("fout")));
    } finally {
      setBezig(null);
    }
  };

  const slaOp = async () => {
    if (!voorstel) return;
    setBezig("opslaan");
    setFout(null);
    try {
      await api.post(
        "/api/GroepsPlannen/GenerateInstructiegroepen",
        { groepsplanId, leerroutepakketId: voorstel.leerroutepakketId, domeinId: voorstel.domeinId, indeling: voorstel.leerlingen.map((l) => ({ leerlingId: l.leerlingId, cluster: keuze[l.leerlingId] ?? l.cluster })) },
        { administratieNr: admnr },
      );
      toast.success(t("klaar"));
      setOpen(false);
      await onOpgeslagen();
    } catch (e) {
      setFout(foutTekst(e));
    } finally {
      setBezig(null);
    }
  };

  const aantal = (c: Cluster) => (voorstel ? voorstel.leerlingen.filter((l) => (keuze[l.leerlingId] ?? l.cluster) === c).length : 0);
  const r = voorstel?.regel;
  const figuur = (l: Voorstel["leerlingen"][number]) => {
    if (l.percentage === null) return t(`status.${l.status}`);
    const niveau = l.niveau === null ? null : l.verwachtNiveau ? t("niveauVan", { niveau: l.niveau, verwacht: l.verwachtNiveau }) : t("niveau", { niveau: l.niveau });
    return [t("percentage", { percentage: l.percentage }), niveau].filter(Boolean).join(" · ");
  };

  return (
    <Dialog open={open} onOpenChange={openWijzig}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={voorstel ? "sm:max-w-3xl" : undefined}>
        <DialogHeader>
          <DialogTitle>{t("titel")}</DialogTitle>
          <DialogDescription>{t("uitleg")}</DialogDescription>
        </DialogHeader>

        {!voorstel ? (
          <form
            id={`${pakketId}-form`}
            className="space-y-2"
            onSubmit={(e) => {
              e.preventDefault();
              void vraagVoorstel();
            }}
          >
            {pakketten.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("geenPakket")}</p>
            ) : (
              <>
                <Label htmlFor={pakketId}>{t("pakket")}</Label>
                <NativeSelect id={pakketId} value={pakket} onChange={(e) => setPakket(e.target.value)} disabled={bezig !== null}>
                  {pakketten.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.naam}
                    </option>
                  ))}
                </NativeSelect>
              </>
            )}
          </form>
        ) : (
          <div className="space-y-3">
            <p ref={uitleg} tabIndex={-1} className="text-sm outline-none">
              {r && r.gemiddelde !== null && r.spreiding !== null && r.ondergrens !== null && r.bovengrens !== null
                ? t("regel", { gemiddelde: r.gemiddelde.toLocaleString("nl-NL"), spreiding: r.spreiding.toLocaleString("nl-NL"), ondergrens: r.ondergrens.toLocaleString("nl-NL"), bovengrens: r.bovengrens.toLocaleString("nl-NL") })
                : t("regelGeen")}
              {r && r.zonder > 0 && r.n > 0 ? ` ${t("zonderUitleg", { aantal: r.zonder })}` : null}
            </p>
            {voorstel.leerlingen.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("geenLeerlingen")}</p>
            ) : (
              <>
                <p className="text-sm font-medium" aria-live="polite">
                  {t("aantallen", { intensief: aantal("intensief"), basis: aantal("basis"), verdiept: aantal("verdiept") })}
                </p>
                <div className="max-h-[50vh] overflow-y-auto rounded-md border">
                  <Table>
                    <TableCaption className="sr-only">{t("tabel")}</TableCaption>
                    <TableHeader>
                      <TableRow>
                        <TableHead>{t("kolomLeerling")}</TableHead>
                        <TableHead>{t("kolomBeheersing")}</TableHead>
                        <TableHead>{t("kolomGroep")}</TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {voorstel.leerlingen.map((l) => (
                        <VoorstelRij key={l.leerlingId} naam={l.naam} figuur={figuur(l)} zonder={l.percentage === null} waarde={keuze[l.leerlingId] ?? l.cluster} bezig={bezig !== null} onKies={(c) => setKeuze((k) => ({ ...k, [l.leerlingId]: c }))} />
                      ))}
                    </TableBody>
                  </Table>
                </div>
              </>
            )}
          </div>
        )}

        {fout ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
            {fout}
          </p>
        ) : null}

        <DialogFooter>
          {voorstel ? (
            <Button type="button" variant="outline" onClick={() => setVoorstel(null)} disabled={bezig !== null}>
              {t("terug")}
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {tk("annuleren")}
          </Button>
          {voorstel ? (
            <Button type="button" onClick={() => void slaOp()} disabled={bezig !== null || voorstel.heeftInstructiegroepen}>
              {bezig === "opslaan" ? tk("bezig") : t("accepteren")}
            </Button>
          ) : (
            <Button type="submit" form={`${pakketId}-form`} disabled={bezig !== null || !pakket}>
              {bezig === "voorstel" ? t("bezig") : t("opslaan")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function VoorstelRij({ naam, figuur, zonder, waarde, bezig, onKies }: { naam: string; figuur: string; zonder: boolean; waarde: Cluster; bezig: boolean; onKies: (c: Cluster) => void }) {
  const t = useTranslations("planning.groepsplannen.details.genereren");
  const id = useId();
  return (
    <TableRow>
      <TableCell className="font-medium">{naam}</TableCell>
      <TableCell className={zonder ? "text-muted-foreground" : undefined}>{figuur}</TableCell>
      <TableCell>
        <Label htmlFor={id} className="sr-only">
          {t("groepVan", { naam })}
        </Label>
        <NativeSelect id={id} wrapperClassName="w-52" value={waarde} disabled={bezig} onChange={(e) => onKies(e.target.value as Cluster)}>
          {CLUSTERS.map((c) => (
            <option key={c} value={c}>
              {t(`clusters.${c}`)}
            </option>
          ))}
        </NativeSelect>
      </TableCell>
    </TableRow>
  );
}
