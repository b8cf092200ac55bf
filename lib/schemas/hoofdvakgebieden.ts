import { z } from "zod";

/**
 * Bodies of the Hoofdvakgebieden calls that a form sends: parsed by the API route and by the
 * screen's dialogs alike (one schema, so the browser says what the server will say). The subject
 * area schemas (vakgebieden, beoordelaars, leerjaren) build on the two field helpers.
 */

/** A positive whole number; `fout` is the message when it is missing (a form's empty choice). */
export const positiefNr = (fout: string) => z.number({ error: fout }).int({ error: "moet een geheel getal zijn" }).positive({ error: "moet groter dan 0 zijn" });

/** A required name of at most 100 characters. */
export const naamVeld = z.string({ error: "vul een naam in" }).trim().min(1, "vul een naam in").max(100, "de naam mag hoogstens 100 tekens zijn");

export const hoofdvakgebiedToevoegen = z.object({ naam: naamVeld });
export const hoofdvakgebiedBijwerken = z.object({ nr: positiefNr("geef het nummer van het hoofdvakgebied op"), naam: naamVeld });

export const hoofdvakgebiedenSamenvoegen = z.object({
  bronNr: positiefNr("geef het bronhoofdvakgebied op"),
  doelNr: positiefNr("kies het hoofdvakgebied om mee samen te voegen"),
});

/** One domain to link; the call takes a list of them (KoppelDomeinen), the dialog picks one. */
export const domeinId = positiefNr("kies een domein");
export const domeinKoppelen = z.object({ domeinId });
