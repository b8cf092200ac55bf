export { berichtenNaarDubbeleAccolades, deepMerge, naarDubbeleAccolades, type Berichten } from "./berichten";
export {
  bekendeKeten,
  berichtBestanden,
  leesBron,
  FALLBACK_LANGUAGE,
  getTenantMessages,
  isNamespace,
  loadMessages,
  loadNamespace,
  metTermen,
  termenVoor,
  NAMESPACES,
  type Namespace,
} from "./messages";
export {
  isTaalCode,
  localeVoorTaalCode,
  normaliseerTaalCode,
  SPECIAAL_ONDERWIJS_TAALCODE,
  TAALCODE_PER_SECTOR,
  TAALCODES,
  taalCodeKeten,
  taalCodeVoorSector,
  type TaalCode,
} from "./taalcode";
export { OnbekendeTerm, termenUit, termTekst, vulTermenIn, vulTermenInBoom, type Termen } from "./termen";
export { serverVertaler } from "./server";
