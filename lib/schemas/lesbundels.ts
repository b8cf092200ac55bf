import * as z from "zod";
import { celDelenAntwoord } from "./leerroutepakketfasen";

// Answers of the lesson-bundle calls (documented in /api/openapi; the API tests check every answer against them).

const geheel = () => z.number().int();

const lesBundelKort = z.object({ id: geheel(), naam: z.string() });

const duurMinuten = geheel().nullable().describe("Duur van de les in minuten; null: niet opgegeven");

/**
 * LesBundels/faseKoppelingen and Leerroutepakketfasen/UpdateLessen: the cell, its lessons in order,
 * its lesson bundles and, for a manager, the lessons that can be added.
 */
export const celLessenAntwoord = celDelenAntwoord.extend({
  lessen: z
    .array(z.object({ id: geheel(), naam: z.string(), duurMinuten, lesBundelId: geheel(), lesBundelNaam: z.string() }))
    .describe("De lessen van de cel, in volgorde"),
  lesBundels: z.array(lesBundelKort).describe("De lesbundels die aan de cel gekoppeld zijn, op naam"),
  beschikbaar: z
    .array(lesBundelKort.extend({ lessen: z.array(z.object({ id: geheel(), naam: z.string(), duurMinuten })).describe("In volgorde") }))
    .describe(
      "Lesbundels van de klant met lessen die aan de cel gekoppeld kunnen worden, op naam (bundels zonder lessen weggelaten); leeg als de gebruiker het pakket niet mag wijzigen",
    ),
});

/** Leerroutepakketfasen/AddLessen: as celLessenAntwoord, with what the call did. */
export const celLessenToegevoegdAntwoord = celLessenAntwoord.extend({
  toegevoegd: z.array(geheel()).describe("Ids van de lessen die achteraan zijn toegevoegd, in volgorde"),
  genegeerd: z.array(geheel()).describe("Ids van de lessen die al gekoppeld waren (overgeslagen)"),
});

// ---------------------------------------------------------------------------------------------
// Lesson bundles, lessons, sources and plan lessons (issue 13). Bodies are parsed by the API routes
// and by the screens' forms alike (one schema, so the browser says what the server will say).
// ---------------------------------------------------------------------------------------------

const id = (fout: string) => z.number({ error: fout }).int({ error: "moet een geheel getal zijn" }).positive({ error: "moet groter dan 0 zijn" }).max(2_147_483_647, { error: "is te groot" });
const naam = (wat: string, max = 200) => z.string({ error: `vul ${wat} in` }).trim().min(1, `vul ${wat} in`).max(max, `mag hoogstens ${max} tekens hebben`);
const optioneel = (max: number) => z.string().trim().max(max, `mag hoogstens ${max} tekens hebben`).nullish();
const idLijst = (fout: string, max = 1000) => z.array(id(fout), { error: fout }).max(max, `hoogstens ${max} tegelijk`);

export const lesBundelVelden = z.object({ naam: naam("de naam van de lesbundel"), omschrijving: optioneel(2000) });
export const lesBundelBijwerken = lesBundelVelden.extend({
  id: id("geef de lesbundel op"),
  volgnummer: z.number().int().min(0, "moet 0 of groter zijn").max(100000, "is te groot").optional(),
});
export const lesBundelHernoemen = z.object({ id: id("geef de lesbundel op"), naam: naam("de naam van de lesbundel") });
export const lesBundelPubliceren = z.object({ id: id("geef de lesbundel op"), gepubliceerd: z.boolean({ error: "geef aan of de lesbundel gepubliceerd is" }) });
export const lesBundelDelen = z.object({
  id: id("geef de lesbundel op"),
  gedeeld: z.boolean({ error: "geef aan of de lesbundel met de hele klant gedeeld is" }),
  medewerkers: z
    .array(
      z.object({
        gebruikerId: z.uuid({ error: "kies een medewerker" }),
        administratieNr: id("geef de administratie op").optional(),
        magBewerken: z.boolean().default(false),
      }),
    )
    .max(500, "hoogstens 500 medewerkers"),
});
export const FASE_ACTIES = ["koppelen", "ontkoppelen", "voorstellen", "accepteren", "afwijzen"] as const;
export const lesBundelFaseKoppelen = z.object({
  lesBundelId: id("kies een lesbundel"),
  leerroutepakketId: id("kies een leerroutepakket"),
  faseNummer: id("kies een fase"),
  leerrouteNummer: id("kies een leerroute"),
  domeinId: id("kies een domein"),
  actie: z.enum(FASE_ACTIES, { error: "kies koppelen, ontkoppelen, voorstellen, accepteren of afwijzen" }),
  toelichting: optioneel(1000),
});

export const lesVelden = z.object({
  naam: naam("de naam van de les"),
  omschrijving: optioneel(2000),
  /** Rich text (HTML); the server keeps only an allow-list of tags and attributes. */
  inhoud: z.string().max(200_000, "de lestekst mag hoogstens 200.000 tekens hebben").nullish(),
  duurMinuten: z.number({ error: "vul een aantal minuten in" }).int("moet een geheel getal zijn").min(1, "moet minstens 1 zijn").max(1440, "hoogstens 1440 minuten").nullish(),
});
export const lesToevoegen = lesVelden.extend({ lesBundelId: id("kies een lesbundel") });
export const lesBijwerken = lesVelden.extend({
  id: id("geef de les op"),
  indicatoren: z
    .array(z.object({ leerroutepakketId: id("kies een leerroutepakket"), indicatorId: id("kies een indicator") }))
    .max(500, "hoogstens 500 indicatoren")
    .optional(),
});
export const lesVerplaatsen = z.object({ id: id("geef de les op"), lesBundelId: id("kies de lesbundel waar de les heen gaat") });
export const lessenOrdenen = z.object({ lesBundelId: id("geef de lesbundel op"), lesIds: idLijst("geef de lessen in de nieuwe volgorde") });
export const bronnenKoppelen = z.object({ lesId: id("geef de les op"), lesbronIds: idLijst("kies de bronnen").min(1, "kies minstens één bron") });

export const lesbronBijwerken = z.object({ id: id("geef de bron op"), naam: naam("de naam van de bron"), omschrijving: optioneel(2000), url: z.string().trim().max(2000).nullish() });

/** Lesbronnen/add (multipart): a file (field `file`) or a web address (`url`); form fields are text. */
export const lesbronToevoegenVelden = z.object({
  lesBundelId: z.string({ error: "kies een lesbundel" }).regex(/^[0-9]{1,10}$/, "moet een geheel getal zijn").transform(Number).pipe(id("kies een lesbundel")),
  lesId: z.string().regex(/^[0-9]{1,10}$/, "moet een geheel getal zijn").transform(Number).pipe(id("geef de les op")).optional(),
  naam: z.string().trim().max(200, "mag hoogstens 200 tekens hebben").optional(),
  omschrijving: z.string().trim().max(2000, "mag hoogstens 2000 tekens hebben").optional(),
  url: z.string().trim().max(2000, "mag hoogstens 2000 tekens hebben").optional(),
});

export const planLessenToevoegen = z.object({ onderwijsplanId: id("geef het plan op"), lesIds: idLijst("kies de lessen").min(1, "kies minstens één les") });
export const planLesBijwerken = z.object({
  onderwijsplanId: id("geef het plan op"),
  lesId: id("geef de les op"),
  opmerking: optioneel(2000),
  uitgevoerdOp: z.iso.date({ error: "geef een datum als JJJJ-MM-DD" }).nullish(),
});
export const planLessenOrdenen = z.object({ onderwijsplanId: id("geef het plan op"), lesIds: idLijst("geef de lessen in de nieuwe volgorde") });

// Answers.

const medewerkerKort = z.object({ id: z.string(), naam: z.string() });

export const lesBundelItem = z.object({
  id: geheel(),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  volgnummer: geheel(),
  administratieNr: geheel().describe("De administratie van de auteur (eigenaar)"),
  auteur: medewerkerKort,
  gepubliceerd: z.boolean(),
  gedeeld: z.boolean().describe("Gedeeld met alle administraties van de klant"),
  aantalLessen: geheel(),
  eigen: z.boolean().describe("De gebruiker is de auteur"),
  gedeeldMetMij: z.boolean().describe("Met de gebruiker gedeeld (LesBundelMedewerker)"),
  magBeheren: z.boolean().describe("§6: auteur, Lessen beheren binnen de klant, of gedeeld met bewerkrecht"),
  bijgewerkt: z.string().describe("ISO-tijdstip van de laatste wijziging"),
});
export const lesBundelPagina = z.object({ items: z.array(lesBundelItem), total: geheel(), page: geheel(), pageSize: geheel() });

const faseKoppeling = z.object({
  leerroutepakketId: geheel(),
  leerroutepakketNaam: z.string(),
  faseNummer: geheel(),
  faseNaam: z.string(),
  leerrouteNummer: geheel(),
  leerrouteNaam: z.string(),
  domeinId: geheel(),
  domeinNaam: z.string(),
});
export const suggestieAntwoord = faseKoppeling.extend({
  id: geheel(),
  lesBundelId: geheel(),
  lesBundelNaam: z.string(),
  voorgesteldDoor: z.string().describe("Naam van wie het voorstelde"),
  toelichting: z.string().nullable(),
  status: z.enum(["Open", "Geaccepteerd", "Afgewezen"]),
  datum: z.string(),
});

export const suggestiePagina = z.object({
  items: z.array(suggestieAntwoord),
  total: geheel(),
  page: geheel(),
  pageSize: geheel(),
  magBeoordelen: z.boolean().describe("Lessen beheren: voorstellen accepteren of afwijzen"),
});

export const lesKort = z.object({ id: geheel(), naam: z.string(), omschrijving: z.string().nullable(), duurMinuten, volgnummer: geheel(), aantalBronnen: geheel() });

export const lesBundelDetails = lesBundelItem.extend({
  magKoppelen: z.boolean().describe("Lessen beheren: fasecellen koppelen en voorstellen beoordelen"),
  lessen: z.array(lesKort).describe("Op volgnummer, dan naam"),
  medewerkers: z.array(medewerkerKort.extend({ administratieNr: geheel(), administratieNaam: z.string(), magBewerken: z.boolean() })).describe("Met wie de bundel gedeeld is"),
  fasen: z.array(faseKoppeling).describe("Gekoppelde fasecellen"),
  suggesties: z.array(suggestieAntwoord).describe("Open voorstellen voor deze bundel"),
});
export const collegaAntwoord = medewerkerKort.extend({
  administratieNr: geheel().describe("De administratie waar de collega werkt"),
  administratieNaam: z.string(),
});
export const lesBundelVerwijderd = z.object({ id: geheel(), verwijderd: z.boolean() });
export const lesBundelFasenAntwoord = z.object({ fasen: z.array(faseKoppeling), suggesties: z.array(suggestieAntwoord) });

export const lesBundelStroomplan = z.object({
  leerroutepakket: z.object({ id: geheel(), naam: z.string() }),
  lesBundel: lesBundelKort.nullable(),
  cellen: z
    .array(z.object({ domeinId: geheel(), competentieId: geheel(), competentieNaam: z.string(), niveauNummer: geheel(), lessen: z.array(z.object({ id: geheel(), naam: z.string(), lesBundelId: geheel() })) }))
    .describe("Cellen (competentie × niveau) met de lessen die er via hun indicatoren op werken"),
});

export const LESBRON_SOORTEN = ["Bestand", "Link", "Afbeelding"] as const;
export const lesbronAntwoord = z.object({
  id: geheel(),
  lesBundelId: geheel(),
  soort: z.enum(LESBRON_SOORTEN),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  url: z.string().nullable(),
  bestandsnaam: z.string().nullable(),
  mimeType: z.string().nullable(),
  grootte: geheel().nullable(),
  heeftThumbnail: z.boolean(),
  inline: z.boolean().describe("Het bestand mag in de browser geopend worden (veilig type)"),
  aantalLessen: geheel().describe("Aan hoeveel lessen de bron gekoppeld is"),
});

export const lesDetails = z.object({
  id: geheel(),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  inhoud: z.string().nullable().describe("Lestekst (HTML, op de server geschoond)"),
  duurMinuten,
  volgnummer: geheel(),
  lesBundel: lesBundelKort.extend({ magBeheren: z.boolean() }),
  bronnen: z.array(lesbronAntwoord).describe("Gekoppelde bronnen, in volgorde"),
  overigeBronnen: z.array(lesbronAntwoord).describe("Bronnen van de bundel die nog niet aan de les gekoppeld zijn"),
  indicatoren: z.array(z.object({ leerroutepakketId: geheel(), indicatorId: geheel(), naam: z.string() })),
});
export const lesVerwijderd = z.object({ id: geheel(), verwijderd: z.boolean() });

export const planLesAntwoord = z.object({
  lesId: geheel(),
  naam: z.string(),
  duurMinuten,
  lesBundelId: geheel(),
  lesBundelNaam: z.string(),
  volgnummer: geheel(),
  opmerking: z.string().nullable(),
  uitgevoerdOp: z.string().nullable(),
});
export const planLesBundel = lesBundelKort.extend({ lessen: z.array(z.object({ id: geheel(), naam: z.string(), duurMinuten, inPlan: z.boolean() })) });
