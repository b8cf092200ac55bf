import type { AnyRoute } from "../route";
import Accounts from "./Accounts";
import Administraties from "./Administraties";
import general from "./general";
import Medewerkers from "./Medewerkers";
import Schooljaren from "./Schooljaren";
import Leerroutepakketten from "./Leerroutepakketten";
import Niveaus from "./Niveaus";
import Domeinen from "./Domeinen";
import Competenties from "./Competenties";
import Competentieniveaus from "./Competentieniveaus";
import Indicatoren from "./Indicatoren";
import Hoofdvakgebieden from "./Hoofdvakgebieden";
import Vakgebieden from "./Vakgebieden";
import Beoordelaars from "./Beoordelaars";
import Beoordeling from "./Beoordeling";
import Leerjaar from "./Leerjaar";
import Edex from "./Edex";
import Vestigingen from "./Vestigingen";
import Rollen from "./Rollen";
import Tag from "./Tag";
import NotitieSoorten from "./NotitieSoorten";
import LeerlingdossierCategorieen from "./LeerlingdossierCategorieen";
import Leerlingen from "./Leerlingen";
import Leerlingtoewijzingen from "./Leerlingtoewijzingen";
import Groepen from "./Groepen";

/** Every catalogue area's routes. A new area is one file in this folder and one line here. */
export const routes: AnyRoute[] = [...general, ...Accounts, ...Administraties, ...Schooljaren, ...Leerroutepakketten, ...Niveaus, ...Domeinen, ...Competenties, ...Competentieniveaus, ...Indicatoren, ...Hoofdvakgebieden, ...Vakgebieden, ...Beoordelaars, ...Beoordeling, ...Leerjaar, ...Medewerkers, ...Vestigingen, ...Rollen, ...Tag, ...NotitieSoorten, ...LeerlingdossierCategorieen, ...Leerlingen, ...Leerlingtoewijzingen, ...Groepen, ...Edex];
