import { z } from "zod";

/**
 * Bodies of Tag/add and Tag/edit: parsed by the API routes and by the tags screen's dialogs alike
 * (one schema, so the browser says what the server will say).
 */
const naam = z.string({ error: "vul de naam van de tag in" }).trim().min(1, "vul de naam van de tag in").max(100, "mag hoogstens 100 tekens lang zijn");
const nr = z.number({ error: "vul het nummer van de tag in" }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");

export const tagToevoegen = z.object({ naam });
export const tagBijwerken = z.object({ nr, naam });
