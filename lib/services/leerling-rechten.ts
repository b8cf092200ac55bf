import { Bits, Combinations, Functiegebied, hasBits, type Guard, type UserPermissions } from "@/lib/permissions";

/**
 * Route and page guards of the pupil and group screens (spec §6): any read bit opens the list
 * calls, any write bit the write calls; the services then apply the object rule (own group / own
 * branch / all) with canRead / canWrite to the pupil or group itself.
 */
function areaGuard<K extends string>(key: K, label: string, area: Functiegebied, bits: number): Guard<K, (p: UserPermissions) => boolean> {
  const check = (p: UserPermissions) => hasBits(p, area, bits);
  return Object.assign(check, { key, label });
}

export const leerlingGuards = {
  leerlingenLezen: areaGuard("leerlingenLezen", "Leerlingen bekijken", Functiegebied.Leerlingen, Combinations.Read),
  leerlingenSchrijven: areaGuard("leerlingenSchrijven", "Leerlingen bewerken", Functiegebied.Leerlingen, Combinations.Write),
  /** Merging and deleting pupils, and the inactive list: Leerlingen manage. */
  leerlingenBeheren: areaGuard("leerlingenBeheren", "Leerlingen beheren", Functiegebied.Leerlingen, Bits.Manage),
  groepenLezen: areaGuard("groepenLezen", "Groepen bekijken", Functiegebied.Groepen, Combinations.Read),
  groepenSchrijven: areaGuard("groepenSchrijven", "Groepen bewerken", Functiegebied.Groepen, Combinations.Write),
} as const;
