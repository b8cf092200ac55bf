import { metWijzigingen, ROLLEN_2_0, T, type EdexAttribuut, type EdexElement, type EdexTabel, type EdexType } from "./schema";
import { EDEX_2_0, rol20 } from "./schema-2.0";

/** EDEXKeyType of 2.1: 1 to 256 characters (was 64). */
const sleutel256: EdexType = { soort: "tekst", min: 1, lengte: 256 };
/** The ketenbrede identiteit, an optional attribute of a pupil and a teacher (<leerling key="…" eckid="…">), unique in the file. */
const eckid: EdexAttribuut = { naam: "eckid", verplicht: false, type: sleutel256 };
const metEckid = (e: EdexElement): EdexElement => ({ ...e, attributen: [...(e.attributen ?? []), eckid] });

/**
 * EDEXML 2.1 as the differences from 2.0 (the change history in the 2.1 XSDs, 2016-12-07 and
 * 2017-02-17): the eckid attribute of pupils and teachers, keys of up to 256 characters, and the
 * role TAL (toetsafnameleider). Nothing else changed.
 */
export const EDEX_2_1: EdexTabel = metWijzigingen(EDEX_2_0, "2.1", [
  { type: T.sleutel, wordt: sleutel256 },
  { vervang: "EDEX.leerlingen.leerling", door: (e) => metEckid(e as EdexElement) },
  { vervang: "EDEX.leerkrachten.leerkracht", door: (e) => metEckid(e as EdexElement) },
  { type: rol20, wordt: { soort: "keuzelijst", waarden: [...ROLLEN_2_0.slice(0, 15), "TAL", ...ROLLEN_2_0.slice(15)] } },
]);
