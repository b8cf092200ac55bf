"use client";

import { useQuery } from "@tanstack/react-query";
import type { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { Badge } from "@/components/ui/badge";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { formatDatum } from "@/lib/format";
import { PdfKnop } from "./pdf-knop";
import { DocumentKiezer, DocumentLijst, postMetVoortgang, type DocumentView } from "./documenten";
import { alsFormData } from "./velden";

/**
 * What the pupil file's dated entries share (dossier.tsx: dossier items; notities.tsx: notes about
 * a pupil or a group): a choice list of the administration (tags, categories, kinds of note), the
 * card of one entry, and the documents a dialog sends along with its fields. Each screen keeps its
 * own texts (the same keys in its own namespace), calls and fields.
 */

type Vertaal = ReturnType<typeof useTranslations>;
type Keuze = { nr: number; naam: string };

/** A choice list of the administration (GET `pad`: `[{ nr, naam }]`), empty until it has loaded. */
export function useKeuzes(admnr: number, queryKey: readonly unknown[], pad: string): Keuze[] {
  const { data = [] } = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await api.getJson<Keuze[]>(pad, { administratieNr: admnr, signal })) ?? [],
  });
  return data;
}

export interface DossierRegel {
  id: number;
  titel: string;
  datum: string;
  auteur?: string | null;
  magBewerken: boolean;
  tags: readonly Keuze[];
  documenten: DocumentView[];
}

/**
 * One entry as a card: title, date and author, its PDF, edit (`bewerken`, the screen's dialog) and
 * delete with confirmation for who may, the labels (`soort`) and tags, the text and the documents.
 * `t` is the screen's namespace: door, zonderAuteur, verwijderen, verwijderenVraag, verwijderenUitleg, verwijderd.
 */
export function DossierKaart({
  admnr,
  item,
  t,
  kop: Kop,
  pdfPad,
  bewerken,
  verwijderPad,
  documentPaden,
  soort,
  tekst,
  onGewijzigd,
}: {
  admnr: number;
  item: DossierRegel;
  t: Vertaal;
  /** The title's heading level under the screen's own. */
  kop: "h3" | "h4";
  pdfPad: string;
  bewerken: ReactNode;
  verwijderPad: string;
  documentPaden: { download: (d: DocumentView) => string; verwijder: (d: DocumentView) => string };
  soort?: string | null;
  tekst?: string | null;
  onGewijzigd: () => Promise<unknown>;
}) {
  return (
    <li className="space-y-2 rounded-md border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <Kop className="font-medium">{item.titel}</Kop>
          <p className="text-sm text-muted-foreground">{item.auteur ? t("door", { datum: formatDatum(item.datum), auteur: item.auteur }) : t("zonderAuteur", { datum: formatDatum(item.datum) })}</p>
        </div>
        <div className="flex gap-1">
          <PdfKnop admnr={admnr} pad={pdfPad} titel={item.titel} />
          {item.magBewerken && (
            <>
              {bewerken}
              <ConfirmDelete
                label={t("verwijderen", { titel: item.titel })}
                title={t("verwijderenVraag", { titel: item.titel })}
                description={t("verwijderenUitleg")}
                onConfirm={async () => {
                  await api.delete(verwijderPad, { administratieNr: admnr });
                  toast.success(t("verwijderd", { titel: item.titel }));
                  await onGewijzigd();
                }}
              />
            </>
          )}
        </div>
      </div>
      {(soort || item.tags.length > 0) && (
        <div className="flex flex-wrap gap-1">
          {soort && <Badge>{soort}</Badge>}
          {item.tags.map((tag) => (
            <Badge key={tag.nr} variant="outline">
              {tag.naam}
            </Badge>
          ))}
        </div>
      )}
      {tekst && <p className="text-sm whitespace-pre-wrap">{tekst}</p>}
      <DocumentLijst admnr={admnr} documenten={item.documenten} downloadPad={documentPaden.download} verwijderPad={documentPaden.verwijder} magBewerken={item.magBewerken} onVerwijderd={onGewijzigd} />
    </li>
  );
}

/**
 * The documents an entry's dialog sends with its fields: `kiezer` goes in the form, `onOpenChange`
 * on the dialog (closing forgets the choice), `verstuur` posts fields and files with progress.
 */
export function useBijlagen() {
  const [bestanden, setBestanden] = useState<File[]>([]);
  const [voortgang, setVoortgang] = useState<number | null>(null);
  return {
    kiezer: <DocumentKiezer bestanden={bestanden} onChange={setBestanden} voortgang={voortgang} />,
    onOpenChange: (open: boolean) => {
      if (!open) setBestanden([]);
    },
    verstuur: async (pad: string, admnr: number, velden: Parameters<typeof alsFormData>[0]) => {
      setVoortgang(bestanden.length ? 0 : null);
      try {
        await postMetVoortgang(pad, admnr, alsFormData(velden, bestanden), setVoortgang);
      } finally {
        setVoortgang(null);
      }
      setBestanden([]);
    },
  };
}
