import * as z from "zod";

/**
 * The name of a new exit destination (Leerroutes/Add and /Edit, `nieuweUitstroombestemmingen`):
 * parsed by the API route for every name in the list and by the route page's add field alike.
 */
export const uitstroombestemmingNaam = z
  .string({ error: "vul de naam van [[de uitstroom]] in" })
  .trim()
  .min(1, "vul de naam van [[de uitstroom]] in")
  .max(200, "de naam mag hoogstens 200 tekens hebben");
