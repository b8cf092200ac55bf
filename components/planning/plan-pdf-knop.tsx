"use client";

import { PdfKnop } from "@/components/leerlingdossier/pdf-knop";

/**
 * Print buttons of the OPP and pupil-plan details screens: the pupil file's PDF button (progress
 * while the PDF is made, the saved file named in a toast) on the prints of
 * lib/services/plan-afdrukken.ts. The OPP prints the version on screen, the pupil plan its period.
 */
export function OppPdfKnop({ admnr, id, versie, titel }: { admnr: number; id: number; versie: string; titel: string }) {
  return <PdfKnop admnr={admnr} pad={`/api/OntwikkelingsPerspectieven/Pdf/${admnr}/${id}?version=${encodeURIComponent(versie)}`} titel={titel} tekst />;
}

export function LeerlingplanPdfKnop({ admnr, id, periode, titel }: { admnr: number; id: number; periode: number; titel: string }) {
  return <PdfKnop admnr={admnr} pad={`/api/Leerlingplan/Pdf/${admnr}/${id}/${periode}`} titel={titel} tekst />;
}
