import { ALL_BITS, ALLE_FUNCTIEGEBIEDEN, Bits, Combinations, Functiegebied, VestigingScope } from "./constants";

/**
 * What a signed-in user may do in one administration. Built on the server from the user's
 * roles; the UI gets the same value, so both ask the same functions below.
 */
export interface UserPermissions {
  /** OR of the bits of all the user's roles, per area. A missing area counts as 0. */
  permissies: Readonly<Partial<Record<Functiegebied, number>>>;
  /** Areas the administration allows; bits in any other area do not count. */
  toegestaneFunctiegebieden: readonly Functiegebied[];
  eigenVestigingen: readonly number[];
  /** All branches of the administration (may be empty: then own branches stand in). */
  alleVestigingen: readonly number[];
  eigenGroepen: readonly number[];
  klantId: number;
  /** Codes of the administration's ACTIVE licences only. */
  licentiecodes: readonly string[];
  gebruikerId: string;
  /** Codes of the administration's modules (lib/modules.ts); absent counts as none. */
  modules?: readonly string[];
}

/** Where an object lives, for the own-branch / own-group rules. */
export interface PermissionObject {
  vestigingNr?: number | null;
  /** A pupil can be in several groups at once. */
  groepNrs?: readonly number[] | null;
}

/** The bits that count in an area: 0 when the area is not among the allowed ones. */
export function effectieveBits(p: UserPermissions, area: Functiegebied): number {
  if (!p.toegestaneFunctiegebieden.includes(area)) return 0;
  return p.permissies[area] ?? 0;
}

/** True when the user has ANY of `bits` in the area. `bits` 0 asks for nothing and is false. */
export function hasBits(p: UserPermissions, area: Functiegebied, bits: number): boolean {
  return (effectieveBits(p, area) & bits) !== 0;
}

/** True when the user has ALL of `bits` in the area (false for 0: fail closed). */
export function hasAll(p: UserPermissions, area: Functiegebied, bits: number): boolean {
  return bits !== 0 && (effectieveBits(p, area) & bits) === bits;
}

export type AreaBits = readonly [area: Functiegebied, bits: number];

/** Any of the (area, bits) pairs holds. */
export function hasAny(p: UserPermissions, pairs: readonly AreaBits[]): boolean {
  return pairs.some(([area, bits]) => hasBits(p, area, bits));
}

/**
 * Some right in some allowed area. A member without any (no role, or roles without bits in the
 * administration's areas) may see only their own account and the administration's context: §6
 * grants reading per function area, so no area means nothing to read (API routes without a
 * permission of their own require this; see lib/api/route.ts).
 */
export function heeftEnigRecht(p: UserPermissions): boolean {
  return p.toegestaneFunctiegebieden.some((area) => effectieveBits(p, area) !== 0);
}

/** Every (area, bits) pair holds; an empty list is false so a typo can't open a door. */
export function hasEvery(p: UserPermissions, pairs: readonly AreaBits[]): boolean {
  return pairs.length > 0 && pairs.every(([area, bits]) => hasBits(p, area, bits));
}

function objectAccess(
  p: UserPermissions,
  area: Functiegebied,
  obj: PermissionObject,
  bits: { alle: number; vestiging: number; klas: number },
): boolean {
  const mask = effectieveBits(p, area);
  if ((mask & bits.alle) !== 0) return true;
  if ((mask & bits.vestiging) !== 0 && obj.vestigingNr != null && p.eigenVestigingen.includes(obj.vestigingNr)) return true;
  if ((mask & bits.klas) !== 0 && obj.groepNrs?.some((nr) => p.eigenGroepen.includes(nr))) return true;
  return false;
}

/**
 * Write on one object: WriteAlle, or WriteEigenVestiging in an own branch, or WriteEigenKlas in
 * an own group. Write does not imply read (the spec keeps them separate bits).
 */
export function canWrite(p: UserPermissions, area: Functiegebied, obj: PermissionObject): boolean {
  return objectAccess(p, area, obj, {
    alle: Bits.WriteAlle,
    vestiging: Bits.WriteEigenVestiging,
    klas: Bits.WriteEigenKlas,
  });
}

/** Read on one object: ReadAlle, or ReadEigenVestiging in an own branch, or ReadEigenKlas in an own group. */
export function canRead(p: UserPermissions, area: Functiegebied, obj: PermissionObject): boolean {
  return objectAccess(p, area, obj, {
    alle: Bits.ReadAlle,
    vestiging: Bits.ReadEigenVestiging,
    klas: Bits.ReadEigenKlas,
  });
}

/** Branch reach of reading (or writing) in an area. */
export function vestigingScope(
  p: UserPermissions,
  area: Functiegebied,
  access: "read" | "write" = "read",
): VestigingScope {
  const [alle, eigen] = access === "read" ? [Bits.ReadAlle, Bits.ReadEigenVestiging] : [Bits.WriteAlle, Bits.WriteEigenVestiging];
  if (hasBits(p, area, alle)) return VestigingScope.Alle;
  if (hasBits(p, area, eigen)) return VestigingScope.Eigen;
  return VestigingScope.None;
}

/**
 * Branches whose lists the user may read in an area: all with ReadAlle, own with
 * ReadEigenVestiging, else none. An empty "all" list falls back to the own branches.
 */
export function readableVestigingen(p: UserPermissions, area: Functiegebied): number[] {
  switch (vestigingScope(p, area, "read")) {
    case VestigingScope.Alle:
      return [...(p.alleVestigingen.length > 0 ? p.alleVestigingen : p.eigenVestigingen)];
    case VestigingScope.Eigen:
      return [...p.eigenVestigingen];
    default:
      return [];
  }
}

/** At least one manage right in an allowed area (shows and opens Instellingen). */
export function canManageAny(p: UserPermissions): boolean {
  return ALLE_FUNCTIEGEBIEDEN.some((area) => hasBits(p, area, Bits.Manage));
}

/** Any permission at all in an area. */
export function hasArea(p: UserPermissions, area: Functiegebied): boolean {
  return hasBits(p, area, ALL_BITS);
}

const MANAGE_ONLY: ReadonlySet<Functiegebied> = new Set([
  Functiegebied.Gebruikers,
  Functiegebied.Administratie,
  Functiegebied.Api,
  Functiegebied.Leerroutepakketten,
  Functiegebied.Lessen,
]);

/**
 * Starting values for a new role (the role editor starts here). Spec: Manage for Gebruikers,
 * Administratie, Api, Leerroutepakketten and Lessen; "a mix of Manage, Read and Write" for the
 * others, which we read as ManageWriteReadAll (112): all read and write bits of the area are
 * then reachable without extra clicks, and the editor narrows them down.
 */
export function defaultRolPermissies(): Record<Functiegebied, number> {
  const result = {} as Record<Functiegebied, number>;
  for (const area of ALLE_FUNCTIEGEBIEDEN) {
    result[area] = MANAGE_ONLY.has(area) ? Bits.Manage : Combinations.ManageWriteReadAll;
  }
  return result;
}

/** A user's permissions are the OR of the bits of all their roles, per area. */
export function combineRolPermissies(
  rollen: readonly Readonly<Partial<Record<Functiegebied, number>>>[],
): Record<Functiegebied, number> {
  const result = {} as Record<Functiegebied, number>;
  for (const area of ALLE_FUNCTIEGEBIEDEN) {
    result[area] = rollen.reduce((mask, rol) => mask | (rol[area] ?? 0), 0);
  }
  return result;
}
