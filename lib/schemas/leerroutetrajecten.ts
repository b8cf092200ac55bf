import { z } from "zod";
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
