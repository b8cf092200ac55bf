import * as z from "zod";
import { SCHOOLSOORTEN } from "@/lib/schoolsoort";

/**
 * Body of Leerroutetrajecten/Add and /Edit (a route's trajectory in one school type): parsed by the
 * API routes and by the trajectory dialog alike (one schema, so the browser says what the server will say).
 */

const SOORTEN_TEKST = `${SCHOOLSOORTEN.slice(0, -1).join(", ")} of ${SCHOOLSOORTEN[SCHOOLSOORTEN.length - 1]}`;

const bodyId = (veld: string) =>
  z.number({ error: `${veld}: vul een geheel getal in` }).int({ error: `${veld}: moet een geheel getal zijn` }).positive({ error: `${veld}: moet groter dan 0 zijn` });

const optioneleTekst = (max: number) => z.string().max(max, `mag hoogstens ${max} tekens hebben`).nullish();

/** A school type code, matched case-insensitively ("vso" → VSO). */
export const schoolsoortCode = () =>
  z.preprocess((v) => (typeof v === "string" ? v.trim().toUpperCase() : v), z.enum(SCHOOLSOORTEN, { error: `schoolsoort moet ${SOORTEN_TEKST} zijn` }));

const stap = z.object({
  leerjaar: z
    .string({ error: "vul [[het leerjaar]] in (bijvoorbeeld 5)" })
    .trim()
    .min(1, "vul [[het leerjaar]] in (bijvoorbeeld 5)")
    .max(100, "[[het leerjaar]] mag hoogstens 100 tekens hebben"),
  faseNummer: bodyId("faseNummer"),
});

export const trajectBody = z.object({
  leerroutepakketId: bodyId("leerroutepakketId"),
  leerrouteNummer: bodyId("leerrouteNummer"),
  schoolsoort: schoolsoortCode().meta({ type: "string", enum: [...SCHOOLSOORTEN] }),
  naam: optioneleTekst(200),
  omschrijving: optioneleTekst(2000),
  stappen: z
    .array(stap, { error: "geef de stappen als lijst van { leerjaar, faseNummer }" })
    .min(1, "voeg minstens één stap toe")
    .max(50, "hoogstens 50 stappen")
    .meta({ description: "De stappen in volgorde: in dit leerjaar werkt de leerling in deze fase van het pakket" }),
});
export type TrajectBody = z.output<typeof trajectBody>;

// Answers (documented in /api/openapi; the API tests check every answer against them).

const geheel = () => z.number().int();

const schoolsoortAntwoord = z.enum(SCHOOLSOORTEN).describe("Code van de schoolsoort");

/** Leerroutetrajecten/Details, Add, Edit and (as list) Schoolsoort: one trajectory with its steps. */
export const trajectAntwoord = z.object({
  leerroutepakketId: geheel(),
  leerrouteNummer: geheel(),
  leerrouteNaam: z.string(),
  schoolsoort: schoolsoortAntwoord,
  schoolsoortNaam: z.string().describe("Naam van de schoolsoort, bijvoorbeeld Speciaal onderwijs"),
  naam: z.string().nullable(),
  omschrijving: z.string().nullable(),
  stappen: z
    .array(
      z.object({
        volgnummer: geheel().describe("1, 2, …: de volgorde van de stappen"),
        leerjaar: z.string().describe("Het leerjaar als tekst, bijvoorbeeld Groep 5"),
        faseNummer: geheel(),
        faseNaam: z.string(),
      }),
    )
    .describe("In volgorde"),
});

/** Leerroutetrajecten/Leerroute: a route's trajectories per school type and the phases to choose from. */
export const trajectenVanLeerrouteAntwoord = z.object({
  leerroutepakketId: geheel(),
  leerrouteNummer: geheel(),
  leerrouteNaam: z.string(),
  trajecten: z.array(trajectAntwoord).describe("Op schoolsoort (BO, SBO, SO, VSO, PRO, VO)"),
  fasen: z.array(z.object({ nummer: geheel(), naam: z.string() })).describe("Alle fasen van het pakket, in weergavevolgorde"),
});

export const trajectVerwijderdAntwoord = z.object({
  leerroutepakketId: geheel(),
  leerrouteNummer: geheel(),
  schoolsoort: schoolsoortAntwoord,
  verwijderd: z.boolean().describe("Altijd true"),
});
