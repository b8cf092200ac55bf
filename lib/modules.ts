/**
 * The fixed catalogue of module codes an administration can have (Administratie.modules), with
 * their Dutch names. Pure: used by the API (GET /api/Administraties/Modules) and the
 * Mijnadministratie screen. Codes are part of the API contract: never rename one.
 */
export interface ModuleDefinitie {
  code: string;
  naam: string;
  omschrijving: string;
  /** Whether this version of the product has the module's screens; an ordered module without them is "nog niet beschikbaar". */
  beschikbaar: boolean;
}

export const MODULES: readonly ModuleDefinitie[] = [
  { code: "LEERROUTES", beschikbaar: true, naam: "Leerroutes", omschrijving: "Leerroutepakketten, leerroutes, domeinen, competenties en indicatoren" },
  { code: "LESSEN", beschikbaar: true, naam: "Lessen", omschrijving: "Lesbundels en lessen met bronnen, delen en publiceren" },
  { code: "PLANNING", beschikbaar: true, naam: "Planning", omschrijving: "Groepsplannen, handelingsplannen en leerlingplannen" },
  { code: "MONITOR", beschikbaar: true, naam: "Monitor en overzichten", omschrijving: "Evalueren van indicatoren, beheersing per competentie, leerling en vakgebied" },
  { code: "OPP", beschikbaar: true, naam: "Ontwikkelingsperspectieven", omschrijving: "Ontwikkelingsperspectiefplannen met versies en vaststellen" },
  { code: "EDEX", beschikbaar: true, naam: "EDEX-import", omschrijving: "Stapsgewijs importeren uit het EDEX-uitwisselformaat" },
  { code: "CONNECTOR", beschikbaar: true, naam: "Koppeling leerlingadministratie", omschrijving: "Koppeling met een extern leerlingadministratiesysteem" },
];

export const MODULE_CODES: readonly string[] = MODULES.map((m) => m.code);

/** Whether the administration has a module (its permissions carry the codes, loadPermissions). */
export function heeftModule(p: { modules?: readonly string[] }, code: string): boolean {
  return p.modules?.includes(code) ?? false;
}

/** The catalogue entry of a code; an unknown code (an older data set) gets its code as name. */
export function moduleDefinitie(code: string): ModuleDefinitie {
  return MODULES.find((m) => m.code === code) ?? { code, naam: code, omschrijving: "", beschikbaar: false };
}
