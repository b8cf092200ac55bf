import * as z from "zod";

/** The note and dossier item dialogs' schemas: a module of their own, loaded with the dialog (issue 27). */
/** The note form (the server parses the same fields with lib/schemas/notities.ts). */
export const notitieForm = z.object({
  titel: z.string().trim().min(1, "vul de titel in").max(200, "hoogstens 200 tekens"),
  tekst: z.string().max(20_000, "hoogstens 20.000 tekens"),
  datum: z.iso.date({ error: "vul een datum in" }),
  soortNr: z.string(),
  tags: z.array(z.string()),
});

export const dossierForm = z.object({
  titel: z.string().trim().min(1, "vul de titel in").max(200, "hoogstens 200 tekens"),
  omschrijving: z.string().max(5000, "hoogstens 5000 tekens"),
  datum: z.iso.date({ error: "vul een datum in" }),
  categorieNr: z.string(),
  tags: z.array(z.string()),
});
