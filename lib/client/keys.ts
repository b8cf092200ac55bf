/**
 * Query keys, one place: server prefetch and client hooks must agree. Roots "permissies" and
 * "administratieContext" get the 15-minute freshness (see query-client.ts).
 */
export const queryKeys = {
  permissies: (admnr: number) => ["permissies", admnr] as const,
  administratieContext: (admnr: number) => ["administratieContext", admnr] as const,
  schooljaren: (admnr: number) => ["schooljaren", admnr] as const,
  schooljaar: (admnr: number, schooljaar: string) => ["schooljaren", admnr, schooljaar] as const,
  administraties: () => ["administraties"] as const,
  leerroutepakketten: (admnr: number) => ["leerroutepakketten", admnr] as const,
  leerroutepakket: (admnr: number, id: number) => ["leerroutepakketten", admnr, id] as const,
  /** Parts of one package; all start with leerroutepakket(admnr, id) so one invalidation refreshes them. */
  leerroutepakketDeel: (admnr: number, id: number, deel: string, ...ids: (number | string | null)[]) => ["leerroutepakketten", admnr, id, deel, ...ids] as const,
  /** Phases of a package (voorPakket), one phase's grid, and a cell's indicators or lessons: parts of the package. */
  leerroutepakketFasen: (admnr: number, id: number) => ["leerroutepakketten", admnr, id, "fasen"] as const,
  leerroutepakketFase: (admnr: number, id: number, fase: number) => ["leerroutepakketten", admnr, id, "fase", fase] as const,
  leerroutepakketCel: (admnr: number, id: number, fase: number, lr: number, domein: number, deel: "indicatoren" | "lessen") =>
    ["leerroutepakketten", admnr, id, "cel", fase, lr, domein, deel] as const,
  /** Root of the Mijnadministratie queries (not "administratieContext": those stay fresh 15 minutes). */
  mijnAdministratie: (admnr: number) => ["mijnAdministratie", admnr] as const,
  administratieDetails: (admnr: number) => ["mijnAdministratie", admnr, "details"] as const,
  modules: (admnr: number) => ["mijnAdministratie", admnr, "modules"] as const,
  licenties: (admnr: number) => ["mijnAdministratie", admnr, "licenties"] as const,
  gebruikteBytes: (admnr: number) => ["mijnAdministratie", admnr, "gebruikteBytes"] as const,
  logo: (admnr: number) => ["mijnAdministratie", admnr, "logo"] as const,
  apiKeys: (admnr: number) => ["mijnAdministratie", admnr, "apiKeys"] as const,
  openapi: () => ["openapi"] as const,
  /** Lesson bundles, lessons and sources: one root per administration; parts are the call and its ids. */
  lesbundels: (admnr: number, ...delen: (number | string)[]) => ["lesbundels", admnr, ...delen] as const,
  /** News: what members read (pages) and the own articles (writers); one root, so a change refreshes both. */
  nieuws: (admnr: number) => ["nieuws", admnr] as const,
  /** The overviews (Opbrengsten): one root per administration; parts are the call and its ids. */
  opbrengsten: (admnr: number, ...delen: (number | string)[]) => ["opbrengsten", admnr, ...delen] as const,
  /** The monitor and evaluation grid (Monitor, Observaties): one root per administration; parts are the call and its ids. */
  monitor: (admnr: number, ...delen: (number | string)[]) => ["monitor", admnr, ...delen] as const,
  nieuwsPagina: (admnr: number, soort: "lezen" | "eigen", page: number, pageSize: number) => ["nieuws", admnr, soort, page, pageSize] as const,
  nieuwsDetails: (admnr: number, id: number) => ["nieuws", admnr, "details", id] as const,
  nieuwsCategorieen: () => ["nieuwsCategorieen"] as const,
  /** The connector: state, configuration, SIS lists, imports and logs of one administration. */
  connector: (admnr: number, ...deel: (string | number)[]) => ["connector", admnr, ...deel] as const,
  /** Settings: main subject areas, subject areas and assessors (one root each; invalidate the root after a change). */
  hoofdvakgebieden: (admnr: number) => ["hoofdvakgebieden", admnr] as const,
  hoofdvakgebied: (admnr: number, nr: number) => ["hoofdvakgebieden", admnr, nr] as const,
  nietGekoppeldeDomeinen: (admnr: number) => ["hoofdvakgebieden", admnr, "nietGekoppeld"] as const,
  vakgebieden: (admnr: number) => ["vakgebieden", admnr] as const,
  vakgebied: (admnr: number, nr: number) => ["vakgebieden", admnr, nr] as const,
  vakgebiedCompetenties: (admnr: number, nr: number, pakketId: number) => ["vakgebieden", admnr, nr, "competenties", pakketId] as const,
  beoordelaars: (admnr: number) => ["beoordelaars", admnr] as const,
  beoordelaar: (admnr: number, nr: number) => ["beoordelaars", admnr, nr] as const,
  beoordelingen: (admnr: number, nr: number) => ["beoordelaars", admnr, nr, "beoordelingen"] as const,
  leerjaren: (admnr: number) => ["leerjaren", admnr] as const,
  leerjaarPakketFasen: (admnr: number, pakketId: number) => ["leerjaren", admnr, "pakketFasen", pakketId] as const,
  /** Root of every staff query of an administration (invalidate after a staff change). */
  medewerkers: (admnr: number) => ["medewerkers", admnr] as const,
  medewerkersOverzicht: (admnr: number, filter: string, zoek: string) => ["medewerkers", admnr, "overzicht", filter, zoek] as const,
  medewerker: (admnr: number, id: string) => ["medewerkers", admnr, "details", id] as const,
  medewerkerTab: (admnr: number, id: string, tab: string) => ["medewerkers", admnr, "details", id, tab] as const,
  /** Settings: branches (root per administration; details and school years hang below it). */
  vestigingen: (admnr: number) => ["vestigingen", admnr] as const,
  vestiging: (admnr: number, nr: number) => ["vestigingen", admnr, nr] as const,
  vestigingSchooljaren: (admnr: number, nr: number) => ["vestigingen", admnr, nr, "schooljaren"] as const,
  /** Settings: roles (root per administration). */
  rollen: (admnr: number) => ["rollen", admnr] as const,
  rol: (admnr: number, id: number) => ["rollen", admnr, id] as const,
  rolMedewerkers: (admnr: number, id: number) => ["rollen", admnr, id, "medewerkers"] as const,
  /** Settings: tags, note kinds and dossier categories. */
  tags: (admnr: number) => ["tags", admnr] as const,
  /** Settings: sign-in methods (issue 31). */
  inlogmethoden: (admnr: number) => ["inlogmethoden", admnr] as const,
  tagsGebruik: (admnr: number) => ["tags", admnr, "gebruik"] as const,
  notitieSoorten: (admnr: number) => ["notitieSoorten", admnr] as const,
  dossierCategorieen: (admnr: number) => ["dossierCategorieen", admnr] as const,
  /** Pupils: root per administration (invalidate after any pupil or assignment change). */
  leerlingen: (admnr: number) => ["leerlingen", admnr] as const,
  leerlingenLijst: (admnr: number, schooljaar: string, filter: string, vestiging: number | null, search: string, sort: string, page: number) =>
    ["leerlingen", admnr, "lijst", schooljaar, filter, vestiging, search, sort, page] as const,
  leerling: (admnr: number, id: number) => ["leerlingen", admnr, "details", id] as const,
  schoolloopbaan: (admnr: number, id: number) => ["leerlingen", admnr, "details", id, "schoolloopbaan"] as const,
  /** The pupil file (issue 16): notes of a pupil or group, dossier items, forms and form templates. */
  notities: (admnr: number, soort: "leerling" | "groep", id: number) => ["notities", admnr, soort, id] as const,
  dossier: (admnr: number, leerlingId: number) => ["dossier", admnr, leerlingId] as const,
  formulieren: (admnr: number) => ["formulieren", admnr] as const,
  formulierenLeerling: (admnr: number, leerlingId: number) => ["formulieren", admnr, "leerling", leerlingId] as const,
  formulierenLijst: (admnr: number, schooljaar: string, filter: string, vestiging: number | null, search: string, page: number) =>
    ["formulieren", admnr, "lijst", schooljaar, filter, vestiging, search, page] as const,
  formulier: (admnr: number, id: number) => ["formulieren", admnr, "details", id] as const,
  formulierTemplates: (admnr: number) => ["formulierTemplates", admnr] as const,
  formulierTemplate: (admnr: number, id: number) => ["formulierTemplates", admnr, id] as const,
  leerlingplanTemplates: (admnr: number) => ["leerlingplanTemplates", admnr] as const,
  leerlingplanTemplate: (admnr: number, id: number) => ["leerlingplanTemplates", admnr, id] as const,
  leerlingplannen: (admnr: number, schooljaar: string, filter: string) => ["leerlingplannen", admnr, schooljaar, filter] as const,
  leerlingplan: (admnr: number, id: number, periode: number) => ["leerlingplannen", admnr, "plan", id, periode] as const,
  leerlingplannenLeerling: (admnr: number, leerlingId: number) => ["leerlingplannen", admnr, "leerling", leerlingId] as const,
  /** OPP templates (beheer/Opptemplates): list, one template with categories, one category with items. */
  oppTemplates: (admnr: number) => ["oppTemplates", admnr] as const,
  oppTemplate: (admnr: number, id: number) => ["oppTemplates", admnr, id] as const,
  oppTemplateCategorie: (admnr: number, id: number, categorieId: number) => ["oppTemplates", admnr, id, "categorie", categorieId] as const,
  /** Groups: root per administration; assignments of a group hang below it. */
  groepen: (admnr: number) => ["groepen", admnr] as const,
  groepenLijst: (admnr: number, schooljaar: string, filter: string, vestiging: number | null) => ["groepen", admnr, "lijst", schooljaar, filter, vestiging] as const,
  groep: (admnr: number, nr: number) => ["groepen", admnr, "details", nr] as const,
  groepToewijzingen: (admnr: number, nr: number, actief: boolean, search = "", page = 1) => ["groepen", admnr, "details", nr, "toewijzingen", actief, search, page] as const,
  /** Group plans and action plans (issue 14): root per administration. */
  groepsplannen: (admnr: number) => ["groepsplannen", admnr] as const,
  groepsplannenLijst: (admnr: number, schooljaar: string, filter: string) => ["groepsplannen", admnr, "lijst", schooljaar, filter] as const,
  groepsplan: (admnr: number, groepNr: number, periode: number) => ["groepsplannen", admnr, "details", groepNr, periode] as const,
  groepsplannenVoorGroep: (admnr: number, groepNr: number) => ["groepsplannen", admnr, "groep", groepNr] as const,
  /** FilledPerioden: the group's periods, each with its plan (under the group's plans, so their invalidation reaches it). */
  groepsplanPerioden: (admnr: number, groepNr: number) => ["groepsplannen", admnr, "groep", groepNr, "perioden"] as const,
  handelingsplannen: (admnr: number) => ["handelingsplannen", admnr] as const,
  handelingsplannenLeerling: (admnr: number, leerlingId: number) => ["handelingsplannen", admnr, "leerling", leerlingId] as const,
  /** EDEX import: one entry per import and step (the comparison, recomputed after each choice). */
  edex: (admnr: number, importId: number) => ["edex", admnr, importId] as const,
  edexStap: (admnr: number, importId: number, stap: string) => ["edex", admnr, importId, stap] as const,
};
