import { metWijzigingen, ROLLEN_2_0, T, type EdexAttribuut, type EdexElement, type EdexTabel, type EdexType } from "./schema";
import { EDEX_2_0, rol20 } from "./schema-2.0";

/*
 * Sources (EDEXML 2.1): the change history in the 2.1 files themselves — EDEXML.types.vast.xsd
 * (2016-12-07: EDEXKeyType 64 → 256), EDEXML.elementen.xsd (2016-12-07: @eckid in LeerlingType and
 * LeerkrachtType), EDEXML.structuur.xsd (2016-12-07: leerlingEckidUnique, leerkrachtEckidUnique),
 * EDEXML.types.variabel.xsd (2017-02-17: role TAL). Compared with 2.0 element by element, nothing
 * else differs (the jaargroep and school-year lists are 2.0's).
 */

/** types.vast 2.1 EDEXKeyType: 1 to 256 characters (was 64). Keys and the eckid. */
const sleutel256: EdexType = { soort: "tekst", min: 1, lengte: 256 };
/** elementen 2.1 LeerlingType / LeerkrachtType: <xs:attribute name="eckid" type="EDEXKeyType"/> (optional); unique per kind (structuur 2.1). */
const eckid: EdexAttribuut = { naam: "eckid", verplicht: false, type: sleutel256 };
const metEckid = (e: EdexElement): EdexElement => ({ ...e, attributen: [...(e.attributen ?? []), eckid] });

/** EDEXML 2.1: 2.0 plus the eckid attribute of pupils and teachers, keys of up to 256 characters and the role TAL. */
export const EDEX_2_1: EdexTabel = metWijzigingen(EDEX_2_0, "2.1", [
  { type: T.sleutel, wordt: sleutel256 },
  { vervang: "EDEX.leerlingen.leerling", door: (e) => metEckid(e as EdexElement) },
  { vervang: "EDEX.leerkrachten.leerkracht", door: (e) => metEckid(e as EdexElement) },
  // types.variabel 2.1 EDEXLeerkrachtRolType: TAL ("Toetsafname leider") between STA and VAK.
  { type: rol20, wordt: { soort: "keuzelijst", waarden: [...ROLLEN_2_0.slice(0, ROLLEN_2_0.indexOf("STA") + 1), "TAL", ...ROLLEN_2_0.slice(ROLLEN_2_0.indexOf("STA") + 1)] } },
]);
