import { guards as g } from "@/lib/permissions";
import { leerlingplanTemplateBeheer } from "@/lib/services/leerlingplantemplates";
import {
  lpDefinitieAntwoord,
  lpDefinitieBijwerken,
  lpDefinitiesOrdenen,
  lpDefinitieToevoegen,
  lpDefinitieVerwijderd,
  lpTemplateAntwoord,
  lpTemplateSamenvatting,
  lpTemplateVerwijderd,
  templateActief,
  templateBijwerken,
  templateVelden,
} from "@/lib/schemas/leerlingplannen";
import { requires } from "../route";
import { templateRoutes } from "../template-routes";
import { LEERLINGPLAN_TEMPLATES } from "@/lib/templates/kind-leerlingplan";

/**
 * LeerlingplanTemplates (§7.10; screen beheer/leerlingplantemplates). Reading serves whoever
 * writes or reads pupil plans; every change needs Leerlingplannen manage (§6).
 */
const r = templateRoutes({
  soort: LEERLINGPLAN_TEMPLATES,
  lezen: requires(g.leerlingplanTemplatesLezen),
  beheren: requires(g.leerlingplantemplates),
  schemas: {
    templateSamenvatting: lpTemplateSamenvatting,
    templateAntwoord: lpTemplateAntwoord,
    templateVelden,
    templateBijwerken,
    templateActief,
    templateVerwijderd: lpTemplateVerwijderd,
    definitieAntwoord: lpDefinitieAntwoord,
    definitieToevoegen: lpDefinitieToevoegen,
    definitieBijwerken: lpDefinitieBijwerken,
    definitieVerwijderd: lpDefinitieVerwijderd,
    templateHerordenen: lpDefinitiesOrdenen,
  },
  dienst: leerlingplanTemplateBeheer,
});

export default [
  r.lijst("Alle leerlingplantemplates op naam, met aantallen items en leerlingplannen"),
  r.lijstActief("De actieve leerlingplantemplates op naam (aangeboden voor nieuwe leerlingplannen)"),
  r.definitie("/LeerlingplanTemplates/Definitie/{a}/{b}", "Eén item van een leerlingplantemplate: a = template-id, b = item-id"),
  r.details("Eén leerlingplantemplate met zijn items (definities) op volgorde"),
  r.actief("Leerlingplantemplate (de)activeren; een inactieve template wordt niet meer aangeboden voor nieuwe leerlingplannen"),
  r.toevoegen("Leerlingplantemplate toevoegen (naam uniek in de administratie); begint actief en zonder items"),
  r.bijwerken("Naam en omschrijving van een leerlingplantemplate wijzigen"),
  r.herordenen("Volgorde van de items van een leerlingplantemplate: volgorde noemt elk item precies één keer"),
  r.definitieBijwerken("Item van een leerlingplantemplate wijzigen; het type van een al gebruikt item blijft (409)"),
  r.definitieToevoegen("Item toevoegen aan het eind van een leerlingplantemplate (soort AUB … HTN, label, toelichting, verplicht, opties, vakgebied)"),
  r.definitieVerwijderen("Item van een leerlingplantemplate verwijderen (a = template-id, b = item-id); geweigerd (409) zolang leerlingplannen het gebruiken"),
  r.verwijderen("Leerlingplantemplate met zijn items verwijderen; geweigerd (409) zolang er leerlingplannen mee zijn gemaakt"),
];
