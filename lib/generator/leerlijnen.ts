/**
 * The content of a generated learning-route package: continuous learning lines for special
 * education (SO/VSO) in four domains, 16 levels, indicators per competency and level, 12 phases,
 * four learning routes with their exit destinations and trajectories per school type.
 *
 * Indicators come from templates valid on a range of levels. Placeholders:
 *   {tot} number range, {avi} AVI reading level, {tafels}, {geld}, {minuten}, {stappen}, {letters}
 *   {mate} how independently: "met hulp" ... "zelfstandig", by the level's place in the range.
 */

export const AANTAL_NIVEAUS = 16;
export const AANTAL_FASEN = 12;

type Sjabloon = readonly [van: number, tot: number, tekst: string];

export interface CompetentieDef {
  naam: string;
  sjablonen: readonly Sjabloon[];
}

export interface DomeinDef {
  naam: string;
  code: string;
  /** Levels above the cognitive routes' target in this domain (social domains run ahead). */
  niveauVoorsprong: number;
  competenties: readonly CompetentieDef[];
}

export const DOMEINEN: readonly DomeinDef[] = [
  {
    naam: "Nederlandse taal",
    code: "NT",
    niveauVoorsprong: 0,
    competenties: [
      {
        naam: "Mondelinge communicatie",
        sjablonen: [
          [1, 2, "Reageert op aanspreken door de leerkracht {mate}"],
          [1, 3, "Maakt contact door oogcontact, geluid of gebaar {mate}"],
          [2, 4, "Geeft met een gebaar, pictogram of woord aan wat hij wil {mate}"],
          [4, 6, "Vertelt in korte zinnen over een eigen ervaring {mate}"],
          [5, 7, "Stelt een vraag om informatie te krijgen {mate}"],
          [6, 9, "Voert een mondelinge opdracht uit met {stappen} stappen"],
          [8, 11, "Vertelt een verhaal in de goede volgorde {mate}"],
          [10, 13, "Houdt een korte presentatie over een bekend onderwerp {mate}"],
          [12, 16, "Voert een gesprek volgens de beurtregels en luistert naar de ander {mate}"],
          [14, 16, "Geeft een onderbouwde mening in een discussie {mate}"],
        ],
      },
      {
        naam: "Woordenschat",
        sjablonen: [
          [1, 3, "Reageert op de eigen naam en de namen van bekende personen {mate}"],
          [2, 5, "Begrijpt woorden voor dagelijkse voorwerpen in de klas {mate}"],
          [4, 7, "Benoemt kleuren, vormen en lichaamsdelen {mate}"],
          [6, 9, "Gebruikt ruimtelijke begrippen als op, onder, naast en achter {mate}"],
          [8, 12, "Leidt de betekenis van een onbekend woord af uit de zin {mate}"],
          [10, 14, "Gebruikt schooltaalwoorden bij wereldoriëntatie {mate}"],
          [13, 16, "Zoekt de betekenis van een woord op in een (digitaal) woordenboek {mate}"],
        ],
      },
      {
        naam: "Technisch lezen",
        sjablonen: [
          [3, 5, "Herkent de eigen naam en de pictogrammen in de klas {mate}"],
          [5, 7, "Kent {letters} letters (klank-tekenkoppeling)"],
          [6, 8, "Leest klankzuivere woorden van het type mkm {mate}"],
          [6, 16, "Leest een tekst op AVI-niveau {avi} vlot en foutloos"],
          [8, 10, "Leest woorden met medeklinkerclusters (mmkm, mkmm) {mate}"],
          [9, 12, "Leest woorden van meer lettergrepen {mate}"],
          [12, 16, "Leest een onbekende tekst met expressie voor aan de groep {mate}"],
        ],
      },
      {
        naam: "Begrijpend lezen",
        sjablonen: [
          [4, 6, "Begrijpt wat er gebeurt op een plaatje of pictogram {mate}"],
          [6, 9, "Beantwoordt vragen over een voorgelezen verhaal {mate}"],
          [8, 11, "Vertelt na het lezen waar een korte tekst over gaat {mate}"],
          [10, 13, "Haalt gerichte informatie uit een tekst (zoekend lezen) {mate}"],
          [12, 15, "Onderscheidt hoofd- en bijzaken in een tekst {mate}"],
          [13, 16, "Herkent de bedoeling van de schrijver: informeren, overtuigen of amuseren {mate}"],
          [14, 16, "Leest en begrijpt een rooster, recept of formulier {mate}"],
        ],
      },
      {
        naam: "Schrijven",
        sjablonen: [
          [3, 5, "Maakt krassen en lijnen met potlood of krijt {mate}"],
          [5, 7, "Schrijft de eigen naam {mate}"],
          [6, 9, "Schrijft letters en woorden in verbonden schrift {mate}"],
          [8, 11, "Schrijft een korte zin over een eigen ervaring {mate}"],
          [10, 13, "Schrijft een kort verhaal met een begin, een midden en een eind {mate}"],
          [12, 16, "Schrijft een brief of e-mail met de juiste opbouw {mate}"],
          [14, 16, "Vult een formulier in met persoonlijke gegevens {mate}"],
        ],
      },
      {
        naam: "Spelling",
        sjablonen: [
          [6, 8, "Spelt klankzuivere woorden van het type mkm {mate}"],
          [8, 10, "Spelt woorden met tweetekenklanken (ui, ei, ou, au) {mate}"],
          [9, 12, "Past de verlengingsregel toe (hond - honden) {mate}"],
          [11, 14, "Spelt woorden met open en gesloten lettergrepen {mate}"],
          [12, 16, "Vervoegt werkwoorden in de tegenwoordige tijd correct {mate}"],
          [14, 16, "Spelt de verleden tijd van zwakke werkwoorden ('t kofschip) {mate}"],
        ],
      },
    ],
  },
  {
    naam: "Rekenen/wiskunde",
    code: "RW",
    niveauVoorsprong: 0,
    competenties: [
      {
        naam: "Getalbegrip",
        sjablonen: [
          [1, 3, "Merkt op dat er iets bij komt of af gaat {mate}"],
          [3, 10, "Telt synchroon tot {tot}"],
          [9, 14, "Telt terug en in sprongen tot {tot}"],
          [4, 16, "Ordent getallen tot {tot} en noemt het getal ervoor en erna"],
          [5, 8, "Herkent hoeveelheden tot zes zonder te tellen {mate}"],
          [6, 16, "Plaatst getallen tot {tot} op een getallenlijn"],
          [12, 16, "Rekent met breuken, kommagetallen en procenten in eenvoudige situaties {mate}"],
        ],
      },
      {
        naam: "Bewerkingen",
        sjablonen: [
          [5, 16, "Maakt optel- en aftreksommen tot {tot}"],
          [8, 12, "Rekent over het tiental met de strategie splitsen {mate}"],
          [9, 13, "Kent de tafels van {tafels}"],
          [11, 16, "Deelt met en zonder rest tot {tot}"],
          [13, 16, "Gebruikt de rekenmachine bij grote getallen {mate}"],
        ],
      },
      {
        naam: "Meten en meetkunde",
        sjablonen: [
          [2, 5, "Sorteert voorwerpen op kleur, vorm of grootte {mate}"],
          [4, 7, "Vergelijkt lengtes: langer, korter, even lang {mate}"],
          [7, 10, "Meet met een liniaal in hele centimeters {mate}"],
          [9, 13, "Rekent met meter, centimeter, kilogram en liter {mate}"],
          [12, 16, "Berekent omtrek en oppervlakte van rechthoekige figuren {mate}"],
          [12, 16, "Leest een plattegrond en volgt een route {mate}"],
        ],
      },
      {
        naam: "Tijd",
        sjablonen: [
          [2, 5, "Volgt het dagritme met behulp van dagritmekaarten {mate}"],
          [5, 8, "Noemt de dagen van de week in de goede volgorde {mate}"],
          [7, 9, "Leest hele en halve uren op de analoge klok {mate}"],
          [9, 12, "Leest kwartieren en minuten op de analoge klok {mate}"],
          [10, 14, "Leest de digitale klok en zet tijden om (14.30 uur is half drie) {mate}"],
          [12, 16, "Rekent met tijdsduur bij een dienstregeling of rooster {mate}"],
        ],
      },
      {
        naam: "Geld",
        sjablonen: [
          [5, 10, "Herkent munten en briefjes tot {geld} euro"],
          [7, 10, "Betaalt gepast met munten tot {geld} euro"],
          [9, 13, "Rekent terug bij het betalen {mate}"],
          [12, 16, "Maakt een eenvoudige begroting voor boodschappen of een uitje {mate}"],
          [13, 16, "Vergelijkt prijzen en rekent met korting {mate}"],
        ],
      },
      {
        naam: "Verbanden",
        sjablonen: [
          [8, 11, "Leest gegevens af uit een eenvoudige tabel {mate}"],
          [10, 13, "Leest een staafdiagram en beantwoordt vragen erover {mate}"],
          [12, 16, "Maakt een tabel of grafiek van verzamelde gegevens {mate}"],
          [13, 16, "Herkent stijgen en dalen in een lijngrafiek {mate}"],
        ],
      },
    ],
  },
  {
    naam: "Sociaal-emotionele ontwikkeling",
    code: "SEO",
    niveauVoorsprong: 1,
    competenties: [
      {
        naam: "Zelfbeeld",
        sjablonen: [
          [1, 4, "Herkent zichzelf in een spiegel of op een foto {mate}"],
          [3, 7, "Kiest zelf een activiteit en maakt die af {mate}"],
          [6, 10, "Noemt iets waar hij goed in is {mate}"],
          [9, 13, "Benoemt eigen sterke kanten en verbeterpunten {mate}"],
          [12, 16, "Vertelt wat hij na school wil gaan doen en waarom {mate}"],
        ],
      },
      {
        naam: "Omgaan met gevoelens",
        sjablonen: [
          [1, 4, "Laat merken of hij blij, boos of verdrietig is {mate}"],
          [4, 8, "Benoemt bij zichzelf de gevoelens blij, boos, bang en verdrietig {mate}"],
          [7, 11, "Herkent gevoelens bij een ander {mate}"],
          [9, 13, "Gebruikt een afgesproken manier om rustig te worden {mate}"],
          [12, 16, "Gaat passend om met teleurstelling en kritiek {mate}"],
        ],
      },
      {
        naam: "Omgaan met anderen",
        sjablonen: [
          [1, 4, "Accepteert een ander kind in de buurt {mate}"],
          [3, 7, "Speelt samen met een ander kind {mate}"],
          [5, 9, "Wacht op zijn beurt in de kring of bij een spel {mate}"],
          [8, 12, "Helpt een ander als dat nodig is {mate}"],
          [10, 14, "Lost een ruzie op door erover te praten {mate}"],
          [13, 16, "Werkt samen aan een opdracht en verdeelt de taken {mate}"],
        ],
      },
      {
        naam: "Sociale redzaamheid",
        sjablonen: [
          [2, 6, "Hangt de jas op en pakt zelf de tas {mate}"],
          [4, 8, "Houdt zich aan de regels en routines van de klas {mate}"],
          [7, 11, "Vraagt om hulp als hij iets niet begrijpt {mate}"],
          [10, 14, "Reist een bekende route zelfstandig {mate}"],
          [12, 16, "Gedraagt zich passend op een stageplek {mate}"],
        ],
      },
    ],
  },
  {
    naam: "Leren leren",
    code: "LL",
    niveauVoorsprong: 1,
    competenties: [
      {
        naam: "Taakgerichtheid",
        sjablonen: [
          [1, 16, "Richt de aandacht {minuten} op een taak of activiteit"],
          [6, 10, "Begint na de instructie meteen aan de taak {mate}"],
          [12, 16, "Controleert het eigen werk voor het inleveren {mate}"],
        ],
      },
      {
        naam: "Zelfstandig werken",
        sjablonen: [
          [3, 7, "Werkt met een dagtaak of taakbord {mate}"],
          [6, 10, "Laat met het blokje of stoplicht zien dat hij hulp nodig heeft {mate}"],
          [9, 13, "Probeert een probleem eerst zelf op te lossen {mate}"],
          [12, 16, "Werkt een weektaak af {mate}"],
        ],
      },
      {
        naam: "Plannen en organiseren",
        sjablonen: [
          [4, 8, "Legt de materialen voor een taak klaar {mate}"],
          [7, 11, "Werkt met een stappenplan {mate}"],
          [10, 14, "Plant taken over meerdere dagen in een agenda {mate}"],
          [13, 16, "Maakt een planning voor een project en houdt zich eraan {mate}"],
        ],
      },
      {
        naam: "Reflecteren",
        sjablonen: [
          [5, 9, "Vertelt na afloop wat hij heeft gedaan {mate}"],
          [8, 12, "Vertelt wat goed ging en wat beter kan {mate}"],
          [12, 16, "Stelt een eigen leerdoel en bespreekt of het gehaald is {mate}"],
        ],
      },
    ],
  },
];

const MATE_JONG = ["met fysieke hulp", "met hulp", "met een voorbeeld", "zelfstandig", "in wisselende situaties"];
const MATE = ["met hulp", "met een voorbeeld", "zelfstandig", "zelfstandig en zonder fouten", "in wisselende situaties"];
const TOT = ["2", "3", "4", "5", "6", "10", "15", "20", "50", "100", "500", "1000", "10.000", "100.000", "1.000.000", "een miljard"];
const AVI = ["Start", "M3", "E3", "M4", "E4", "M5", "E5", "M6", "E6", "M7", "E7"];
const TAFELS = ["1, 2 en 10", "5 en 10", "3 en 4", "6 en 7", "8 en 9"];
const GELD = ["1", "2", "5", "10", "20", "50"];
const MINUTEN = [
  "een halve minuut", "één minuut", "twee minuten", "drie minuten", "vijf minuten", "zeven minuten", "tien minuten", "twaalf minuten",
  "een kwartier", "twintig minuten", "vijfentwintig minuten", "een half uur", "drie kwartier", "een uur", "anderhalf uur", "een dagdeel",
];
const STAPPEN = ["twee", "drie", "vier", "vijf"];
const LETTERS = ["vijf", "vijftien", "alle"];

/** The indicator text of a template at a level. */
export function vulIn([van, tot, tekst]: Sjabloon, niveau: number): string {
  const i = niveau - van;
  const breedte = tot - van + 1;
  // Physical help only on the lowest levels; the last level of a range is the most independent.
  const maten = van <= 4 ? MATE_JONG : MATE;
  const index = breedte <= maten.length ? maten.length - breedte + i : Math.floor((i * maten.length) / breedte);
  const mate = breedte <= 1 ? "" : maten[Math.min(maten.length - 1, index)]!;
  return tekst
    .replace("{mate}", mate)
    .replace("{tot}", TOT[niveau - 1] ?? "")
    .replace("{avi}", AVI[i] ?? AVI[AVI.length - 1]!)
    .replace("{tafels}", TAFELS[i] ?? TAFELS[TAFELS.length - 1]!)
    .replace("{geld}", GELD[i] ?? GELD[GELD.length - 1]!)
    .replace("{minuten}", MINUTEN[niveau - 1] ?? "")
    .replace("{stappen}", STAPPEN[i] ?? "")
    .replace("{letters}", LETTERS[i] ?? "")
    .replace(/\s+$/, "")
    .replace(/\s{2,}/g, " ");
}

export const NIVEAU_OMSCHRIJVING = [
  "Beginnende waarneming en reactie",
  "Gericht reageren op de omgeving",
  "Eerste doelgerichte handelingen",
  "Jonge kind: spelend leren",
  "Jonge kind: voorbereidend leren",
  "Begin formeel leren (eind groep 2)",
  "Halverwege groep 3",
  "Eind groep 3",
  "Eind groep 4",
  "Eind groep 5",
  "Eind groep 6",
  "Eind groep 7",
  "Eind groep 8 (1F)",
  "Praktijkgericht vervolg (1F+)",
  "Vervolgonderwijs basis (1F/2F)",
  "Vervolgonderwijs kader (2F)",
];

export interface LeerrouteDef {
  nummer: number;
  naam: string;
  omschrijving: string;
  /** Level aimed at in phase 1 and in the last phase. */
  startNiveau: number;
  eindNiveau: number;
  uitstroombestemmingen: number[];
}

export const LEERROUTES: readonly LeerrouteDef[] = [
  { nummer: 1, naam: "Leerroute 1", omschrijving: "Uitstroom naar belevingsgerichte of activerende dagbesteding", startNiveau: 1, eindNiveau: 6, uitstroombestemmingen: [1, 2] },
  { nummer: 2, naam: "Leerroute 2", omschrijving: "Uitstroom naar taakgerichte of arbeidsmatige dagbesteding", startNiveau: 2, eindNiveau: 9, uitstroombestemmingen: [2, 3, 4] },
  { nummer: 3, naam: "Leerroute 3", omschrijving: "Uitstroom naar arbeid: beschut, met ondersteuning of regulier", startNiveau: 3, eindNiveau: 12, uitstroombestemmingen: [4, 5, 6, 7, 10] },
  { nummer: 4, naam: "Leerroute 4", omschrijving: "Uitstroom naar vervolgonderwijs: praktijkonderwijs, vmbo of entree", startNiveau: 4, eindNiveau: 16, uitstroombestemmingen: [8, 9, 10] },
];

export const UITSTROOMBESTEMMINGEN: readonly { nummer: number; naam: string; omschrijving: string }[] = [
  { nummer: 1, naam: "Belevingsgerichte dagbesteding", omschrijving: "Dagbesteding gericht op zintuiglijke ervaringen en welbevinden" },
  { nummer: 2, naam: "Activerende dagbesteding", omschrijving: "Dagbesteding met eenvoudige activiteiten onder begeleiding" },
  { nummer: 3, naam: "Taakgerichte dagbesteding", omschrijving: "Dagbesteding met vaste taken in een beschermde omgeving" },
  { nummer: 4, naam: "Arbeidsmatige dagbesteding", omschrijving: "Werkzaamheden met een productief karakter onder begeleiding" },
  { nummer: 5, naam: "Beschut werk", omschrijving: "Betaald werk in een beschutte omgeving" },
  { nummer: 6, naam: "Arbeid met ondersteuning", omschrijving: "Werk bij een reguliere werkgever met jobcoaching" },
  { nummer: 7, naam: "Regulier werk", omschrijving: "Betaald werk zonder blijvende ondersteuning" },
  { nummer: 8, naam: "Praktijkonderwijs", omschrijving: "Vervolg in het praktijkonderwijs" },
  { nummer: 9, naam: "Vmbo basis/kader", omschrijving: "Vervolg in het vmbo, basis- of kaderberoepsgerichte leerweg" },
  { nummer: 10, naam: "Mbo entree", omschrijving: "Vervolg in de entreeopleiding (mbo niveau 1)" },
];

export const FASE_NAMEN = [
  "Fase 1 - Instroom", "Fase 2", "Fase 3", "Fase 4", "Fase 5", "Fase 6",
  "Fase 7", "Fase 8 - Afronding SO", "Fase 9 - Onderbouw VSO", "Fase 10", "Fase 11 - Oriëntatie uitstroom", "Fase 12 - Uitstroom",
];

/** The level a route aims at in a phase and domain (the stroomplan). */
export function doelNiveau(route: LeerrouteDef, fase: number, domein: DomeinDef): number {
  const n = route.startNiveau + ((fase - 1) * (route.eindNiveau - route.startNiveau)) / (AANTAL_FASEN - 1);
  return Math.max(1, Math.min(AANTAL_NIVEAUS, Math.round(n) + domein.niveauVoorsprong));
}

export type SchoolsoortCode = "BO" | "SBO" | "SO" | "VSO";

/** Trajectories: which phase a pupil works in per school year level, per school type and route. */
export function trajectFasen(schoolsoort: SchoolsoortCode): { leerjaar: string; fase: number }[] {
  switch (schoolsoort) {
    case "SO":
      return Array.from({ length: 8 }, (_, i) => ({ leerjaar: `SO leerjaar ${i + 1}`, fase: i + 1 }));
    case "VSO":
      return Array.from({ length: 6 }, (_, i) => ({ leerjaar: `VSO leerjaar ${i + 1}`, fase: [9, 9, 10, 11, 12, 12][i]! }));
    case "SBO":
    case "BO":
      return Array.from({ length: 8 }, (_, i) => ({ leerjaar: `Groep ${i + 1}`, fase: i + 1 }));
  }
}

/** Which routes have a trajectory in a school type. */
export const ROUTES_PER_SCHOOLSOORT: Record<SchoolsoortCode, number[]> = { SO: [1, 2, 3, 4], VSO: [1, 2, 3, 4], SBO: [3, 4], BO: [4] };
