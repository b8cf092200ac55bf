import { describe, expect, it } from "vitest";
import {
  ALLE_FUNCTIEGEBIEDEN,
  BEHEER_ITEMS,
  BIT_LABELS,
  BIT_VOLGORDE,
  Bits,
  Combinations,
  EXPORT_LICENTIECODE,
  FUNCTIEGEBIED_LABELS,
  FilterFlag,
  Functiegebied,
  VestigingScope,
  canManageAny,
  canManageLeerroutepakket,
  canManageLesbundel,
  canRead,
  canWrite,
  combineRolPermissies,
  defaultPupilTab,
  defaultRolPermissies,
  firstBeheerItem,
  functiegebiedNaam,
  guards,
  hasAll,
  hasAny,
  hasBits,
  hasEvery,
  isFunctiegebied,
  permittedFilterFlags,
  permittedFilters,
  heeftEnigRecht,
  readableVestigingen,
  resolveListFilter,
  vestigingScope,
  visiblePupilTabs,
  type UserPermissions,
} from "@/lib/permissions";

const F = Functiegebied;
const B = Bits;
const C = Combinations;

type Perms = Partial<Record<Functiegebied, number>>;

/** Own branch 1 (of 1, 2, 3), own group 10, customer 7, user "u1"; all areas allowed unless told. */
function user(permissies: Perms, extra: Partial<UserPermissions> = {}): UserPermissions {
  return {
    permissies,
    toegestaneFunctiegebieden: ALLE_FUNCTIEGEBIEDEN,
    eigenVestigingen: [1],
    alleVestigingen: [1, 2, 3],
    eigenGroepen: [10],
    klantId: 7,
    licentiecodes: [],
    gebruikerId: "u1",
    ...extra,
  };
}

const zonder = (area: Functiegebied) => ({ toegestaneFunctiegebieden: ALLE_FUNCTIEGEBIEDEN.filter((a) => a !== area) });

describe("constants", () => {
  it.each([
    ["ReadEigenKlas", 1],
    ["WriteEigenKlas", 2],
    ["ReadEigenVestiging", 4],
    ["WriteEigenVestiging", 8],
    ["ReadAlle", 16],
    ["WriteAlle", 32],
    ["Manage", 64],
  ] as const)("bit %s = %i", (naam, value) => {
    expect(Bits[naam]).toBe(value);
  });

  it.each([
    ["Write", 42, B.WriteEigenKlas | B.WriteEigenVestiging | B.WriteAlle],
    ["Read", 21, B.ReadEigenKlas | B.ReadEigenVestiging | B.ReadAlle],
    ["WriteReadEigenKlas", 3, B.ReadEigenKlas | B.WriteEigenKlas],
    ["WriteReadEigenVestiging", 12, B.ReadEigenVestiging | B.WriteEigenVestiging],
    ["WriteReadAll", 48, B.ReadAlle | B.WriteAlle],
    ["ManageWriteReadAll", 112, B.Manage | B.ReadAlle | B.WriteAlle],
  ] as const)("combination %s = %i (= its bits)", (naam, value, ored) => {
    expect(Combinations[naam]).toBe(value);
    expect(value).toBe(ored);
  });

  it("numbers the function areas 0-15 in the spec's order", () => {
    expect(Object.entries(Functiegebied)).toEqual([
      ["Gebruikers", 0],
      ["Administratie", 1],
      ["Vestigingen", 2],
      ["Groepen", 3],
      ["Leerlingformulieren", 4],
      ["Leerlingen", 5],
      ["Notities", 6],
      ["Leerlingdossiers", 7],
      ["Leerlingevaluaties", 8],
      ["Ontwikkelingsperspectieven", 9],
      ["Groepsplannen", 10],
      ["Handelingsplannen", 11],
      ["Leerlingplannen", 12],
      ["Api", 13],
      ["Leerroutepakketten", 14],
      ["Lessen", 15],
    ]);
    expect(ALLE_FUNCTIEGEBIEDEN).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
  });

  it.each([
    [0, "Gebruikers"],
    [5, "Leerlingen"],
    [13, "Api"],
    [15, "Lessen"],
    [16, undefined],
    [-1, undefined],
    [1.5, undefined],
  ])("functiegebiedNaam(%s) = %s", (nr, naam) => {
    expect(functiegebiedNaam(nr)).toBe(naam);
    expect(isFunctiegebied(nr)).toBe(naam !== undefined);
  });

  it("filter flags are Eigen 1, Alle 2, Actief 4, Inactief 8", () => {
    expect(FilterFlag).toEqual({ Eigen: 1, Alle: 2, Actief: 4, Inactief: 8 });
  });

  it("has a Dutch label for every area and bit", () => {
    for (const area of ALLE_FUNCTIEGEBIEDEN) expect(FUNCTIEGEBIED_LABELS[area]).toMatch(/\S/);
    expect(BIT_VOLGORDE.map((b) => Bits[b])).toEqual([1, 2, 4, 8, 16, 32, 64]);
    for (const bit of BIT_VOLGORDE) expect(BIT_LABELS[bit]).toMatch(/\S/);
    expect(BIT_LABELS.Manage).toBe("Beheren");
  });
});

describe("bit checks (a permission counts only in an allowed area; any / all of pairs)", () => {
  it.each<[string, () => boolean, boolean]>([
    ["hasBits: one of the asked bits present", () => hasBits(user({ [F.Leerlingen]: C.Read }), F.Leerlingen, B.ReadAlle), true],
    ["hasBits: asked bit absent", () => hasBits(user({ [F.Leerlingen]: C.Read }), F.Leerlingen, B.WriteAlle), false],
    ["hasBits: any write bit (Write) with only WriteEigenKlas", () => hasBits(user({ [F.Leerlingen]: B.WriteEigenKlas }), F.Leerlingen, C.Write), true],
    ["hasBits: bits of another area do not count", () => hasBits(user({ [F.Groepen]: 127 }), F.Leerlingen, B.ReadAlle), false],
    ["hasBits: asking for nothing is false", () => hasBits(user({ [F.Leerlingen]: 127 }), F.Leerlingen, 0), false],
    ["allowed area: bits in a not-allowed area are cancelled", () => hasBits(user({ [F.Leerlingen]: 127 }, zonder(F.Leerlingen)), F.Leerlingen, B.Manage), false],
    ["allowed area: other areas unaffected", () => hasBits(user({ [F.Groepen]: B.Manage }, zonder(F.Leerlingen)), F.Groepen, B.Manage), true],
    ["hasAll: every asked bit present", () => hasAll(user({ [F.Leerlingen]: C.Read }), F.Leerlingen, C.Read), true],
    ["hasAll: one asked bit missing", () => hasAll(user({ [F.Leerlingen]: B.ReadAlle | B.ReadEigenKlas }), F.Leerlingen, C.Read), false],
    ["hasAll: asking for nothing is false", () => hasAll(user({ [F.Leerlingen]: 127 }), F.Leerlingen, 0), false],
    ["hasAll: not-allowed area", () => hasAll(user({ [F.Leerlingen]: 127 }, zonder(F.Leerlingen)), F.Leerlingen, B.ReadAlle), false],
    ["hasAny: one pair holds", () => hasAny(user({ [F.Groepen]: B.ReadAlle }), [[F.Leerlingen, B.Manage], [F.Groepen, B.ReadAlle]]), true],
    ["hasAny: no pair holds", () => hasAny(user({ [F.Groepen]: B.ReadEigenKlas }), [[F.Leerlingen, B.Manage], [F.Groepen, B.ReadAlle]]), false],
    ["hasAny: empty list", () => hasAny(user({ [F.Groepen]: 127 }), []), false],
    ["hasEvery: all pairs hold", () => hasEvery(user({ [F.Leerlingen]: B.Manage, [F.Groepen]: B.ReadAlle }), [[F.Leerlingen, B.Manage], [F.Groepen, B.ReadAlle]]), true],
    ["hasEvery: one pair fails", () => hasEvery(user({ [F.Leerlingen]: B.Manage }), [[F.Leerlingen, B.Manage], [F.Groepen, B.ReadAlle]]), false],
    ["hasEvery: empty list fails closed", () => hasEvery(user({ [F.Leerlingen]: 127 }), []), false],
    ["canManageAny: manage in one area", () => canManageAny(user({ [F.Notities]: B.Manage })), true],
    ["canManageAny: everything but manage", () => canManageAny(user(Object.fromEntries(ALLE_FUNCTIEGEBIEDEN.map((a) => [a, 63])))), false],
    ["canManageAny: manage only in a not-allowed area", () => canManageAny(user({ [F.Notities]: B.Manage }, zonder(F.Notities))), false],
    ["heeftEnigRecht: one bit in one area", () => heeftEnigRecht(user({ [F.Lessen]: B.ReadEigenKlas })), true],
    ["heeftEnigRecht: no role, no bits", () => heeftEnigRecht(user({})), false],
    ["heeftEnigRecht: bits only in a not-allowed area", () => heeftEnigRecht(user({ [F.Lessen]: 127 }, zonder(F.Lessen))), false],
  ])("%s", (_label, check, expected) => {
    expect(check()).toBe(expected);
  });
});

describe("object rules (write and read on one object)", () => {
  const inBranch1 = { vestigingNr: 1 };
  const inBranch2 = { vestigingNr: 2 };
  it.each<[string, () => boolean, boolean]>([
    ["write: WriteAlle on an object in any branch", () => canWrite(user({ [F.Leerlingen]: B.WriteAlle }), F.Leerlingen, inBranch2), true],
    ["write: WriteEigenVestiging in own branch", () => canWrite(user({ [F.Leerlingen]: B.WriteEigenVestiging }), F.Leerlingen, inBranch1), true],
    ["write: WriteEigenVestiging in another branch", () => canWrite(user({ [F.Leerlingen]: B.WriteEigenVestiging }), F.Leerlingen, inBranch2), false],
    ["write: WriteEigenVestiging, object without branch", () => canWrite(user({ [F.Leerlingen]: B.WriteEigenVestiging }), F.Leerlingen, { vestigingNr: null }), false],
    ["write: WriteEigenKlas, object in own group (one of several)", () => canWrite(user({ [F.Leerlingen]: B.WriteEigenKlas }), F.Leerlingen, { groepNrs: [11, 10] }), true],
    ["write: WriteEigenKlas, object in another group", () => canWrite(user({ [F.Leerlingen]: B.WriteEigenKlas }), F.Leerlingen, { groepNrs: [11] }), false],
    ["write: WriteEigenKlas, own branch but not own group", () => canWrite(user({ [F.Leerlingen]: B.WriteEigenKlas }), F.Leerlingen, { vestigingNr: 1, groepNrs: [11] }), false],
    ["write: read bits give no write", () => canWrite(user({ [F.Leerlingen]: C.Read }), F.Leerlingen, { vestigingNr: 1, groepNrs: [10] }), false],
    ["write: WriteAlle in a not-allowed area", () => canWrite(user({ [F.Leerlingen]: B.WriteAlle }, zonder(F.Leerlingen)), F.Leerlingen, inBranch1), false],
    ["read: ReadAlle on an object in any branch", () => canRead(user({ [F.Leerlingen]: B.ReadAlle }), F.Leerlingen, inBranch2), true],
    ["read: ReadEigenVestiging in own branch", () => canRead(user({ [F.Leerlingen]: B.ReadEigenVestiging }), F.Leerlingen, inBranch1), true],
    ["read: ReadEigenVestiging in another branch", () => canRead(user({ [F.Leerlingen]: B.ReadEigenVestiging }), F.Leerlingen, inBranch2), false],
    ["read: ReadEigenKlas in own group", () => canRead(user({ [F.Leerlingen]: B.ReadEigenKlas }), F.Leerlingen, { groepNrs: [10] }), true],
    ["read: ReadEigenKlas in another group", () => canRead(user({ [F.Leerlingen]: B.ReadEigenKlas }), F.Leerlingen, { groepNrs: [11] }), false],
    ["read: write bits give no read", () => canRead(user({ [F.Leerlingen]: C.Write }), F.Leerlingen, { vestigingNr: 1, groepNrs: [10] }), false],
    ["read: ReadAlle in a not-allowed area", () => canRead(user({ [F.Leerlingen]: B.ReadAlle }, zonder(F.Leerlingen)), F.Leerlingen, inBranch1), false],
  ])("%s", (_label, check, expected) => {
    expect(check()).toBe(expected);
  });
});

describe("readable branches", () => {
  it.each<[string, UserPermissions, number[]]>([
    ["ReadAlle → all branches", user({ [F.Groepen]: B.ReadAlle }), [1, 2, 3]],
    ["ReadAlle with an empty all-list → own branches", user({ [F.Groepen]: B.ReadAlle }, { alleVestigingen: [] }), [1]],
    ["ReadEigenVestiging → own branches", user({ [F.Groepen]: B.ReadEigenVestiging }, { eigenVestigingen: [1, 3] }), [1, 3]],
    ["ReadEigenKlas only → none", user({ [F.Groepen]: B.ReadEigenKlas }), []],
    ["write bits only → none", user({ [F.Groepen]: C.Write }), []],
    ["ReadAlle in a not-allowed area → none", user({ [F.Groepen]: B.ReadAlle }, zonder(F.Groepen)), []],
  ])("%s", (_label, p, expected) => {
    expect(readableVestigingen(p, F.Groepen)).toEqual(expected);
  });

  it.each<[string, UserPermissions, "read" | "write", VestigingScope]>([
    ["ReadAlle", user({ [F.Groepen]: B.ReadAlle | B.ReadEigenVestiging }), "read", VestigingScope.Alle],
    ["ReadEigenVestiging", user({ [F.Groepen]: B.ReadEigenVestiging }), "read", VestigingScope.Eigen],
    ["ReadEigenKlas", user({ [F.Groepen]: B.ReadEigenKlas }), "read", VestigingScope.None],
    ["WriteEigenVestiging", user({ [F.Groepen]: B.WriteEigenVestiging }), "write", VestigingScope.Eigen],
    ["WriteAlle asked for read", user({ [F.Groepen]: B.WriteAlle }), "read", VestigingScope.None],
  ])("scope of %s (%s) is %s", (_label, p, access, scope) => {
    expect(vestigingScope(p, F.Groepen, access)).toBe(scope);
  });
});

describe("roles", () => {
  it.each([
    [F.Gebruikers, 64],
    [F.Administratie, 64],
    [F.Vestigingen, 112],
    [F.Groepen, 112],
    [F.Leerlingformulieren, 112],
    [F.Leerlingen, 112],
    [F.Notities, 112],
    [F.Leerlingdossiers, 112],
    [F.Leerlingevaluaties, 112],
    [F.Ontwikkelingsperspectieven, 112],
    [F.Groepsplannen, 112],
    [F.Handelingsplannen, 112],
    [F.Leerlingplannen, 112],
    [F.Api, 64],
    [F.Leerroutepakketten, 64],
    [F.Lessen, 64],
  ])("default role permission of area %i is %i", (area, bits) => {
    expect(defaultRolPermissies()[area]).toBe(bits);
  });

  it("default role has exactly the 16 areas and is a fresh object each time", () => {
    const a = defaultRolPermissies();
    expect(Object.keys(a)).toHaveLength(16);
    a[F.Gebruikers] = 0;
    expect(defaultRolPermissies()[F.Gebruikers]).toBe(B.Manage);
  });

  it("a user's permissions are the OR of their roles", () => {
    const combined = combineRolPermissies([
      { [F.Leerlingen]: B.ReadEigenKlas },
      { [F.Leerlingen]: B.WriteEigenKlas, [F.Groepen]: B.ReadAlle },
    ]);
    expect(combined[F.Leerlingen]).toBe(3);
    expect(combined[F.Groepen]).toBe(16);
    expect(combined[F.Lessen]).toBe(0);
  });
});

describe("guards", () => {
  const M = B.Manage;
  const exportUser = (perms: Perms = {}, extra: Partial<UserPermissions> = {}) =>
    user(
      { [F.Leerlingen]: M, [F.Leerlingevaluaties]: B.ReadEigenVestiging, [F.Api]: M, ...perms },
      { licentiecodes: [EXPORT_LICENTIECODE], ...extra },
    );
  const bundel = (auteurId: string, klantId = 7) => ({ auteurId, klantId });
  const g = guards;

  it.each<[string, () => boolean, boolean]>([
    ["instellingen: one manage right", () => g.instellingen(user({ [F.Lessen]: M })), true],
    ["instellingen: no manage right", () => g.instellingen(user({ [F.Leerlingen]: C.WriteReadAll })), false],

    ["schooljaren: Administratie manage", () => g.schooljaren(user({ [F.Administratie]: M })), true],
    ["schooljaren: Administratie read/write only", () => g.schooljaren(user({ [F.Administratie]: C.WriteReadAll })), false],
    ["schooljaren: Administratie manage in a not-allowed area", () => g.schooljaren(user({ [F.Administratie]: M }, zonder(F.Administratie))), false],
    ["leerjaren: Administratie manage", () => g.leerjaren(user({ [F.Administratie]: M })), true],
    ["leerjaren: other manage", () => g.leerjaren(user({ [F.Gebruikers]: M })), false],
    ["tags: Administratie manage", () => g.tags(user({ [F.Administratie]: M })), true],
    ["tags: other manage", () => g.tags(user({ [F.Notities]: M })), false],
    ["vestigingen: Administratie manage", () => g.vestigingen(user({ [F.Administratie]: M })), true],
    ["vestigingen: Vestigingen manage is not enough", () => g.vestigingen(user({ [F.Vestigingen]: M })), false],

    ["hoofdvakgebieden: Leerroutepakketten manage", () => g.hoofdvakgebieden(user({ [F.Leerroutepakketten]: M })), true],
    ["hoofdvakgebieden: Administratie manage", () => g.hoofdvakgebieden(user({ [F.Administratie]: M })), false],
    ["vakgebieden: Leerroutepakketten manage", () => g.vakgebieden(user({ [F.Leerroutepakketten]: M })), true],
    ["vakgebieden: Leerroutepakketten read", () => g.vakgebieden(user({ [F.Leerroutepakketten]: C.Read })), false],
    ["beoordelaars: Leerroutepakketten manage", () => g.beoordelaars(user({ [F.Leerroutepakketten]: M })), true],
    ["beoordelaars: Lessen manage", () => g.beoordelaars(user({ [F.Lessen]: M })), false],

    ["gebruikers: Gebruikers manage", () => g.gebruikers(user({ [F.Gebruikers]: M })), true],
    ["gebruikers: Leerlingen manage", () => g.gebruikers(user({ [F.Leerlingen]: M })), false],
    ["rollen: Gebruikers manage", () => g.rollen(user({ [F.Gebruikers]: M })), true],
    ["rollen: Gebruikers write", () => g.rollen(user({ [F.Gebruikers]: C.Write })), false],

    ["notitiesoorten: Notities manage", () => g.notitiesoorten(user({ [F.Notities]: M })), true],
    ["notitiesoorten: Leerlingdossiers manage", () => g.notitiesoorten(user({ [F.Leerlingdossiers]: M })), false],
    ["dossierCategorieen: Leerlingdossiers manage", () => g.dossierCategorieen(user({ [F.Leerlingdossiers]: M })), true],
    ["dossierCategorieen: Notities manage", () => g.dossierCategorieen(user({ [F.Notities]: M })), false],

    ["formuliertemplates: Leerlingformulieren manage", () => g.formuliertemplates(user({ [F.Leerlingformulieren]: M })), true],
    ["formuliertemplates: Leerlingplannen manage", () => g.formuliertemplates(user({ [F.Leerlingplannen]: M })), false],
    ["opptemplates: Ontwikkelingsperspectieven manage", () => g.opptemplates(user({ [F.Ontwikkelingsperspectieven]: M })), true],
    ["opptemplates: Handelingsplannen manage", () => g.opptemplates(user({ [F.Handelingsplannen]: M })), false],
    ["leerlingplantemplates: Leerlingplannen manage", () => g.leerlingplantemplates(user({ [F.Leerlingplannen]: M })), true],
    ["leerlingplantemplates: Leerlingformulieren manage", () => g.leerlingplantemplates(user({ [F.Leerlingformulieren]: M })), false],

    ["import: Leerlingen manage + write on pupils and groups", () => g.import(user({ [F.Leerlingen]: M | B.WriteEigenKlas, [F.Groepen]: B.WriteEigenVestiging })), true],
    ["import: no Leerlingen manage", () => g.import(user({ [F.Leerlingen]: C.Write, [F.Groepen]: C.Write })), false],
    ["import: no write on pupils", () => g.import(user({ [F.Leerlingen]: M | C.Read, [F.Groepen]: C.Write })), false],
    ["import: no write on groups", () => g.import(user({ [F.Leerlingen]: M | C.Write, [F.Groepen]: C.Read })), false],

    ["export: all conditions (own-branch evaluations)", () => g.export(exportUser()), true],
    ["export: all conditions (all-branch evaluations)", () => g.export(exportUser({ [F.Leerlingevaluaties]: B.ReadAlle })), true],
    ["export: no Leerlingen manage", () => g.export(exportUser({ [F.Leerlingen]: C.WriteReadAll })), false],
    ["export: evaluations only own class", () => g.export(exportUser({ [F.Leerlingevaluaties]: B.ReadEigenKlas | C.Write })), false],
    ["export: licence code missing", () => g.export(exportUser({}, { licentiecodes: ["ANDERS"] })), false],
    ["export: no permission in Api", () => g.export(exportUser({ [F.Api]: 0 })), false],
    ["export: Api not an allowed area", () => g.export(exportUser({}, zonder(F.Api))), false],
    ["export: any Api bit is enough", () => g.export(exportUser({ [F.Api]: B.ReadEigenKlas })), true],

    ["vestigingToevoegen: any Vestigingen write", () => g.vestigingToevoegen(user({ [F.Vestigingen]: B.WriteEigenVestiging })), true],
    ["vestigingToevoegen: Vestigingen read only", () => g.vestigingToevoegen(user({ [F.Vestigingen]: C.Read | M })), false],
    ["vestigingBewerken: own-branch write on own branch", () => g.vestigingBewerken(user({ [F.Vestigingen]: B.WriteEigenVestiging }), { vestigingNr: 1 }), true],
    ["vestigingBewerken: own-branch write on another branch", () => g.vestigingBewerken(user({ [F.Vestigingen]: B.WriteEigenVestiging }), { vestigingNr: 2 }), false],
    ["vestigingBewerken: WriteAlle on another branch", () => g.vestigingBewerken(user({ [F.Vestigingen]: B.WriteAlle }), { vestigingNr: 2 }), true],
    ["vestigingDetails: read on that branch", () => g.vestigingDetails(user({ [F.Vestigingen]: B.ReadEigenVestiging }), { vestigingNr: 1 }), true],
    ["vestigingDetails: no read on that branch", () => g.vestigingDetails(user({ [F.Vestigingen]: B.ReadEigenVestiging }), { vestigingNr: 3 }), false],

    ["leerroutepakket: manage, same klantId", () => canManageLeerroutepakket(user({ [F.Leerroutepakketten]: M }), { klantId: 7 }), true],
    ["leerroutepakket: manage, other klantId", () => canManageLeerroutepakket(user({ [F.Leerroutepakketten]: M }), { klantId: 8 }), false],
    ["leerroutepakket: same klantId without manage", () => g.leerroutepakketBeheren(user({ [F.Leerroutepakketten]: C.WriteReadAll }), { klantId: 7 }), false],

    ["lesbundel: author without Lessen manage", () => canManageLesbundel(user({}), bundel("u1")), true],
    ["lesbundel: Lessen manage, same klantId", () => canManageLesbundel(user({ [F.Lessen]: M }), bundel("u2")), true],
    ["lesbundel: Lessen manage, other klantId", () => canManageLesbundel(user({ [F.Lessen]: M }), bundel("u2", 8)), false],
    ["lesbundel: not author, no manage", () => g.lesbundelBeheren(user({ [F.Lessen]: C.WriteReadAll }), bundel("u2")), false],
    ["lesbundel: empty ids don't make an author", () => canManageLesbundel(user({}, { gebruikerId: "" }), bundel("")), false],
    ["lesbundelsKoppelen: Lessen manage", () => g.lesbundelsKoppelen(user({ [F.Lessen]: M })), true],
    ["lesbundelsKoppelen: author-level rights are not enough", () => g.lesbundelsKoppelen(user({ [F.Lessen]: C.WriteReadAll })), false],

    ["evalueren: evaluation write for the item (own group)", () => g.evalueren(user({ [F.Leerlingevaluaties]: B.WriteEigenKlas }), { groepNrs: [10] }), true],
    ["evalueren: evaluation write, item in another group", () => g.evalueren(user({ [F.Leerlingevaluaties]: B.WriteEigenKlas }), { groepNrs: [12] }), false],
    ["evalueren: evaluation read only", () => g.evalueren(user({ [F.Leerlingevaluaties]: C.Read }), { groepNrs: [10] }), false],
    ["planBewerken: groepsplan with Groepsplannen write", () => g.planBewerken(user({ [F.Groepsplannen]: B.WriteAlle }), "groepsplan", { vestigingNr: 2 }), true],
    ["planBewerken: groepsplan with only Handelingsplannen write", () => g.planBewerken(user({ [F.Handelingsplannen]: B.WriteAlle }), "groepsplan", { vestigingNr: 2 }), false],
    ["planBewerken: handelingsplan with Handelingsplannen write", () => g.planBewerken(user({ [F.Handelingsplannen]: B.WriteAlle }), "handelingsplan", {}), true],
    ["planBewerken: leerlingplan own-branch write, own branch", () => g.planBewerken(user({ [F.Leerlingplannen]: B.WriteEigenVestiging }), "leerlingplan", { vestigingNr: 1 }), true],
    ["planBewerken: leerlingplan own-branch write, other branch", () => g.planBewerken(user({ [F.Leerlingplannen]: B.WriteEigenVestiging }), "leerlingplan", { vestigingNr: 2 }), false],
    ["planBewerken: ontwikkelingsperspectief needs its own area", () => g.planBewerken(user({ [F.Ontwikkelingsperspectieven]: B.WriteAlle }), "ontwikkelingsperspectief", {}), true],
  ])("%s", (_label, check, expected) => {
    expect(check()).toBe(expected);
  });

  it("each guard carries its own key and a Dutch label", () => {
    for (const [key, guard] of Object.entries(guards)) {
      expect(guard.key).toBe(key);
      expect(guard.label).toMatch(/\S/);
    }
  });

  it.each<[string, UserPermissions, string | null]>([
    ["Administratie manage → schooljaren first", user({ [F.Administratie]: B.Manage, [F.Gebruikers]: B.Manage }), "schooljaren"],
    ["only Gebruikers manage → Gebruikers", user({ [F.Gebruikers]: B.Manage }), "Gebruikers"],
    ["only Leerlingplannen manage → leerlingplantemplates", user({ [F.Leerlingplannen]: B.Manage }), "leerlingplantemplates"],
    ["no manage → none", user({ [F.Leerlingen]: 63 }), null],
  ])("beheer index: %s", (_label, p, segment) => {
    expect(firstBeheerItem(p)?.segment ?? null).toBe(segment);
  });

  it("lists the 16 settings items of the spec once each, and Inlogmethoden (issue 31) after the roles", () => {
    expect(BEHEER_ITEMS.map((i) => i.segment)).toEqual([
      "schooljaren",
      "leerjaren",
      "Vestigingen",
      "Hoofdvakgebieden",
      "Vakgebieden",
      "Beoordelaars",
      "Gebruikers",
      "rollen",
      "Inlogmethoden",
      "tags",
      "Notitiesoorten",
      "DossierCategorieen",
      "Formuliertemplates",
      "Opptemplates",
      "leerlingplantemplates",
      "import",
      "Export",
    ]);
  });
});

describe("list filters", () => {
  it.each<[string, UserPermissions, Functiegebied, string[]]>([
    ["Eigen needs ReadEigenKlas", user({ [F.Leerlingen]: B.ReadEigenKlas }), F.Leerlingen, ["Eigen"]],
    ["Alle/Actief with read-own-branch and a branch", user({ [F.Leerlingen]: B.ReadEigenVestiging }), F.Leerlingen, ["Alle", "Actief"]],
    ["Alle/Actief with read-all", user({ [F.Leerlingen]: B.ReadAlle }), F.Leerlingen, ["Alle", "Actief"]],
    ["read-own-branch without any own branch → none", user({ [F.Leerlingen]: B.ReadEigenVestiging }, { eigenVestigingen: [] }), F.Leerlingen, []],
    ["read-all with no branches at all → none", user({ [F.Leerlingen]: B.ReadAlle }, { eigenVestigingen: [], alleVestigingen: [] }), F.Leerlingen, []],
    ["read-all, empty all-list, own branch → Alle/Actief", user({ [F.Leerlingen]: B.ReadAlle }, { alleVestigingen: [] }), F.Leerlingen, ["Alle", "Actief"]],
    ["Inactief needs Leerlingen manage", user({ [F.Leerlingen]: B.Manage }), F.Leerlingen, ["Inactief"]],
    ["Inactief on the groepen list also from Leerlingen manage", user({ [F.Groepen]: B.ReadAlle, [F.Leerlingen]: B.Manage }), F.Groepen, ["Alle", "Actief", "Inactief"]],
    ["read bits of another area don't count", user({ [F.Groepen]: C.Read }), F.Leerlingen, []],
    ["all filters, in flag order", user({ [F.Leerlingen]: 127 }), F.Leerlingen, ["Eigen", "Alle", "Actief", "Inactief"]],
  ])("%s", (_label, p, area, expected) => {
    expect(permittedFilters(p, area)).toEqual(expected);
  });

  it.each<[UserPermissions, number]>([
    [user({ [F.Leerlingen]: 127 }), 15],
    [user({ [F.Leerlingen]: B.ReadEigenKlas | B.Manage }), 9],
    [user({}), 0],
  ])("as flags %#", (p, flags) => {
    expect(permittedFilterFlags(p, F.Leerlingen)).toBe(flags);
  });

  const leesAlle = user({ [F.Leerlingen]: B.ReadAlle, [F.Groepen]: B.ReadAlle });
  const eigenEnAlle = user({ [F.Leerlingen]: B.ReadEigenKlas | B.ReadAlle });
  const leesEigenVestiging = user({ [F.Leerlingen]: B.ReadEigenVestiging });

  it.each<[string, UserPermissions, Functiegebied, string | undefined, "leerlingen" | "groepen" | "formulieren", string | number | undefined, unknown]>([
    ["matches case-insensitively (lower)", leesAlle, F.Leerlingen, "alle", "leerlingen", undefined, { kind: "ok", filter: "Alle" }],
    ["matches case-insensitively (upper)", leesAlle, F.Leerlingen, "ACTIEF", "leerlingen", undefined, { kind: "ok", filter: "Actief" }],
    ["a known but not permitted filter is denied", leesAlle, F.Leerlingen, "Eigen", "leerlingen", undefined, { kind: "denied" }],
    ["an unknown filter is denied", leesAlle, F.Leerlingen, "iedereen", "leerlingen", undefined, { kind: "denied" }],
    ["missing filter → redirect to the first permitted", eigenEnAlle, F.Leerlingen, undefined, "leerlingen", undefined, { kind: "redirect", filter: "Eigen" }],
    ["empty filter → redirect to the first permitted", leesAlle, F.Leerlingen, "", "leerlingen", undefined, { kind: "redirect", filter: "Alle" }],
    ["missing filter keeps the vestiging", leesAlle, F.Leerlingen, undefined, "leerlingen", "2", { kind: "redirect", filter: "Alle", vestiging: 2 }],
    ["missing filter with none permitted → denied", user({}), F.Leerlingen, undefined, "leerlingen", undefined, { kind: "denied" }],
    ["groepen: Alle without vestiging is refused", leesAlle, F.Groepen, "Alle", "groepen", undefined, { kind: "denied" }],
    ["groepen: Alle with a readable vestiging", leesAlle, F.Groepen, "Alle", "groepen", "3", { kind: "ok", filter: "Alle", vestiging: 3 }],
    ["groepen: redirect to Alle names the first readable vestiging", leesAlle, F.Groepen, undefined, "groepen", undefined, { kind: "redirect", filter: "Alle", vestiging: 1 }],
    ["leerlingen: Alle without vestiging is fine", leesAlle, F.Leerlingen, "Alle", "leerlingen", undefined, { kind: "ok", filter: "Alle" }],
    ["Alle on a branch the user can't read is denied", leesEigenVestiging, F.Leerlingen, "Alle", "leerlingen", 2, { kind: "denied" }],
    ["Alle on an own branch", leesEigenVestiging, F.Leerlingen, "Alle", "leerlingen", 1, { kind: "ok", filter: "Alle", vestiging: 1 }],
    ["a vestiging that is not a number is denied", leesAlle, F.Leerlingen, "Alle", "leerlingen", "x1", { kind: "denied" }],
    ["Inactief with Leerlingen manage", user({ [F.Leerlingen]: B.Manage }), F.Leerlingen, "inactief", "leerlingen", undefined, { kind: "ok", filter: "Inactief" }],
    ["formulieren: Eigen from Leerlingformulieren", user({ [F.Leerlingformulieren]: B.ReadEigenKlas }), F.Leerlingformulieren, "eigen", "formulieren", undefined, { kind: "ok", filter: "Eigen" }],
  ])("%s", (_label, p, area, requested, list, vestiging, expected) => {
    expect(resolveListFilter(p, area, requested, { list, vestiging })).toEqual(expected);
  });
});

describe("pupil tabs", () => {
  it.each<[Functiegebied, string]>([
    [F.Notities, "notities"],
    [F.Leerlingformulieren, "formulieren"],
    [F.Leerlingdossiers, "dossiers"],
    [F.Leerlingen, "schoolloopbaan"],
    [F.Ontwikkelingsperspectieven, "ontwikkelingsperspectieven"],
    [F.Handelingsplannen, "handelingsplannen"],
    [F.Leerlingplannen, "leerlingplannen"],
  ])("reading area %i shows exactly the %s tab", (area, tab) => {
    expect(visiblePupilTabs(user({ [area]: B.ReadEigenKlas }))).toEqual([tab]);
  });

  it.each<[string, () => unknown, unknown]>([
    ["all read → all tabs in order", () => visiblePupilTabs(user(Object.fromEntries(ALLE_FUNCTIEGEBIEDEN.map((a) => [a, C.Read])))), ["notities", "formulieren", "dossiers", "schoolloopbaan", "ontwikkelingsperspectieven", "handelingsplannen", "leerlingplannen"]],
    ["write without read shows nothing", () => visiblePupilTabs(user({ [F.Notities]: C.Write | B.Manage })), []],
    ["read in a not-allowed area shows nothing", () => visiblePupilTabs(user({ [F.Notities]: C.Read }, zonder(F.Notities))), []],
    ["with the pupil: own-class read, pupil in own group", () => visiblePupilTabs(user({ [F.Notities]: B.ReadEigenKlas }), { groepNrs: [10] }), ["notities"]],
    ["with the pupil: own-class read, pupil in another group", () => visiblePupilTabs(user({ [F.Notities]: B.ReadEigenKlas }), { groepNrs: [11] }), []],
    ["default tab is schoolloopbaan when visible", () => defaultPupilTab(user({ [F.Leerlingen]: B.ReadAlle, [F.Notities]: B.ReadAlle })), "schoolloopbaan"],
    ["default tab falls back to the first visible", () => defaultPupilTab(user({ [F.Notities]: B.ReadAlle, [F.Leerlingplannen]: B.ReadAlle })), "notities"],
    ["no tab at all", () => defaultPupilTab(user({})), null],
  ])("%s", (_label, run, expected) => {
    expect(run()).toEqual(expected);
  });
});
