import { OPEN_EINDDATUM_ISO } from "@/lib/schooljaar";
import type { LeerlingView } from "@/lib/services/leerlingen";

/**
 * What a row of the pupil list shows, and the merge dialog reads, of a pupil: the list page
 * dehydrates only this and the list's query maps the call's answer to it (issue 27: the call's
 * voornamen, geslacht, actief, eckid and each group's kind and branch were ~5 KB of the page's
 * HTML that no column shows). The full name is not sent twice: \`volledigeNaam(rij)\` (lib/format)
 * makes it as the call does; an open end date is null.
 */
export type LeerlingRij = Pick<LeerlingView, "id" | "roepnaam" | "tussenvoegsel" | "achternaam" | "geboortedatum" | "leeftijd" | "ingangsdatum" | "externeSleutel"> & {
  einddatum: string | null;
  groepen: { nr: number; naam: string }[];
};

export function naarRij(l: LeerlingView): LeerlingRij {
  return {
    id: l.id,
    roepnaam: l.roepnaam,
    tussenvoegsel: l.tussenvoegsel,
    achternaam: l.achternaam,
    geboortedatum: l.geboortedatum,
    leeftijd: l.leeftijd,
    ingangsdatum: l.ingangsdatum,
    einddatum: l.einddatum === OPEN_EINDDATUM_ISO ? null : l.einddatum,
    externeSleutel: l.externeSleutel,
    groepen: l.groepen.map((g) => ({ nr: g.nr, naam: g.naam })),
  };
}

/** A page of the list as the screen's query holds it. */
export interface LeerlingenLijstPagina {
  items: LeerlingRij[];
  total: number;
  page: number;
  pageSize: number;
}
