import * as z from "zod";
import { definitieAntwoordVan, onderdeelVerwijderd, positiefId, templateBodies, templateSamenvattingVan, templateVerwijderd } from "./templates";

/**
 * Bodies and answers of the LeerlingplanTemplates and Leerlingplan calls (§7.10). The template
 * bodies are the form templates' (one template engine: lib/templates); a pupil-plan definition may
 * name a subject area (vakgebiedNr) for its monitor lines or teaching plans.
 */
const vakgebiedNr = z.number({ error: "vakgebiedNr moet een getal zijn" }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn").nullish().describe("Vakgebied van de monitorlijnen of onderwijsplannen (optioneel)");

export { templateVelden } from "./templates";

/**
 * AddTemplateDefinitie: the definition's fields plus its template (and an optional subject area);
 * UpdateLeerlingplanTemplateDefinitie: the same plus the definition's id.
 */
export const {
  templateBijwerken,
  templateActief,
  definitieToevoegen: lpDefinitieToevoegen,
  definitieBijwerken: lpDefinitieBijwerken,
} = templateBodies(positiefId, { toevoegen: { vakgebiedNr }, bijwerken: { vakgebiedNr } });
/** OrganizeDefinities: every definition of the template once, in the new order. */
export { templateHerordenen as lpDefinitiesOrdenen } from "./templates";

export const lpDefinitieAntwoord = definitieAntwoordVan({
  eigen: { vakgebiedNr: z.number().int().nullable(), vakgebiedNaam: z.string().nullable() },
  gebruik: { aantalWaarden: z.number().int().describe("Aantal leerlingplannen met een waarde, monitorlijn of onderwijsplan voor dit item") },
});

export const lpTemplateSamenvatting = templateSamenvattingVan({ aantalDefinities: z.number().int(), aantalLeerlingplannen: z.number().int() });
export const lpTemplateAntwoord = lpTemplateSamenvatting.extend({ definities: z.array(lpDefinitieAntwoord).describe("Op volgorde") });
export { templateVerwijderd as lpTemplateVerwijderd, onderdeelVerwijderd as lpDefinitieVerwijderd };

// Pupil plans (Leerlingplan).

const nr = (wat: string) => z.number({ error: `${wat} moet een getal zijn` }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");
const schooljaarVeld = z.string({ error: "geef het schooljaar (jjjj-jjjj)" }).regex(/^\d{4}-\d{4}$/, "schooljaar als jjjj-jjjj");
const rijk = z.string().max(20_000, "hoogstens 20000 tekens").nullish();

/** Add: a plan for one pupil in a school year from an active template. */
export const leerlingplanToevoegen = z.object({
  leerlingId: nr("leerlingId"),
  templateId: nr("templateId"),
  schooljaar: schooljaarVeld,
});

export const monitorlijnInvoer = z
  .object({
    definitieId: nr("definitieId"),
    leerroutepakketId: nr("leerroutepakketId"),
    domeinId: nr("domeinId").nullish(),
    competentieId: nr("competentieId").nullish(),
    vakgebiedNr: nr("vakgebiedNr").nullish(),
    startniveauNummer: z.number().int().min(0).max(10_000).nullish(),
    doelniveauNummer: z.number().int().min(0).max(10_000).nullish(),
  })
  .strict()
  .refine((m) => m.domeinId != null || m.competentieId != null, { message: "kies een domein of een competentie", path: ["domeinId"] });

export const onderwijsplanInvoer = z
  .object({
    onderwijsplanId: nr("onderwijsplanId").nullish().describe("Leeg: een nieuw onderwijsplan"),
    definitieId: nr("definitieId"),
    titel: z.string().trim().min(1, "vul de titel in").max(200, "hoogstens 200 tekens"),
    vakgebiedNr: nr("vakgebiedNr").nullish(),
    doel: rijk,
    aanpak: rijk,
  })
  .strict();

/** update: the values of one period, the monitor lines (whole list) and that period's teaching plans (whole list). */
export const leerlingplanBijwerken = z
  .object({
    id: nr("id"),
    periodeNummer: nr("periodeNummer"),
    waarden: z.record(z.string(), z.unknown(), { error: "waarden: een object met per item-id de waarde" }).default({}),
    monitorlijnen: z.array(monitorlijnInvoer).max(100, "hoogstens 100 monitorlijnen").optional(),
    onderwijsplannen: z.array(onderwijsplanInvoer).max(10, "hoogstens 10 onderwijsplannen per periode").optional(),
  })
  .strict();
export type LeerlingplanBijwerken = z.output<typeof leerlingplanBijwerken>;

export const leerlingplanRij = z.object({
  id: z.number().int(),
  leerlingId: z.number().int(),
  leerlingNaam: z.string(),
  templateId: z.number().int(),
  templateNaam: z.string(),
  schooljaar: z.string(),
  aantalMonitorlijnen: z.number().int(),
  aantalOnderwijsplannen: z.number().int(),
  bijgewerkt: z.string(),
  magBewerken: z.boolean(),
});

const periodeAntwoord = z.object({ nummer: z.number().int(), ingangsdatum: z.string(), einddatum: z.string() });

export const monitorlijnAntwoord = z.object({
  id: z.number().int(),
  definitieId: z.number().int().nullable(),
  leerroutepakketId: z.number().int(),
  domeinId: z.number().int().nullable(),
  domeinNaam: z.string().nullable(),
  competentieId: z.number().int().nullable(),
  competentieNaam: z.string().nullable(),
  vakgebiedNr: z.number().int().nullable(),
  vakgebiedNaam: z.string().nullable(),
  startniveauNummer: z.number().int().nullable(),
  startniveauWaarde: z.string().nullable(),
  doelniveauNummer: z.number().int().nullable(),
  doelniveauWaarde: z.string().nullable(),
  volgnummer: z.number().int(),
  perPeriode: z
    .array(
      z.object({
        periodeNummer: z.number().int(),
        aantalEvaluaties: z.number().int(),
        gemiddeldeScore: z.number().nullable(),
        bereiktNiveauNummer: z.number().int().nullable(),
        bereiktNiveauWaarde: z.string().nullable(),
      }),
    )
    .describe("Per periode van het schooljaar: de evaluaties van de leerling in dit domein of deze competentie; bereikt = hoogste niveau met een beheerste indicator"),
  doelBereikt: z.boolean().nullable().describe("In de gekozen periode: bereikt niveau ≥ doelniveau (null: geen doel of geen evaluaties)"),
});

export const onderwijsplanAntwoord = z.object({
  onderwijsplanId: z.number().int(),
  definitieId: z.number().int().nullable(),
  periodeNummer: z.number().int(),
  titel: z.string().nullable(),
  vakgebiedNr: z.number().int().nullable(),
  vakgebiedNaam: z.string().nullable(),
  doel: z.string().nullable(),
  aanpak: z.string().nullable(),
  lessen: z.array(z.object({ lesId: z.number().int(), naam: z.string(), volgnummer: z.number().int(), uitgevoerdOp: z.string().nullable() })),
});

export const leerlingplanDetails = leerlingplanRij.extend({
  periodeNummer: z.number().int().describe("De getoonde periode (0 gevraagd: de actieve)"),
  leerroutepakketId: z.number().int().nullable().describe("Het leerroutepakket van de leerroute van [[de leerling]]: waar leerroute, [[uitstroom]] en domeinen (LR, OB, DOM) naar verwijzen; null = geen"),
  perioden: z.array(periodeAntwoord),
  auteur: z.string().nullable(),
  definities: z.array(lpDefinitieAntwoord),
  waarden: z.record(z.string(), z.unknown()).describe("Per item-id de waarde in deze periode"),
  monitorlijnen: z.array(monitorlijnAntwoord),
  onderwijsplannen: z.array(onderwijsplanAntwoord),
});

export const leerlingplanVerwijderd = z.object({ id: z.number().int(), verwijderd: z.boolean() });
