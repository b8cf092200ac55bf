import * as z from "zod";

/** A new pupil plan: the template to start from. Loaded with its dialog (plannen-lijst.tsx, issue 27). */
export const nieuwForm = z.object({ templateId: z.string().min(1, "kies een template") });
