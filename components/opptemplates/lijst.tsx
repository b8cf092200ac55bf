"use client";

import { TemplateLijst, type TellerKolom } from "@/components/templates/template-lijst";
import { queryKeys } from "@/lib/client/keys";
import type { OppTemplateSamenvatting } from "@/lib/services/opptemplates";

/** Loaded when a dialog opens (issue 27). */
const SCHEMAS = { velden: () => import("@/lib/schemas/opptemplates").then((m) => m.templateVelden), bijwerken: () => import("@/lib/schemas/opptemplates").then((m) => m.templateBijwerken) };
const TELLERS: TellerKolom<OppTemplateSamenvatting>[] = [
  { veld: "aantalCategorieen", kolom: "categorieen", tekst: "categorieen" },
  { veld: "aantalDefinities", kolom: "items", tekst: "items" },
  { veld: "aantalPerspectieven", kolom: "perspectieven", tekst: "perspectieven" },
];

/** beheer/Opptemplates: the OPP templates with add, edit, (de)activate and delete. */
export function OppTemplatesLijst({ admnr }: { admnr: number }) {
  return (
    <TemplateLijst<OppTemplateSamenvatting>
      admnr={admnr}
      ns="beheer.opptemplates"
      pad="/api/OppTemplate"
      sleutel={queryKeys.oppTemplates(admnr)}
      detailPad="beheer/Opptemplates/details"
      schemas={SCHEMAS}
      tellers={TELLERS}
      inGebruik="aantalPerspectieven"
    />
  );
}
