export { aanhef, briefaanhef, sorteerNaam, volledigeNaam, type NaamDelen } from "./naam";
export { BYTE_EENHEDEN, formatBytes } from "./bytes";
export { formatDatum, formatDatumTijd } from "./datum";
export { alsGetal, formatGetal } from "./getal";
export { formatLeeftijd, GEMIDDELDE_MAAND_DAGEN, leeftijd, type Leeftijd } from "./leeftijd";
export { formatNiveau, niveauLabel, niveauVenster, type NiveauMetFractie } from "./niveau";
export { aantalTekst, eersteHoofdletter, formatLijst, hoofdletters, kleineLetters, schoonOfNull } from "./tekst";
