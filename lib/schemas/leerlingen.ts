import * as z from "zod";
import { GroepSoort } from "@/lib/generated/prisma/enums";

// Answers of the Leerlingen calls (documented in /api/openapi; the API tests check every answer against them).

const int = () => z.number().int();
const datum = (description: string) => z.iso.date().describe(description);

/** A group a pupil is in on the list's reference day (or today, in the details). */
const leerlingGroep = z.object({ nr: int(), naam: z.string(), soort: z.enum(GroepSoort), vestigingNr: int() });

/** One pupil, as the lists and the details answer it. */
export const leerlingAntwoord = z.object({
  id: int(),
  roepnaam: z.string(),
  voornamen: z.string().nullable(),
  tussenvoegsel: z.string().nullable(),
  achternaam: z.string(),
  naam: z.string().describe("Roepnaam, tussenvoegsel en achternaam"),
  geboortedatum: datum("Geboortedatum (jjjj-mm-dd)").nullable(),
  leeftijd: z.string().nullable().describe("Leeftijd als 'jaren,maanden' (bijvoorbeeld 7,3); null zonder geboortedatum"),
  geslacht: int().describe("0 onbekend, 1 man, 2 vrouw, 9 niet gespecificeerd"),
  ingangsdatum: datum("Inschrijvingsdatum (jjjj-mm-dd)"),
  einddatum: datum("Uitschrijvingsdatum (jjjj-mm-dd); 9999-12-31 = open"),
  actief: z.boolean().describe("Einddatum is vandaag of later"),
  externeSleutel: z.string().nullable().describe("Sleutel van de leerling in het administratiepakket van de school (EDEX-sleutel)"),
  eckid: z.string().nullable(),
  groepen: z.array(leerlingGroep).describe("Groepen op de peildatum van de lijst (vandaag binnen het schooljaar); in de details: de huidige groepen"),
});

/** A page of a pupil list (ActieveLeerlingen, Eigenleerlingen, InactieveLeerlingen, …). */
export const leerlingenPagina = z.object({
  items: z.array(leerlingAntwoord),
  total: int().describe("Aantal leerlingen in de hele lijst (alle pagina's)"),
  page: int(),
  pageSize: int(),
  schooljaar: z.string().describe("Schooljaar, bijvoorbeeld 2025-2026"),
  filter: z.enum(["Eigen", "Alle", "Actief", "Inactief", "GeenKlastoewijzing", "Groep"]),
});

const LEERLING_TABBLADEN = ["notities", "formulieren", "dossiers", "schoolloopbaan", "ontwikkelingsperspectieven", "handelingsplannen", "leerlingplannen"] as const;

/** Leerlingen/Details (and the answer of Add and Edit): the pupil with its tabs and edit right. */
export const leerlingDetails = leerlingAntwoord.extend({
  tabs: z.array(z.enum(LEERLING_TABBLADEN)).describe("De tabbladen die de gebruiker bij deze leerling mag openen, in weergavevolgorde"),
  magBewerken: z.boolean(),
});

/** Leerlingen/Dependencies: what still refers to a pupil (only kinds with rows are listed). */
export const leerlingAfhankelijkheden = z.object({
  leerlingId: int(),
  totaal: int(),
  items: z.array(
    z.object({
      soort: z.enum([
        "toewijzingen",
        "schoolloopbaan",
        "leerroutes",
        "evaluaties",
        "beoordelingen",
        "handelingsplannen",
        "instructiegroepen",
        "leerlingplannen",
        "ontwikkelingsperspectieven",
        "formulieren",
        "notities",
        "dossierItems",
      ]),
      omschrijving: z.string(),
      aantal: int(),
    }),
  ),
});

const veldFout = z.object({ path: z.string().describe("Rij en veld, bijvoorbeeld 'rij 3.roepnaam'"), message: z.string() });

/** Leerlingen/Import: per row what (would) change(s), and the totals. */
export const leerlingImportAntwoord = z.object({
  opgeslagen: z.boolean().describe("false: alleen een voorbeeld, er is niets gewijzigd"),
  schooljaar: z.string().describe("Schooljaar van de groepen in de kolom Groep"),
  telling: z.object({ nieuw: int(), gewijzigd: int(), ongewijzigd: int(), fout: int() }),
  geplaatst: int().describe("Leerlingen die in een groep worden geplaatst (kolom Groep)"),
  leerroutes: int().describe("Leerlingen van wie de leerroute wordt ingesteld (kolommen Leerroutepakket, Leerroute, Uitstroombestemming, Leerroute vanaf)"),
  rijen: z.array(
    z.object({
      rij: int().describe("Rijnummer in het bestand (de kopregel is rij 1)"),
      actie: z.enum(["nieuw", "gewijzigd", "ongewijzigd", "fout"]),
      naam: z.string(),
      sleutel: z.string().nullable(),
      leerlingId: int().nullable().describe("De bestaande leerling met deze sleutel; null bij een nieuwe"),
      wijzigingen: z.array(z.object({ veld: z.string(), oud: z.string().nullable(), nieuw: z.string().nullable() })),
      groep: z.string().nullable().describe("De groep waarin de leerling wordt geplaatst (kolom Groep), of null"),
      leerroute: z.string().nullable().describe("De leerroute die vanaf een datum wordt ingesteld (kolom Leerroute), of null"),
      fouten: z.array(veldFout),
    }),
  ),
});

/** Leerlingen/Samenvoegen: the kept pupil, the removed id and the rows moved per kind. */
export const samenvoegenAntwoord = z.object({
  leerling: leerlingDetails,
  verwijderdId: int(),
  verplaatst: z.record(z.string(), int()).describe("Aantal verplaatste rijen per soort (schoolloopbaan, evaluaties, groepstoewijzingen, …)"),
});

export const leerlingVerwijderd = z.object({ id: int(), verwijderd: z.boolean().describe("Altijd true") });
