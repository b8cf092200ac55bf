import { z } from "zod";
import { naamVeld, positiefNr } from "./hoofdvakgebieden";

/**
 * Bodies of the Vakgebieden calls that a form sends: parsed by the API route and by the screen's
 * dialogs alike (one schema, so the browser says what the server will say).
 */
export const vakgebiedVelden = z.object({ naam: naamVeld, hoofdvakgebiedNr: positiefNr("kies een hoofdvakgebied") });
export const vakgebiedBijwerken = vakgebiedVelden.extend({ nr: positiefNr("geef het nummer van het vakgebied op") });

export const plannenVerplaatsen = z.object({
  vanNr: positiefNr("geef het vakgebied van de plannen op"),
  naarNr: positiefNr("kies het vakgebied waar de plannen heen gaan"),
});

export const vakgebiedenSamenvoegen = z.object({
  bronNr: positiefNr("geef het bronvakgebied op"),
  doelNr: positiefNr("kies het vakgebied om mee samen te voegen"),
});
