import { z } from "zod";
import { TAALCODES } from "@/lib/i18n/taalcode";

/** Bodies of the Administraties calls that the Mijnadministratie screen sends (route and form share them). */
export const taalCodeBody = z.object({
  taalCode: z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), z.enum(TAALCODES, { error: `kies een van: ${TAALCODES.join(", ")}` })),
});

export const apiKeyBody = z.object({
  naam: z.string({ error: "vul een naam in" }).trim().min(1, "vul een naam in").max(100, "gebruik hoogstens 100 tekens"),
  rolId: z.number({ error: "kies een rol (rolId)" }).int({ error: "kies een rol (rolId)" }).positive({ error: "kies een rol (rolId)" }),
});
export const apiKeyEditBody = apiKeyBody.extend({ id: z.number({ error: "geef de id van de sleutel op" }).int().positive() });
