import { z } from "zod";

/**
 * Bodies of the Leerroutepakketfasen calls (the cells of a phase): parsed by the API routes and by
 * the cell's form alike (one schema, so the browser says what the server will say).
 */

/** A positive integer id in a body, with a Dutch message naming the field. */
const bodyId = (veld: string) =>
  z.number({ error: `${veld}: vul een geheel getal in` }).int({ error: `${veld}: moet een geheel getal zijn` }).positive({ error: `${veld}: moet groter dan 0 zijn` });

/** The fields naming a cell (fase × leerroute × domein of a package) in every write. */
export const celSleutel = {
  leerroutepakketId: bodyId("leerroutepakketId"),
  faseNummer: bodyId("faseNummer"),
  leerrouteNummer: bodyId("leerrouteNummer"),
  domeinId: bodyId("domeinId"),
};

/** Leerroutepakketfasen/Update: the level aimed at (a level of the package, or null) and the description. */
export const celBijwerken = z.object({
  ...celSleutel,
  niveauNummer: bodyId("niveauNummer").nullable(),
  omschrijving: z.string().max(2000, "mag hoogstens 2000 tekens hebben").nullish(),
});
export type CelBijwerken = z.output<typeof celBijwerken>;
