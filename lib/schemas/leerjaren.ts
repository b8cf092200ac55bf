import { z } from "zod";
import { naamVeld, positiefNr } from "./hoofdvakgebieden";

/**
 * The fields of a school year level as Leerjaar/Add and Leerjaar/update take them: parsed by the
 * API route and by the dialog alike (one schema, so the browser says what the server will say).
 */
export const leerjaarVelden = z.object({
  naam: naamVeld,
  code: z.string().max(10, "de code mag hoogstens 10 tekens zijn").nullish(),
});
export const leerjaarBijwerken = leerjaarVelden.extend({ nr: positiefNr("geef het nummer van [[het leerjaar]] op") });
