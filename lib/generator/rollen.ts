/** The roles every generated administration (and the demo) gets, with their permission bits. */
import { ALLE_FUNCTIEGEBIEDEN, Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { defaultRolPermissies } from "@/lib/permissions/rules";

export type RolSleutel = "beheerder" | "leerkracht" | "ib" | "directeur" | "assistent";

export const ROLLEN: Record<RolSleutel, { naam: string; permissies: () => Record<number, number> }> = {
  beheerder: { naam: "Beheerder", permissies: () => defaultRolPermissies() },
  leerkracht: {
    naam: "Leerkracht",
    permissies: () => ({
      [F.Groepen]: Bits.ReadEigenKlas,
      [F.Leerlingen]: Combinations.WriteReadEigenKlas,
      [F.Notities]: Combinations.WriteReadEigenKlas,
      [F.Leerlingformulieren]: Combinations.WriteReadEigenKlas,
      [F.Leerlingdossiers]: Bits.ReadEigenKlas,
      [F.Leerlingevaluaties]: Combinations.WriteReadEigenKlas,
      [F.Groepsplannen]: Combinations.WriteReadEigenKlas,
      [F.Handelingsplannen]: Combinations.WriteReadEigenKlas,
      [F.Leerlingplannen]: Combinations.WriteReadEigenKlas,
      [F.Ontwikkelingsperspectieven]: Bits.ReadEigenKlas,
      [F.Leerroutepakketten]: Bits.ReadAlle,
      // A teacher writes lesson bundles of their own (guards.lesbundelToevoegen); managing others' needs manage.
      [F.Lessen]: Combinations.WriteReadAll,
    }),
  },
  ib: {
    naam: "Intern begeleider",
    permissies: () =>
      Object.fromEntries(
        ALLE_FUNCTIEGEBIEDEN.map((a) => [a, a === F.Gebruikers || a === F.Administratie || a === F.Api ? 0 : Combinations.WriteReadAll | Bits.ReadEigenKlas]),
      ),
  },
  directeur: {
    naam: "Directeur",
    permissies: () => Object.fromEntries(ALLE_FUNCTIEGEBIEDEN.map((a) => [a, a === F.Api ? 0 : Bits.ReadAlle | Bits.ReadEigenVestiging])),
  },
  assistent: {
    naam: "Onderwijsassistent",
    permissies: () => ({
      [F.Groepen]: Bits.ReadEigenKlas,
      [F.Leerlingen]: Bits.ReadEigenKlas,
      [F.Notities]: Combinations.WriteReadEigenKlas,
      [F.Leerlingevaluaties]: Combinations.WriteReadEigenKlas,
      [F.Groepsplannen]: Bits.ReadEigenKlas,
      [F.Leerroutepakketten]: Bits.ReadAlle,
      [F.Lessen]: Bits.ReadAlle,
    }),
  },
};
