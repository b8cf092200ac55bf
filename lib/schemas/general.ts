import * as z from "zod";

// Answers of the general calls (documented in /api/openapi; the API tests check every answer against them).

/** GET /api/storeurl. */
export const storeUrlAntwoord = z.object({
  storeUrl: z.string().nullable().describe("Basisadres waar opgeslagen bestanden rechtstreeks op te halen zijn; null als bestanden via de API komen"),
});
