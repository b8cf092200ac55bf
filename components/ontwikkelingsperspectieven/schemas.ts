import * as z from "zod";

/** A new OPP on the pupil tab: template and period. Loaded with its dialog (opp-lijst.tsx, issue 27). */
export const nieuwSchema = z.object({
  templateId: z.number({ error: "kies een template" }).int().positive("kies een template"),
  periode: z.string().min(1, "kies een periode"),
});

/** Changing an OPP's period (opp-scherm.tsx). */
export const periodeSchema = z.object({ periode: z.string().min(1, "kies een periode") });
const optioneleDatum = z.union([z.literal(""), z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" })]);
/** Establishing the Concept (opp-scherm.tsx): the date, the talk with the parents, their consent, the pupil heard. */
export const vaststellenSchema = z
  .object({
    vastgesteldOp: z.iso.date({ error: "vul de datum in (jjjj-mm-dd)" }),
    gesprekOudersOp: optioneleDatum,
    oudersAkkoordOp: optioneleDatum,
    oudersAkkoordDoor: z.string().trim().max(200, "hoogstens 200 tekens"),
    leerlingGehoord: z.string().max(5000, "hoogstens 5000 tekens"),
  })
  .refine((v) => !v.oudersAkkoordDoor || v.oudersAkkoordOp, { path: ["oudersAkkoordOp"], message: "vul de datum van het akkoord in" });
