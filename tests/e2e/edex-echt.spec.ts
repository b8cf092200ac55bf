import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, hydrated, openAs } from "./helpers";

/**
 * Issue 29: real EDEX files. The example file of the EDEX tab (made by the server: EDEXML 2.1,
 * the administration's school year) uploads and walks through every step; a file with one bad
 * record shows that record blocked with its reason in the teacher's words, imports the rest, and
 * the summary after saving can be downloaded.
 */

const run = `e${Date.now().toString(36)}`;
const schooljaar = huidigSchooljaar();

async function downloadVoorbeeld(page: Page): Promise<string> {
  const knop = page.getByRole("button", { name: "Voorbeeldbestand downloaden (.xml)" });
  await hydrated(knop);
  const [download] = await Promise.all([page.waitForEvent("download"), knop.click()]);
  expect(download.suggestedFilename()).toBe(`edex-voorbeeld-${schooljaar}.xml`);
  return readFile((await download.path())!, "utf8");
}

/** The example with keys and names of this run, in a branch of its own, and one class with jaargroep 100. */
function metEenFout(xml: string): string {
  return xml
    .replace(/key="VB-/g, `key="VB-${run}-`)
    .replace(/voorbeeld-vb-/g, `voorbeeld-${run}-vb-`)
    .replace("<schoolkey>", `<naam>E2E locatie ${run}</naam><schoolkey>`)
    .replace("anna.smit@voorbeeldschool.invalid", `anna.${run}@voorbeeldschool.invalid`)
    .replace("<achternaam>Dijk</achternaam>", `<achternaam>Dijk ${run}</achternaam>`)
    .replace("<roepnaam>Fatima</roepnaam>", `<roepnaam>Fatima ${run}</roepnaam>`)
    .replace("<naam>Groep 4</naam><jaargroep>4</jaargroep>", "<naam>Groep 4</naam><jaargroep>100</jaargroep>");
}

async function uploaden(page: Page, naam: string, xml: string) {
  await page.getByLabel("EDEX-bestand (.xml)").setInputFiles({ name: naam, mimeType: "application/xml", buffer: Buffer.from(xml, "utf8") });
  await page.getByRole("button", { name: "Uploaden en controleren" }).click();
  await expect(page.getByRole("heading", { name: "Stap 2: Vestigingen" })).toBeFocused({ timeout: 30_000 });
}
const volgende = (page: Page) => page.getByRole("button", { name: "Volgende" }).click();

test.afterAll(async () => {
  await withDb(async (c) => {
    const staf = await c.query<{ id: string }>(
      `SELECT m."gebruikerId" AS id FROM "Medewerker" m JOIN "Gebruiker" g ON g.id = m."gebruikerId"
        WHERE m."administratieNr" = $1 AND (g.email = $2 OR m.achternaam = $3 OR m.roepnaam = $4)`,
      [A, `anna.${run}@voorbeeldschool.invalid`, `Dijk ${run}`, `Fatima ${run}`],
    );
    await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" LIKE $2)`, [A, `VB-${run}-%`]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" LIKE $2`, [A, `VB-${run}-%`]);
    for (const { id } of staf.rows) {
      for (const tabel of ["MedewerkerGroep", "MedewerkerVestiging", "Medewerker"]) await c.query(`DELETE FROM "${tabel}" WHERE "administratieNr" = $1 AND "gebruikerId" = $2`, [A, id]);
      await c.query(`DELETE FROM "Gebruiker" WHERE id = $1`, [id]);
    }
    const v = await c.query<{ nr: number }>(`SELECT nr FROM "Vestiging" WHERE "administratieNr" = $1 AND naam = $2`, [A, `E2E locatie ${run}`]);
    for (const { nr } of v.rows) {
      await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND "vestigingNr" = $2`, [A, nr]);
      await c.query(`DELETE FROM "Vestiging" WHERE "administratieNr" = $1 AND nr = $2`, [A, nr]);
    }
  });
});

test("the example file of the EDEX tab downloads, uploads and walks through every step", async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, `/${A}/beheer/import`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Stap 1: Bestand" })).toBeVisible();
  const xml = await downloadVoorbeeld(page);
  // As the 2.1 XSD has it: no namespace, the schema named by xsi:noNamespaceSchemaLocation.
  expect(xml).toContain('<EDEX xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="EDEXML.structuur.xsd">');
  expect(xml).toContain(`<schooljaar>${schooljaar}</schooljaar>`);
  await expectAccessible(page);

  await uploaden(page, "voorbeeld.xml", xml);
  for (const kop of ["Stap 2: Vestigingen", "Stap 3: Klassen", "Stap 4: Onderwijsgroepen", "Stap 5: Leerlingen", "Stap 6: Toewijzingen"]) {
    await expect(page.getByRole("heading", { name: kop })).toBeVisible();
    // The example has nothing the standard does not allow.
    await expect(page.getByRole("heading", { name: /^Niet in te lezen/ })).toHaveCount(0);
    await volgende(page);
  }
  await expect(page.getByRole("heading", { name: "Stap 7: Medewerkers" })).toBeVisible();
  // Teachers without an e-mail address are imported, without a login until one is added.
  await expect(page.getByText(/geen e-mailadres: geen login tot er een e-mailadres is/).first()).toBeVisible();
  await expectAccessible(page);
  await volgende(page);
  await expect(page.getByRole("heading", { name: "Stap 8: Opslaan" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Import opslaan" })).toBeEnabled();
});

test("a file with one bad record: the record is blocked with its reason, the rest is saved, the summary downloads", async ({ page }) => {
  test.setTimeout(120_000);
  await openAs(page, `/${A}/beheer/import`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const xml = metEenFout(await downloadVoorbeeld(page));
  await uploaden(page, "een-fout.xml", xml);
  await volgende(page);

  await expect(page.getByRole("heading", { name: "Stap 3: Klassen" })).toBeVisible();
  const afgekeurd = page.getByRole("group", { name: "Niet in te lezen (1)" });
  await expect(afgekeurd).toBeVisible();
  await expect(afgekeurd.getByRole("cell", { name: "Groep 4", exact: true })).toBeVisible();
  await expect(afgekeurd.getByText("jaargroep '100' bestaat niet; verwacht B, D, 0–8, 11–16, S, V, C, N of H", { exact: true })).toBeVisible();
  await expect(afgekeurd.getByText(`Plaats in het bestand: EDEX/groepen/groep[@key="VB-${run}-G4"]/jaargroep`)).toBeVisible();
  // The other classes are new and chosen.
  await expect(page.getByRole("heading", { name: "Nieuw (3)" })).toBeVisible();
  await expectAccessible(page);
  await volgende(page);

  await expect(page.getByRole("heading", { name: "Stap 4: Onderwijsgroepen" })).toBeVisible();
  await volgende(page);
  await expect(page.getByRole("heading", { name: "Stap 5: Leerlingen" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nieuw (7)" })).toBeVisible();
  await volgende(page);
  await expect(page.getByRole("heading", { name: "Stap 6: Toewijzingen" })).toBeVisible();
  // Noah and Elif were to go to Groep 4: those two assignments are blocked, naming why.
  await expect(page.getByRole("heading", { name: "Niet in te lezen (2)" })).toBeVisible();
  await expect(page.getByText(/de groep Groep 4 wordt niet ingelezen/).first()).toBeVisible();
  await volgende(page);
  await expect(page.getByRole("heading", { name: "Stap 7: Medewerkers" })).toBeVisible();
  await volgende(page);

  await expect(page.getByRole("heading", { name: "Stap 8: Opslaan" })).toBeVisible();
  await page.getByRole("button", { name: "Import opslaan" }).click();
  const resultaat = page.getByRole("table", { name: "Resultaat van de import" });
  await expect(resultaat).toBeVisible({ timeout: 30_000 });
  const rij = (soort: string) => resultaat.getByRole("row", { name: new RegExp(`^${soort}`) });
  await expect(rij("Leerlingen").getByRole("cell")).toHaveText(["Leerlingen", "7", "0", "0", "0"]);
  await expect(rij("Groepen").getByRole("cell")).toHaveText(["Groepen", "4", "0", "0", "1"]);
  await expect(rij("Medewerkers").getByRole("cell")).toHaveText(["Medewerkers", "3", "0", "0", "1"]);
  await expect(page.getByText("2 medewerkers zijn opgeslagen zonder e-mailadres", { exact: false })).toBeVisible();
  await expect(page.getByText(/4 onderdelen zijn overgeslagen/)).toBeVisible();
  await expectAccessible(page);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Samenvatting downloaden" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^edex-samenvatting-${schooljaar}-\\d+\\.txt$`));
  const tekst = await readFile((await download.path())!, "utf8");
  expect(tekst).toContain("Leerlingen: 7 aangemaakt");
  expect(tekst).toContain("Klassen · Groep 4: jaargroep '100' bestaat niet; verwacht B, D, 0–8, 11–16, S, V, C, N of H");
  expect(tekst).toContain("2 medewerkers zijn opgeslagen zonder e-mailadres");

  const staf = await withDb(async (c) =>
    (
      await c.query<{ naam: string; email: string | null }>(
        `SELECT m.roepnaam || ' ' || m.achternaam AS naam, g.email FROM "Medewerker" m JOIN "Gebruiker" g ON g.id = m."gebruikerId"
          WHERE m."administratieNr" = $1 AND (m.achternaam = $2 OR m.roepnaam = $3) ORDER BY 1`,
        [A, `Dijk ${run}`, `Fatima ${run}`],
      )
    ).rows,
  );
  expect(staf).toEqual([
    { naam: `Fatima ${run} `, email: null },
    { naam: `Kees Dijk ${run}`, email: null },
  ]);
});
