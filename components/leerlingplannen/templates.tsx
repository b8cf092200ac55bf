"use client";

import { TemplateLijst, type TellerKolom } from "@/components/templates/template-lijst";
import { queryKeys } from "@/lib/client/keys";
import type { LpTemplateView } from "@/lib/services/leerlingplantemplates";

type Samenvatting = Omit<LpTemplateView, "definities">;

/** Loaded when a dialog opens (issue 27). */
const SCHEMAS = { velden: () => import("@/lib/schemas/leerlingplannen").then((m) => m.templateVelden), bijwerken: () => import("@/lib/schemas/leerlingplannen").then((m) => m.templateBijwerken) };
const TELLERS: TellerKolom<Samenvatting>[] = [
  { veld: "aantalDefinities", kolom: "items", tekst: "items" },
  { veld: "aantalLeerlingplannen", kolom: "plannen", tekst: "plannen" },
];

/** beheer/leerlingplantemplates: the pupil-plan templates with add, edit, (de)activate and delete. */
export function LeerlingplanTemplatesLijst({ admnr }: { admnr: number }) {
  return (
    <TemplateLijst<Samenvatting>
      admnr={admnr}
      ns="beheer.leerlingplantemplates"
      pad="/api/LeerlingplanTemplates"
      sleutel={queryKeys.leerlingplanTemplates(admnr)}
      detailPad="beheer/leerlingplantemplates/details"
      schemas={SCHEMAS}
      tellers={TELLERS}
      inGebruik="aantalLeerlingplannen"
    />
  );
}
