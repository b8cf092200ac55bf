/**
 * The items of a connector import's steps as the review screen and the save read them. Apart from
 * lib/connector/import.ts (which makes them) so lib/services/connector.ts (which shows them) needs
 * no import of the importer, which imports the service's settings: no import circle.
 */
export interface LeerlingItem {
  sleutel: string;
  roepnaam: string;
  tussenvoegsel: string | null;
  achternaam: string;
  geboortedatum: string | null;
  geslacht: number;
  ingangsdatum: string | null;
  einddatum: string | null;
  locatie: string;
  vestigingNr: number | null;
  /** The SIS team and the group it feeds (configuration), when mapped. */
  teamId: number | null;
  groepNr: number | null;
}
export interface MedewerkerItem {
  sleutel: string;
  roepnaam: string;
  tussenvoegsel: string | null;
  achternaam: string;
  email: string | null;
  locaties: string[];
  vestigingNrs: number[];
  /** The groups the employee's teams feed (configuration). */
  groepNrs: number[];
}
