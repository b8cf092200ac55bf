import { describe, expect, it } from "vitest";
import { ALLE_FUNCTIEGEBIEDEN, Bits as B, Functiegebied as F, kiesLijstFilter, type UserPermissions } from "@/lib/permissions";
import { doorverwijsAdministratie, doorverwijzing, eindadres } from "@/lib/routes/doorverwijzing";

function user(permissies: Partial<Record<F, number>>, eigenGroepen = [10]): UserPermissions {
  return { permissies, toegestaneFunctiegebieden: ALLE_FUNCTIEGEBIEDEN, eigenVestigingen: [1], alleVestigingen: [1, 2], eigenGroepen, klantId: 7, licentiecodes: [], gebruikerId: "u1" } as UserPermissions;
}
const q = (s = "") => new URLSearchParams(s);
const sj = "/1001/schooljaar/2026-2027";

describe("redirects before rendering (proxy.ts, issue 27)", () => {
  it("only the rules' paths are looked at", () => {
    expect(doorverwijsAdministratie("/1001")).toBeNull();
    expect(doorverwijsAdministratie(`${sj}/adm/leerlingen/details/5`)).toBeNull();
    expect(doorverwijsAdministratie(`${sj}/adm/leerlingen`)).toBe(1001);
    expect(doorverwijsAdministratie("/1001/beheer")).toBe(1001);
    expect(doorverwijsAdministratie("/1001/beheer/tags")).toBeNull();
  });

  it("tab defaults need no rights; the query goes along where the page kept it, Next's _rsc never", () => {
    expect(doorverwijzing("/1001/leerroutepakketten/4", q())).toEqual({ naar: "/1001/leerroutepakketten/4/details/stroomplan" });
    expect(doorverwijzing("/1001/leerroutepakketten/4/details", q())).toEqual({ naar: "/1001/leerroutepakketten/4/details/stroomplan" });
    expect(doorverwijzing("/1001/leerroutepakketten/4/1/2/3", q())).toEqual({ naar: "/1001/leerroutepakketten/4/1/2/3/indicatoren" });
    expect(doorverwijzing("/1001/leerroutepakketten/4/competentieniveau/2/3", q())).toBeNull();
    expect(doorverwijzing("/1001/Lesbundels/details/9", q())).toEqual({ naar: "/1001/Lesbundels/details/9/lessen" });
    expect(doorverwijzing(`${sj}/overzichten/2`, q("groep=3&_rsc=x1"))).toEqual({ naar: `${sj}/overzichten/2/Pervakgebied?groep=3` });
    expect(doorverwijzing(`${sj}/adm/leerlingen/handelingsplannen/12`, q())).toEqual({ naar: `${sj}/adm/leerlingen/handelingsplannen/12/details` });
  });

  it("list defaults follow the user's rights, and ask for them first", () => {
    expect(doorverwijzing(`${sj}/adm/leerlingen`, q())).toEqual({ permissiesNodig: true });
    expect(doorverwijzing(`${sj}/adm/leerlingen`, q(), user({ [F.Leerlingen]: B.ReadAlle }))).toEqual({ naar: `${sj}/adm/leerlingen?filter=Alle` });
    expect(doorverwijzing(`${sj}/adm/leerlingen`, q(), user({ [F.Leerlingen]: B.ReadEigenKlas }))).toEqual({ naar: `${sj}/adm/leerlingen?filter=Eigen` });
    // A filter given is the page's to judge; no right at all is the page's not-found.
    expect(doorverwijzing(`${sj}/adm/leerlingen`, q("filter=Alle"), user({ [F.Leerlingen]: B.ReadAlle }))).toBeNull();
    expect(doorverwijzing(`${sj}/adm/leerlingen`, q(), user({}))).toBeNull();
    expect(doorverwijzing(`${sj}/planning/groepsplannen`, q("filter=onzin"), user({ [F.Groepsplannen]: B.ReadAlle }))).toEqual({ naar: `${sj}/planning/groepsplannen?filter=Alle` });
    expect(doorverwijzing(`${sj}/planning/groepsplannen`, q("filter=alle"), user({ [F.Groepsplannen]: B.ReadAlle }))).toBeNull();
    expect(doorverwijzing(`${sj}/planning/groepsplannen`, q(), user({}))).toBeNull();
  });

  it("Eigen only for someone with own groups: an intern begeleider opens on the widest list (issue 30)", () => {
    const ib = user({ [F.Leerlingen]: B.ReadEigenKlas | B.ReadAlle, [F.Groepsplannen]: B.ReadEigenKlas | B.ReadAlle }, []);
    expect(doorverwijzing(`${sj}/adm/leerlingen`, q(), ib)).toEqual({ naar: `${sj}/adm/leerlingen?filter=Alle` });
    expect(doorverwijzing(`${sj}/planning/groepsplannen`, q(), ib)).toEqual({ naar: `${sj}/planning/groepsplannen?filter=Alle` });
    const leerkracht = user({ [F.Leerlingen]: B.ReadEigenKlas | B.ReadAlle });
    expect(doorverwijzing(`${sj}/adm/leerlingen`, q(), leerkracht)).toEqual({ naar: `${sj}/adm/leerlingen?filter=Eigen` });
    // Only Eigen allowed and no group: still Eigen (the list is then rightly empty).
    expect(doorverwijzing(`${sj}/adm/leerlingen`, q(), user({ [F.Leerlingen]: B.ReadEigenKlas }, []))).toEqual({ naar: `${sj}/adm/leerlingen?filter=Eigen` });
  });

  it("the planning pages choose their filter by the proxy's rule: asked (any case) or the default", () => {
    const ib = user({}, []);
    expect(kiesLijstFilter(ib, ["Eigen", "Alle"], "alle")).toEqual({ filter: "Alle" });
    expect(kiesLijstFilter(ib, ["Eigen", "Alle"], ["EIGEN", "Alle"])).toEqual({ filter: "Eigen" });
    expect(kiesLijstFilter(ib, ["Eigen", "Alle"], "Onbekend")).toEqual({ standaard: "Alle" });
    expect(kiesLijstFilter(user({}), ["Eigen", "Actief"], undefined)).toEqual({ standaard: "Eigen" });
    expect(kiesLijstFilter(ib, [], "Alle")).toBeUndefined();
  });

  it("menus link to where a bare route would send this person (eindadres), other links unchanged", () => {
    const leerkracht = user({ [F.Leerlingen]: B.ReadEigenKlas | B.ReadAlle });
    const beheerder = user({ [F.Administratie]: B.Manage });
    const ib = user({ [F.Leerlingen]: B.ReadEigenKlas | B.ReadAlle }, []);
    expect(eindadres(`${sj}/adm/leerlingen`, leerkracht)).toBe(`${sj}/adm/leerlingen?filter=Eigen`);
    expect(eindadres(`${sj}/adm/leerlingen`, ib)).toBe(`${sj}/adm/leerlingen?filter=Alle`);
    expect(eindadres("/1001/leerroutepakketten/4", ib)).toBe("/1001/leerroutepakketten/4/details/stroomplan");
    // The main menu's Overzichten (its period from overzichtPeriode) and planning's Monitor get their tab here.
    expect(eindadres(`${sj}/overzichten/2`, ib)).toBe(`${sj}/overzichten/2/Pervakgebied`);
    expect(eindadres(`${sj}/planning/monitor/2`, ib)).toBe(`${sj}/planning/monitor/2/PerCompetentie`);
    // No rule, a rule that leaves it to the page (no right), or one that needs the database: as given.
    expect(eindadres("/1001", ib)).toBe("/1001");
    expect(eindadres(`${sj}/adm/leerlingen`, user({}))).toBe(`${sj}/adm/leerlingen`);
    expect(eindadres(`${sj}/overzichten`, ib)).toBe(`${sj}/overzichten`);
    expect(eindadres("/1001/beheer", ib)).toBe("/1001/beheer");
    expect(eindadres("/1001/beheer", beheerder)).toBe("/1001/beheer/schooljaren");
  });
});
