/**
 * The columns of the spreadsheet pupil import (POST /api/Leerlingen/Import), shared by the service
 * that reads the file and the import screen that explains it and offers an example. Headers are
 * matched case-insensitively, ignoring spaces and punctuation ("Externe sleutel" = "externesleutel").
 * Only Roepnaam and Achternaam are required; a column the file leaves out keeps that field of a
 * known pupil unchanged.
 */
export type ImportVeld =
  | "externeSleutel"
  | "roepnaam"
  | "voornamen"
  | "tussenvoegsel"
  | "achternaam"
  | "geboortedatum"
  | "geslacht"
  | "ingangsdatum"
  | "einddatum"
  | "eckid"
  | "groep"
  | "leerroutepakket"
  | "leerroute"
  | "uitstroombestemming"
  | "leerrouteVanaf";

export interface ImportKolom {
  /** The header as the example file writes it. */
  kop: string;
  veld: ImportVeld;
  verplicht: boolean;
  uitleg: string;
  /** Other headers that mean the same column. */
  ook: readonly string[];
  voorbeeld: string;
}

export const LEERLING_IMPORT_KOLOMMEN: readonly ImportKolom[] = [
  {
    kop: "Sleutel",
    veld: "externeSleutel",
    verplicht: false,
    ook: ["Externe sleutel"],
    uitleg: "De sleutel van de leerling in het leerlingadministratiesysteem. Een bekende sleutel wijzigt die leerling; zonder (bekende) sleutel komt er een leerling bij.",
    voorbeeld: "L-1001",
  },
  { kop: "Roepnaam", veld: "roepnaam", verplicht: true, ook: [], uitleg: "Verplicht.", voorbeeld: "Sanne" },
  { kop: "Voornamen", veld: "voornamen", verplicht: false, ook: [], uitleg: "Alle voornamen.", voorbeeld: "Sanne Maria" },
  { kop: "Tussenvoegsel", veld: "tussenvoegsel", verplicht: false, ook: [], uitleg: "Bijvoorbeeld van of de.", voorbeeld: "van" },
  { kop: "Achternaam", veld: "achternaam", verplicht: true, ook: [], uitleg: "Verplicht.", voorbeeld: "Dijk" },
  { kop: "Geboortedatum", veld: "geboortedatum", verplicht: false, ook: [], uitleg: "jjjj-mm-dd of dd-mm-jjjj.", voorbeeld: "2018-05-14" },
  {
    kop: "Geslacht",
    veld: "geslacht",
    verplicht: false,
    ook: [],
    uitleg: "0 onbekend, 1 man, 2 vrouw, 9 niet gespecificeerd; leeg: ongewijzigd (nieuw: 9).",
    voorbeeld: "2",
  },
  {
    kop: "Ingangsdatum",
    veld: "ingangsdatum",
    verplicht: false,
    ook: [],
    uitleg: "Datum van inschrijving; leeg: ongewijzigd (nieuw: vandaag).",
    voorbeeld: "2022-08-22",
  },
  { kop: "Einddatum", veld: "einddatum", verplicht: false, ook: [], uitleg: "Datum van uitschrijving; leeg: ongewijzigd (nieuw: nog ingeschreven).", voorbeeld: "" },
  { kop: "Eckid", veld: "eckid", verplicht: false, ook: [], uitleg: "De ketenbrede identificatie (ECK iD), als die er is.", voorbeeld: "" },
  {
    kop: "Groep",
    veld: "groep",
    verplicht: false,
    ook: [],
    uitleg:
      "Naam van een groep in het gekozen schooljaar (bij dezelfde naam in twee vestigingen: Naam (Vestiging)). De leerling wordt erin geplaatst voor het deel van het schooljaar waarin hij ingeschreven is; leeg: geen wijziging.",
    voorbeeld: "Groep 3",
  },
  {
    kop: "Leerroutepakket",
    veld: "leerroutepakket",
    verplicht: false,
    ook: ["Pakket"],
    uitleg: "Naam van een actief leerroutepakket van de administratie, bij de kolom Leerroute. Leeg: het enige actieve pakket (gebruikt de administratie er meer, dan is de naam nodig).",
    voorbeeld: "",
  },
  {
    kop: "Leerroute",
    veld: "leerroute",
    verplicht: false,
    ook: [],
    uitleg: "Naam (of nummer) van de leerroute in dat pakket. De leerling volgt deze route vanaf de datum in Leerroute vanaf; een route die dan loopt, eindigt de dag ervoor. Leeg: geen wijziging.",
    voorbeeld: "",
  },
  {
    kop: "Uitstroombestemming",
    veld: "uitstroombestemming",
    verplicht: false,
    ook: ["Uitstroom"],
    uitleg: "Naam (of nummer) van een uitstroombestemming van die leerroute; leeg: geen.",
    voorbeeld: "",
  },
  {
    kop: "Leerroute vanaf",
    veld: "leerrouteVanaf",
    verplicht: false,
    ook: ["Leerroute ingangsdatum"],
    uitleg: "Vanaf wanneer de leerroute geldt (jjjj-mm-dd of dd-mm-jjjj); leeg: de ingangsdatum van een nieuwe leerling, vandaag voor een bekende.",
    voorbeeld: "",
  },
];

/** A header cell as it is compared: lower case letters only. */
export const kolomSleutel = (kop: string) => kop.toLowerCase().replace(/[^a-z]/g, "");

/** Header (normalised) → field, for every header and alias. */
export const KOLOM_VELDEN: ReadonlyMap<string, ImportVeld> = new Map(
  LEERLING_IMPORT_KOLOMMEN.flatMap((k) => [k.kop, ...k.ook].map((kop) => [kolomSleutel(kop), k.veld] as const)),
);

function csvCel(v: string): string {
  return /[;"\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** An example file: the headers and one pupil, separated by semicolons (as Dutch Excel saves CSV). */
export function voorbeeldCsv(): string {
  const kop = LEERLING_IMPORT_KOLOMMEN.map((k) => csvCel(k.kop)).join(";");
  const rij = LEERLING_IMPORT_KOLOMMEN.map((k) => csvCel(k.voorbeeld)).join(";");
  return `${kop}\r\n${rij}\r\n`;
}
