import { z } from "zod";
import { naamVeld, positiefNr } from "./hoofdvakgebieden";

/**
 * Bodies of the Beoordelaars and Beoordeling calls that a form sends: parsed by the API routes and
 * by the screen's dialogs alike (one schema, so the browser says what the server will say).
 */
export const beoordelaarVelden = z.object({
  naam: naamVeld,
  omschrijving: z.string().max(500, "de omschrijving mag hoogstens 500 tekens zijn").nullish(),
  actief: z.boolean({ error: "actief moet waar of onwaar zijn" }).optional(),
  vakgebiedNrs: z.array(positiefNr("geef een vakgebied-nr op")).max(500).optional(),
});
export const beoordelaarBijwerken = beoordelaarVelden.extend({ nr: positiefNr("geef het nummer van de beoordelaar op") });

/** A rating (score 0–100) of a pupil on a plan. */
export const beoordelingVelden = z.object({
  onderwijsplanId: positiefNr("geef het onderwijsplan op"),
  doelId: positiefNr("geef het doel op").nullish(),
  leerlingId: positiefNr("geef [[de leerling]] op"),
  beoordelaarNr: positiefNr("geef de beoordelaar op"),
  score: z.number({ error: "vul een score van 0 tot en met 100 in" }).int({ error: "de score moet een geheel getal zijn" }).min(0, "de score is minstens 0").max(100, "de score is hoogstens 100"),
  opmerking: z.string().max(2000, "de opmerking mag hoogstens 2000 tekens zijn").nullish(),
  datum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }),
});
export const beoordelingBijwerken = beoordelingVelden.extend({ id: positiefNr("geef de beoordeling op") });
