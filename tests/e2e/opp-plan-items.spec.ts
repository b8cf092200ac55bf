import { expect as baseExpect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";
import { leerlingInNieuweGroep, verwijderLeerling } from "./leerling-fixture";

// Page loads and pickers on a busy machine.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const sj = huidigSchooljaar();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const TEMPLATE = `E2E OPP plan-items ${run}`;
const ACHTERNAAM = `Oppitem${run}`;
const GROEP = `E2E OPP items ${run}`;

async function toegankelijk(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAccessible(page);
}

interface Fixture {
  oppId: number;
  route: { nummer: number; naam: string };
  uitstroom: string;
  domeinen: string[];
  niveau: { waarde: string; optie: string };
  doel: { competentie: string; niveauLabel: string; waarde: string };
}

/**
 * The test's own pupil (in a new branch-1 group, on a learning route of the demo package), an OPP
 * template with a category of the plan-only item types and an OPP with an empty Concept.
 */
async function fixture(): Promise<Fixture> {
  return withDb(async (c) => {
    const pakket = (
      await c.query<{ pakket: number; nummer: number; naam: string; uitstroom: number; uitstroomNaam: string }>(
        `SELECT lr."leerroutepakketId" AS pakket, lr.nummer, lr.naam, u.nummer AS uitstroom, u.naam AS "uitstroomNaam"
           FROM "AdministratieLeerroutepakket" a
           JOIN "Leerroute" lr ON lr."leerroutepakketId" = a."leerroutepakketId"
           JOIN "LeerrouteUitstroombestemming" lu ON lu."leerroutepakketId" = lr."leerroutepakketId" AND lu."leerrouteNummer" = lr.nummer
           JOIN "Uitstroombestemming" u ON u."leerroutepakketId" = lu."leerroutepakketId" AND u.nummer = lu."uitstroombestemmingNummer"
          WHERE a."administratieNr" = $1 AND EXISTS (SELECT 1 FROM "Indicator" i WHERE i."leerroutepakketId" = a."leerroutepakketId")
          ORDER BY a."leerroutepakketId", lr.nummer, u.nummer LIMIT 1`,
        [A],
      )
    ).rows[0]!;
    const domeinen = (await c.query<{ naam: string }>(`SELECT naam FROM "Domein" WHERE "leerroutepakketId" = $1 ORDER BY volgnummer, id LIMIT 2`, [pakket.pakket])).rows.map((r) => r.naam);
    const n = (await c.query<{ waarde: string; label: string }>(`SELECT waarde, label FROM "Niveau" WHERE "leerroutepakketId" = $1 ORDER BY volgnummer LIMIT 1`, [pakket.pakket])).rows[0]!;
    // The level's option reads "1F (Fundamenteel 1)", or only the value when the label says nothing more.
    const niveau = { waarde: n.waarde, optie: n.label && n.label !== n.waarde ? `${n.waarde} (${n.label})` : n.waarde };
    // A competence at a level that has indicators (the goal selector lists those), with a name no other competence contains.
    const doel = (
      await c.query<{ competentie: string; label: string; waarde: string }>(
        `SELECT c.naam AS competentie, n.label, n.waarde FROM "Indicator" i
           JOIN "Competentie" c ON c.id = i."competentieId"
           JOIN "Niveau" n ON n."leerroutepakketId" = i."leerroutepakketId" AND n.nummer = i."niveauNummer"
          WHERE i."leerroutepakketId" = $1
            AND NOT EXISTS (SELECT 1 FROM "Competentie" o WHERE o."leerroutepakketId" = c."leerroutepakketId" AND o.id <> c.id AND position(lower(c.naam) IN lower(o.naam)) > 0)
          ORDER BY c.volgnummer, c.id, n.volgnummer LIMIT 1`,
        [pakket.pakket],
      )
    ).rows[0]!;
    const leerlingId = await leerlingInNieuweGroep(c, { admnr: A, schooljaar: sj, groep: GROEP, roepnaam: "Noor", achternaam: ACHTERNAAM, geboortedatum: "2013-02-01", leerroute: { pakket: pakket.pakket, nummer: pakket.nummer } });
    const t = await c.query<{ id: number }>(`INSERT INTO "OppTemplate" ("administratieNr", naam, actief, "updatedAt") VALUES ($1, $2, true, now()) RETURNING id`, [A, TEMPLATE]);
    const tid = t.rows[0]!.id;
    const k = await c.query<{ id: number }>(`INSERT INTO "OppTemplateCategorie" ("administratieNr", "templateId", code, naam, volgnummer) VALUES ($1, $2, 'PL', 'Perspectief', 1) RETURNING id`, [A, tid]);
    for (const [i, [soort, label]] of [["LR", "Leerroute"], ["OB", "Verwachte uitstroom"], ["DOM", "Domeinen"], ["MON", "Verwacht niveau"], ["HAN", "Handelingsdeel"]].entries())
      await c.query(`INSERT INTO "OppTemplateDefinitie" ("administratieNr", "templateId", "categorieId", soort, label, volgnummer) VALUES ($1, $2, $3, $4::"TemplateDefinitieSoort", $5, $6)`, [A, tid, k.rows[0]!.id, soort, label, i + 1]);
    const o = await c.query<{ id: number }>(
      `INSERT INTO "Ontwikkelingsperspectief" ("administratieNr", "leerlingId", "templateId", schooljaar, "periodeNummer", "updatedAt")
       SELECT $1, $2, $3, $4, min(nummer), now() FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $4 RETURNING id`,
      [A, leerlingId, tid, sj],
    );
    const oppId = o.rows[0]!.id;
    await c.query(`INSERT INTO "OntwikkelingsperspectiefVersie" ("administratieNr", "ontwikkelingsperspectiefId", versie, "updatedAt") VALUES ($1, $2, 0, now())`, [A, oppId]);
    return {
      oppId,
      route: { nummer: pakket.nummer, naam: pakket.naam },
      uitstroom: pakket.uitstroomNaam,
      domeinen,
      niveau,
      doel: { competentie: doel.competentie, niveauLabel: doel.label || doel.waarde, waarde: doel.waarde },
    };
  });
}

test.afterAll(async () => {
  await withDb(async (c) => {
    await verwijderLeerling(c, { admnr: A, achternaam: ACHTERNAAM, groep: GROEP });
    await c.query(`DELETE FROM "OppTemplate" WHERE "administratieNr" = $1 AND naam = $2`, [A, TEMPLATE]);
  });
});

test("OPP: every plan-only item type is edited with its picker and seen after a reload; a goal of the action part gets a competence and level", async ({ page }) => {
  const f = await fixture();
  const basis = `/${A}/schooljaar/${sj}/planning/ontwikkelingsperspectieven`;
  await openAs(page, `${basis}/bewerken/${f.oppId}/PL`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: `Ontwikkelingsperspectief van Noor ${ACHTERNAAM} bewerken` })).toBeVisible();

  // LR and OB: choices from the package's routes and their exit destinations.
  const route = `Leerroute ${f.route.nummer}: ${f.route.naam}`;
  await page.getByLabel("Leerroute", { exact: true }).selectOption({ label: route });
  await page.getByLabel("Verwachte uitstroom").selectOption({ label: f.uitstroom });
  // DOM: the package's domains as checkboxes; MON: a level per domain.
  const dom = page.getByRole("group", { name: "Domeinen" });
  for (const d of f.domeinen) await dom.getByLabel(d, { exact: true }).check();
  const mon = page.getByRole("group", { name: "Verwacht niveau" });
  await mon.getByLabel(f.domeinen[0]!, { exact: true }).selectOption({ label: f.niveau.optie });
  // HAN: a reference to the action part.
  await page.getByLabel("Zie het handelingsdeel").check();
  await toegankelijk(page);
  await page.getByRole("button", { name: "Opslaan" }).click();

  await expect(page).toHaveURL(/\/details\/\d+\/PL\?versie=CONCEPT$/);
  const toon = async () => {
    await expect(page.getByText(route, { exact: true })).toBeVisible();
    await expect(page.getByText(f.uitstroom, { exact: true })).toBeVisible();
    await expect(page.getByText(f.domeinen.join(", "), { exact: true })).toBeVisible();
    await expect(page.getByText(`${f.domeinen[0]}: niveau ${f.niveau.waarde}`, { exact: true })).toBeVisible();
    await expect(page.getByText("Zie het handelingsdeel", { exact: true })).toBeVisible();
  };
  await toon();
  await page.reload();
  await toon();
  await toegankelijk(page);

  // The editor opens on the saved values.
  await page.goto(`${basis}/bewerken/${f.oppId}/PL`);
  await expect(page.getByLabel("Leerroute", { exact: true }).locator("option:checked")).toHaveText(route);
  await expect(page.getByLabel("Verwachte uitstroom").locator("option:checked")).toHaveText(f.uitstroom);
  for (const d of f.domeinen) await expect(page.getByRole("group", { name: "Domeinen" }).getByLabel(d, { exact: true })).toBeChecked();
  await expect(page.getByLabel("Zie het handelingsdeel")).toBeChecked();

  // The action part: a goal with a competence and level from the goal selector.
  await page.goto(`${basis}/bewerken/${f.oppId}/handelingsdeel`);
  await expect(page.getByText("Het handelingsdeel heeft nog geen regels.")).toBeVisible();
  await page.getByRole("button", { name: "Regel toevoegen" }).click();
  await page.getByLabel("Doel", { exact: true }).fill("Noor leest een korte tekst.");
  await page.getByRole("button", { name: "Competentie en niveau kiezen" }).click();
  await page.getByLabel("Zoek een doel").fill(f.doel.competentie);
  await page.getByLabel(`${f.doel.competentie}: heel niveau ${f.doel.niveauLabel}`, { exact: true }).first().click();
  const gekozen = `${f.doel.competentie} ${f.doel.waarde}`;
  await expect(page.getByText(gekozen, { exact: true })).toBeVisible();
  // The picker closed on the choice; the keyboard continues on its button.
  await expect(page.getByRole("button", { name: "Competentie en niveau wijzigen" })).toBeFocused();
  await toegankelijk(page);
  await page.getByRole("button", { name: "Opslaan" }).click();
  const cel = page.getByRole("cell", { name: `${f.doel.competentie} · niveau ${f.doel.waarde}`, exact: true });
  await expect(cel).toBeVisible();
  await page.reload();
  await expect(cel).toBeVisible();

  // Reopening the action part shows the choice; removing a goal asks first.
  await page.goto(`${basis}/bewerken/${f.oppId}/handelingsdeel`);
  await expect(page.getByText(gekozen, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Regel 1 verwijderen" }).click();
  const vraag = page.getByRole("alertdialog", { name: "Regel 1 van het handelingsdeel verwijderen?" });
  await expect(vraag).toBeVisible();
  await vraag.getByRole("button", { name: "Annuleren" }).click();
  await expect(page.getByLabel("Doel", { exact: true })).toHaveValue("Noor leest een korte tekst.");
});
