/**
 * The lists the pupil export offers on the screen (the route also takes Eigen). Apart from
 * lib/schemas/export so the export screen shows them without loading zod (issue 27).
 */
export const LEERLINGEN_EXPORT_LIJSTEN = ["Alle", "Actief", "Inactief", "GeenKlastoewijzing"] as const;
