import { monitorTab } from "@/components/monitor/tabs";
import { beheerItemsFor } from "@/lib/navigation";
import { Functiegebied, guards, permittedFilters, kiesLijstFilter, resolveListFilter, type FilterNaam, type Guard, type UserPermissions } from "@/lib/permissions";

/**
 * Routes whose bare form redirects (spec §2: "->" in routes.txt, and the lists' `?filter=`
 * defaults), decided in proxy.ts before anything renders (issue 27): a page that redirects from
 * its render has already rendered the whole shell (a 307 with 174 KB of body). The pages keep
 * the same decision (same permission functions) for what the proxy lets through.
 *
 * Pure: `permissies` is the caller's standing in the route's administration, or undefined when
 * not loaded yet; a rule that needs it answers `{ permissiesNodig: true }`, and the proxy loads
 * them once and asks again. A rule that finds nothing to decide (no right, an unknown id) answers
 * null: the page then shows what it shows (not-found, sign-in).
 */
export type Besluit = { naar: string } | { permissiesNodig: true } | null;

interface Regel {
  patroon: RegExp;
  /** `m` is the match of `patroon` on the path; `q` the query without Next's own `_rsc`. */
  naar: (m: RegExpExecArray, q: URLSearchParams, p: UserPermissions | undefined) => Besluit;
}

const metQuery = (pad: string, q: URLSearchParams) => (q.size ? `${pad}?${q}` : pad);

/** Static tab defaults: no right needed to be sent on, the target page checks. */
function vast(patroon: RegExp, naar: (m: RegExpExecArray, q: URLSearchParams) => string): Regel {
  return { patroon, naar: (m, q) => ({ naar: naar(m, q) }) };
}

/** The planning lists: the first permitted of their filters when none (or an unknown one) is asked. */
function planningLijst(lijst: string, area: Functiegebied, guard: Guard, eigen: readonly FilterNaam[]): Regel {
  return {
    patroon: new RegExp(`^/(\\d+)/schooljaar/(\\d{4}-\\d{4})/planning/${lijst}$`),
    naar: (m, q, p) => {
      if (!p) return { permissiesNodig: true };
      if (!guard(p)) return null;
      const keuze = kiesLijstFilter(p, permittedFilters(p, area).filter((f) => eigen.includes(f)), q.get("filter"));
      return keuze && "standaard" in keuze ? { naar: `/${m[1]}/schooljaar/${m[2]}/planning/${lijst}?filter=${keuze.standaard}` } : null;
    },
  };
}

/** The administration lists (§2/§5): `filter` and `vestiging` resolved as the page does. */
/**
 * A type of its own: a union of string literals written at the parameter reads to
 * scripts/client-berichten.ts as values given to it, which shipped adm.leerlingen's messages with
 * the groups and forms lists once client components imported these rules (eindadres).
 */
type AdmLijst = "leerlingen" | "groepen" | "formulieren";

function admLijst(lijst: AdmLijst, area: Functiegebied): Regel {
  return {
    patroon: new RegExp(`^/(\\d+)/schooljaar/(\\d{4}-\\d{4})/adm/${lijst}$`),
    naar: (m, q, p) => {
      if (!q.get("filter")) {
        if (!p) return { permissiesNodig: true };
        const besluit = resolveListFilter(p, area, null, { list: lijst, vestiging: q.get("vestiging") ?? undefined });
        if (besluit.kind === "redirect")
          return { naar: `/${m[1]}/schooljaar/${m[2]}/adm/${lijst}?filter=${besluit.filter}${besluit.vestiging ? `&vestiging=${besluit.vestiging}` : ""}` };
      }
      return null;
    },
  };
}

const REGELS: Regel[] = [
  vast(/^\/(\d+)\/leerroutepakketten\/([^/]+)(?:\/details)?$/, (m) => `/${m[1]}/leerroutepakketten/${m[2]}/details/stroomplan`),
  // {fase}/{lr}/{domein}: three segments that are not one of the package's own sub-pages.
  vast(/^\/(\d+)\/leerroutepakketten\/([^/]+)\/(?!(?:details|competentie|competentieniveau|leerroute|domein)\/)([^/]+)\/([^/]+)\/([^/]+)$/, (m) => `${m[0]}/indicatoren`),
  vast(/^\/(\d+)\/Lesbundels\/details\/([^/]+)$/, (m) => `${m[0]}/lessen`),
  vast(/^\/(\d+)\/schooljaar\/(\d{4}-\d{4})\/overzichten\/([^/]+)$/, (m, q) => metQuery(`${m[0]}/Pervakgebied`, q)),
  // monitor/{periode}: its tab's address, from `?tab=` (the form before tabs were addresses) or the first.
  vast(/^\/(\d+)\/schooljaar\/(\d{4}-\d{4})\/planning\/monitor\/([^/]+)$/, (m, q) => {
    const tab = monitorTab(q.get("tab")) ?? "PerCompetentie";
    q.delete("tab");
    return metQuery(`${m[0]}/${tab}`, q);
  }),
  vast(/^\/(\d+)\/schooljaar\/(\d{4}-\d{4})\/adm\/leerlingen\/handelingsplannen\/([^/]+)$/, (m) => `${m[0]}/details`),
  admLijst("leerlingen", Functiegebied.Leerlingen),
  admLijst("groepen", Functiegebied.Groepen),
  admLijst("formulieren", Functiegebied.Leerlingformulieren),
  planningLijst("groepsplannen", Functiegebied.Groepsplannen, guards.groepsplannenLezen, ["Eigen", "Alle"]),
  planningLijst("handelingsplannen", Functiegebied.Handelingsplannen, guards.handelingsplannenLezen, ["Eigen", "Alle"]),
  planningLijst("ontwikkelingsperspectieven", Functiegebied.Ontwikkelingsperspectieven, guards.oppLezen, ["Eigen", "Actief"]),
  planningLijst("leerlingsplannen", Functiegebied.Leerlingplannen, guards.leerlingplannenLezen, ["Eigen", "Alle"]),
  {
    patroon: /^\/(\d+)\/beheer$/,
    naar: (m, _q, p) => {
      if (!p) return { permissiesNodig: true };
      const eerste = guards.instellingen(p) ? beheerItemsFor(p)[0] : undefined;
      return eerste ? { naar: `/${m[1]}/beheer/${eerste.segment}` } : null;
    },
  },
];

/** The administration number of a path that one of the rules may redirect, or null (most paths: no work at all). */
export function doorverwijsAdministratie(pad: string): number | null {
  const m = /^\/([1-9]\d{0,9})\//.exec(pad) ?? /^\/([1-9]\d{0,9})\/beheer$/.exec(pad);
  if (!m || !REGELS.some((r) => r.patroon.test(pad))) return null;
  return Number(m[1]);
}

export function doorverwijzing(pad: string, zoek: URLSearchParams, permissies?: UserPermissions): Besluit {
  const q = new URLSearchParams(zoek);
  q.delete("_rsc");
  for (const regel of REGELS) {
    const m = regel.patroon.exec(pad);
    if (m) return regel.naar(m, q, permissies);
  }
  return null;
}

/**
 * Where a link to `href` ends after the rules above, for someone with `permissies`: menus link
 * there at once, so a click inside the app is one router request. A link to a bare route cost two
 * round trips: the router's request answered only with the redirect (the proxy leaves the router's
 * own requests to the page), then the page. Rules that need the database stay the page's.
 */
export function eindadres(href: string, permissies: UserPermissions): string {
  let adres = href;
  // A rule's target never matches a rule again today; the bound keeps a future pair from looping.
  for (let stap = 0; stap < 3; stap++) {
    const [pad, query = ""] = adres.split("?", 2);
    const besluit = doorverwijzing(pad!, new URLSearchParams(query), permissies);
    if (!besluit || !("naar" in besluit)) break;
    adres = besluit.naar;
  }
  return adres;
}
