import { expect as baseExpect, test, type Page } from "@playwright/test";
import { huidigSchooljaar, vandaagIso } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";
import { leerlingInNieuweGroep, verwijderLeerling } from "./leerling-fixture";

// Page loads and dialogs on a busy machine.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
const TEMPLATE = `E2E OPP-invullen ${run}`;
const ACHTERNAAM = `Opp${run}`;
const GROEP = `E2E OPP ${run}`;

async function toegankelijkZonderMeldingen(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAccessible(page);
}

/** A pupil in a new branch-1 group for the whole year, and an active OPP template with three categories. */
async function fixture(): Promise<{ leerlingId: number }> {
  return withDb(async (c) => {
    const leerlingId = await leerlingInNieuweGroep(c, { admnr: A, schooljaar: sj, groep: GROEP, roepnaam: "Sam", achternaam: ACHTERNAAM, geboortedatum: "2014-05-01" });
    const t = await c.query<{ id: number }>(`INSERT INTO "OppTemplate" ("administratieNr", naam, actief, "updatedAt") VALUES ($1, $2, true, now()) RETURNING id`, [A, TEMPLATE]);
    const tid = t.rows[0]!.id;
    const cats: [string, string, [string, string, boolean, unknown][]][] = [
      ["BS", "Beginsituatie", [["MLE", "Belemmerende factoren", true, null], ["MLE", "Bevorderende factoren", false, null]]],
      ["UB", "Uitstroom", [["SEL", "Verwachte uitstroom", false, { keuzes: ["Dagbesteding", "Arbeid", "Vervolgonderwijs"] }], ["DTE", "Datum advies", false, null]]],
      ["OK", "Ondertekening", [["CKB", "Ouders stemmen in", false, null]]],
    ];
    for (const [ci, [code, naam, defs]] of cats.entries()) {
      const k = await c.query<{ id: number }>(`INSERT INTO "OppTemplateCategorie" ("administratieNr", "templateId", code, naam, volgnummer) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [A, tid, code, naam, ci + 1]);
      for (const [i, [soort, label, verplicht, opties]] of defs.entries())
        await c.query(
          `INSERT INTO "OppTemplateDefinitie" ("administratieNr", "templateId", "categorieId", soort, label, verplicht, opties, volgnummer) VALUES ($1, $2, $3, $4::"TemplateDefinitieSoort", $5, $6, $7, $8)`,
          [A, tid, k.rows[0]!.id, soort, label, verplicht, opties === null ? null : JSON.stringify(opties), i + 1],
        );
    }
    return { leerlingId };
  });
}

test.afterAll(async () => {
  await withDb(async (c) => {
    await verwijderLeerling(c, { admnr: A, achternaam: ACHTERNAAM, groep: GROEP });
    await c.query(`DELETE FROM "OppTemplate" WHERE "administratieNr" = $1 AND naam = $2`, [A, TEMPLATE]);
  });
});

test("OPP: start one on the pupil tab, fill in a page and the action part, establish it, edit (a new concept; the established version is unchanged), find it in the list", async ({ page }) => {
  const { leerlingId } = await fixture();
  const naam = `Sam ${ACHTERNAAM}`;
  const vandaag = vandaagIso();
  await openAs(page, `/${A}/schooljaar/${sj}/adm/leerlingen/details/${leerlingId}/ontwikkelingsperspectieven`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: naam })).toBeVisible();
  await expect(page.getByText("heeft nog geen ontwikkelingsperspectief")).toBeVisible();
  await toegankelijkZonderMeldingen(page);

  await page.getByRole("button", { name: "Nieuw ontwikkelingsperspectief" }).click();
  const nieuw = page.getByRole("dialog", { name: "Nieuw ontwikkelingsperspectief" });
  await nieuw.getByLabel("Template").selectOption({ label: TEMPLATE });
  await nieuw.getByRole("button", { name: "Nieuw ontwikkelingsperspectief" }).click();
  await expect(nieuw).toBeHidden();
  // The new OPP opens by itself (issue 30).

  // Details: the first page (category) of the Concept; not established yet.
  await expect(page.getByRole("heading", { level: 1, name: `Ontwikkelingsperspectief van ${naam}` })).toBeVisible();
  await expect(page).toHaveURL(/\/details\/\d+\/BS$/);
  await expect(page.getByText("Niet vastgesteld", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pagina's van het ontwikkelingsperspectief" }).getByRole("link")).toHaveText(["Beginsituatie", "Uitstroom", "Ondertekening"]);
  await toegankelijkZonderMeldingen(page);

  // Fill in the first page; the required item is checked before saving.
  await page.getByRole("link", { name: "Bewerken", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Ontwikkelingsperspectief van ${naam} bewerken` })).toBeVisible();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("'Belemmerende factoren' is verplicht")).toBeVisible();
  await page.getByLabel("Belemmerende factoren").fill("Korte aandachtsspanne.");
  await page.getByLabel("Bevorderende factoren").fill("Gemotiveerd en nieuwsgierig.");
  await toegankelijkZonderMeldingen(page);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(/\/details\/\d+\/BS\?versie=CONCEPT$/);
  await expect(page.getByText("Korte aandachtsspanne.")).toBeVisible();

  // The action part.
  await page.getByRole("link", { name: "Handelingsdeel bewerken" }).click();
  await page.getByRole("button", { name: "Regel toevoegen" }).click();
  await page.getByLabel("Doel").fill("Sam leest zelfstandig een korte tekst.");
  await page.getByLabel("Aanpak").fill("Dagelijks tien minuten duo-lezen.");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("cell", { name: "Sam leest zelfstandig een korte tekst." })).toBeVisible();

  // Establish: the confirmation names what freezes.
  await page.getByRole("button", { name: "Vaststellen" }).click();
  const vast = page.getByRole("dialog", { name: "Concept vaststellen" });
  await expect(vast.getByText(/2 ingevulde items en 1 regel handelingsdeel/)).toBeVisible();
  // The dialog's start values are taken when it opens (kit/form-dialog): today's date.
  await expect(vast.getByLabel("Datum van vaststellen")).toHaveValue(vandaag);
  await vast.getByLabel("Gesprek met de ouders op").fill(vandaag);
  await vast.getByLabel("Ouders akkoord met het handelingsdeel op").fill(vandaag);
  await vast.getByLabel("Akkoord gegeven door").fill("Moeder van Sam");
  await vast.getByRole("button", { name: "Vaststellen" }).click();
  await expect(page).toHaveURL(new RegExp(`versie=${vandaag}$`));
  await expect(page.getByText("Moeder van Sam")).toBeVisible();
  await expect(page.getByRole("button", { name: "Vaststellen" })).toHaveCount(0);

  // Editing starts a new Concept; the established version keeps its text.
  await page.getByRole("link", { name: "Bewerken (nieuw concept)" }).click();
  await page.getByLabel("Belemmerende factoren").fill("Vermoeidheid in de middag.");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(/versie=CONCEPT$/);
  await expect(page.getByText("Vermoeidheid in de middag.")).toBeVisible();
  await page.getByLabel("Vergelijk met").selectOption(vandaag);
  await expect(page.getByRole("status").filter({ hasText: "1 item veranderd: Belemmerende factoren." })).toBeVisible();
  const versie = page.getByLabel("Versie");
  await expect(versie.locator("option")).toHaveText(["Concept", /^Vastgesteld op /]);
  await versie.selectOption(vandaag);
  await expect(page).toHaveURL(new RegExp(`versie=${vandaag}$`));
  await expect(page.getByText("Korte aandachtsspanne.")).toBeVisible();
  await expect(page.getByText("Vermoeidheid in de middag.")).toHaveCount(0);

  // The list of the school year.
  await page.goto(`/${A}/schooljaar/${sj}/planning/ontwikkelingsperspectieven?filter=Actief`);
  await expect(page.getByRole("heading", { level: 1, name: "Ontwikkelingsperspectieven" })).toBeVisible();
  await page.getByRole("searchbox").fill(ACHTERNAAM);
  await expect(page.getByRole("link", { name: naam })).toBeVisible();
  await toegankelijkZonderMeldingen(page);
});
