import { readFile } from "node:fs/promises";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
/** This spec's group (demo branch 1) and pupils: keys start with I-{run}- and names carry the run id. */
const GROEP = `E2E import ${run}`;
const sleutel = (n: number | string) => `I-${run}-${n}`;
const leerlingen = `/${A}/schooljaar/${sj}/adm/leerlingen?filter=Actief&vestiging=1`;

/** This spec's learning-route package (routes "Route A" and "Route B"), active in the demo administration. */
const PAKKET = `E2E importpakket ${run}`;
let pakketId: number | undefined;

test.beforeAll(async () => {
  await withDb(async (c) => {
    const p = await c.query<{ id: number }>(
      `INSERT INTO "Leerroutepakket" ("administratieNr", "klantId", naam, "updatedAt") SELECT $1, "klantId", $2, now() FROM "Administratie" WHERE "administratieNr" = $1 RETURNING id`,
      [A, PAKKET],
    );
    pakketId = p.rows[0]!.id;
    await c.query(`INSERT INTO "AdministratieLeerroutepakket" ("administratieNr", "leerroutepakketId", "klantId", actief) SELECT $1, $2, "klantId", true FROM "Administratie" WHERE "administratieNr" = $1`, [A, pakketId]);
    await c.query(`INSERT INTO "Leerroute" ("leerroutepakketId", nummer, naam) VALUES ($1, 1, 'Route A'), ($1, 2, 'Route B')`, [pakketId]);
    const g = await c.query<{ nr: number }>(
      `INSERT INTO "Groep" ("administratieNr", nr, naam, schooljaar, "vestigingNr", soort, "updatedAt")
       VALUES ($1, (SELECT COALESCE(max(nr), 0) + 1 FROM "Groep" WHERE "administratieNr" = $1), $2, $3, 1, 'Klas', now()) RETURNING nr`,
      [A, GROEP, sj],
    );
    // A known pupil in that group, whom the file changes.
    const l = await c.query<{ id: number }>(
      `INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, geboortedatum, ingangsdatum, "externeSleutel", "updatedAt")
       VALUES ($1, 'Piet', $2, date '2017-03-04', date '2022-08-22', $3, now()) RETURNING id`,
      [A, `Bekend${run}`, sleutel(1)],
    );
    await c.query(
      `INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum)
       SELECT $1, $2, $3, ingangsdatum, einddatum FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $4`,
      [A, l.rows[0]!.id, g.rows[0]!.nr, sj],
    );
  });
});

test.afterAll(async () => {
  await withDb(async (c) => {
    const ids = `SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" LIKE $2`;
    await c.query(`DELETE FROM "LeerlingLeerroute" WHERE "administratieNr" = $1 AND "leerlingId" IN (${ids})`, [A, `I-${run}-%`]);
    if (pakketId) {
      await c.query(`DELETE FROM "Leerroute" WHERE "leerroutepakketId" = $1`, [pakketId]);
      await c.query(`DELETE FROM "AdministratieLeerroutepakket" WHERE "leerroutepakketId" = $1`, [pakketId]);
      await c.query(`DELETE FROM "Leerroutepakket" WHERE id = $1`, [pakketId]);
    }
    await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (${ids})`, [A, `I-${run}-%`]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" LIKE $2`, [A, `I-${run}-%`]);
    await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND naam = $2`, [A, GROEP]);
  });
});

async function openSpreadsheetImport(page: Page) {
  await openAs(page, `/${A}/beheer/import`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  // The EDEX wizard is the first tab; the spreadsheet import the second.
  await expect(page.getByRole("heading", { name: "Stap 1: Bestand" })).toBeVisible();
  await page.getByRole("tab", { name: "Leerlingen uit een spreadsheet" }).click();
  await expect(page).toHaveURL(/\?bron=spreadsheet$/);
  await expect(page.getByRole("heading", { name: "Leerlingen uit een spreadsheet (.xlsx of .csv)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Stap 1: Bestand" })).toBeHidden();
}

const csv = (naam: string, regels: string[]) => ({ name: naam, mimeType: "text/csv", buffer: Buffer.from(regels.join("\r\n"), "utf8") });
const telling = (page: Page, label: string) => page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
const voorbeeldRij = (page: Page, rij: number) => page.getByRole("table", { name: "Voorbeeld per rij" }).getByRole("row").filter({ has: page.getByRole("cell", { name: String(rij), exact: true }) });
const aantal = (sql: string, params: unknown[]) => withDb(async (c) => Number((await c.query<{ n: string }>(sql, params)).rows[0]!.n));

test("a CSV with a bad row shows the row's error and cannot be imported; the fixed file imports and the pupils appear", async ({ page }) => {
  await openSpreadsheetImport(page);
  // The expected columns are listed.
  const kolommen = page.getByRole("table", { name: "Kolommen van het importbestand" });
  await expect(kolommen.getByRole("cell", { name: "Roepnaam", exact: true })).toBeVisible();
  await expect(kolommen.getByRole("cell", { name: "Groep", exact: true })).toBeVisible();
  await expectAccessible(page);

  const kop = "Sleutel;Roepnaam;Achternaam;Geboortedatum;Groep";
  const fout = csv("leerlingen.csv", [
    kop,
    `${sleutel(1)};Piet;Gewijzigd${run};;`,
    `${sleutel(2)};Nina;Nieuw${run};01-04-2019;${GROEP}`,
    `${sleutel(3)};;Zonder${run};2019-05-06;${GROEP}`,
  ]);
  await page.getByLabel("Spreadsheetbestand (.xlsx of .csv)", { exact: true }).setInputFiles(fout);
  await page.getByRole("button", { name: "Bestand controleren" }).click();
  await expect(page.getByRole("heading", { name: "Voorbeeld van de import" })).toBeVisible({ timeout: 30_000 });
  await expect(telling(page, "Met fouten")).toHaveText("1");
  await expect(page.getByRole("button", { name: "Importeren" })).toBeDisabled();
  // Only the rows with errors are shown first; the error names the column.
  await expect(voorbeeldRij(page, 4)).toContainText("Fout");
  await expect(voorbeeldRij(page, 4)).toContainText("Roepnaam: vul de roepnaam in");
  await expect(voorbeeldRij(page, 2)).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Alleen rijen met fouten tonen" }).click();
  await expect(voorbeeldRij(page, 2)).toContainText(`Achternaam: Bekend${run} → Gewijzigd${run}`);
  await expectAccessible(page);
  const csvSleutels = [sleutel(1), sleutel(2), sleutel(3)];
  const telCsv = () => aantal(`SELECT count(*) AS n FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" = ANY($2)`, [A, csvSleutels]);
  expect(await telCsv()).toBe(1);

  // The fixed file: one changed, two new, both new ones placed in the group.
  const goed = csv("leerlingen.csv", [
    kop,
    `${sleutel(1)};Piet;Gewijzigd${run};;`,
    `${sleutel(2)};Nina;Nieuw${run};01-04-2019;${GROEP}`,
    `${sleutel(3)};Olaf;Zonder${run};2019-05-06;${GROEP}`,
  ]);
  await page.getByLabel("Spreadsheetbestand (.xlsx of .csv)", { exact: true }).setInputFiles(goed);
  await page.getByRole("button", { name: "Bestand controleren" }).click();
  await expect(telling(page, "Nieuw")).toHaveText("2");
  await expect(telling(page, "Gewijzigd")).toHaveText("1");
  await expect(telling(page, "Met fouten")).toHaveText("0");
  await expect(telling(page, "In een groep geplaatst")).toHaveText("2");
  await expect(voorbeeldRij(page, 3)).toContainText(`Wordt toegevoegd in ${GROEP}`);
  await expect(voorbeeldRij(page, 2)).toContainText("Gewijzigd");
  await expect(page.getByText("3 rijen", { exact: true })).toBeVisible();
  const importeren = page.getByRole("button", { name: "Importeren" });
  await expect(importeren).toBeEnabled();
  await importeren.click();
  const klaar = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Import opgeslagen" }) });
  await expect(klaar).toBeVisible({ timeout: 30_000 });
  await expect(klaar.getByRole("definition")).toHaveText(["2", "1", "0", "0", "2", "0"]);
  // axe while the toast slides measures half-transparent text: wait until it is gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAccessible(page);
  expect(await telCsv()).toBe(3);

  // The pupils are in the pupil list, in the group.
  await page.goto(leerlingen);
  for (const achternaam of [`Nieuw${run}`, `Zonder${run}`, `Gewijzigd${run}`]) {
    await page.getByLabel("Zoeken op naam").fill(achternaam);
    await expect(page.getByText("1 leerling", { exact: true })).toBeVisible();
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(achternaam);
    await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText(GROEP);
  }
});

test("an xlsx written with exceljs imports too", async ({ page }) => {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet("Leerlingen");
  ws.addRow(["Externe sleutel", "Roepnaam", "Tussenvoegsel", "Achternaam", "Geboortedatum", "Geslacht", "Groep"]);
  ws.addRow([sleutel("x1"), "Xavi", "van", `Excel${run}`, new Date("2018-02-03T00:00:00Z"), 1, GROEP]);
  ws.addRow([sleutel("x2"), "Yara", null, `Excel${run}b`, "2018-07-08", 2, GROEP]);
  const buffer = Buffer.from(await wb.xlsx.writeBuffer());

  await openSpreadsheetImport(page);
  await page
    .getByLabel("Spreadsheetbestand (.xlsx of .csv)", { exact: true })
    .setInputFiles({ name: "leerlingen.xlsx", mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer });
  await page.getByRole("button", { name: "Bestand controleren" }).click();
  await expect(telling(page, "Nieuw")).toHaveText("2", { timeout: 30_000 });
  await expect(telling(page, "Met fouten")).toHaveText("0");
  await expect(voorbeeldRij(page, 2)).toContainText(`Xavi van Excel${run}`);
  await page.getByRole("button", { name: "Importeren" }).click();
  await expect(page.getByRole("heading", { name: "Import opgeslagen" })).toBeVisible({ timeout: 30_000 });

  const rijen = await withDb(async (c) =>
    (
      await c.query<{ roepnaam: string; tussenvoegsel: string | null; geboortedatum: string; geslacht: number; groep: string }>(
        `SELECT l.roepnaam, l.tussenvoegsel, to_char(l.geboortedatum, 'YYYY-MM-DD') AS geboortedatum, l.geslacht, g.naam AS groep
           FROM "Leerling" l JOIN "Leerlingtoewijzing" t ON t."administratieNr" = l."administratieNr" AND t."leerlingId" = l.id
           JOIN "Groep" g ON g."administratieNr" = t."administratieNr" AND g.nr = t."groepNr"
          WHERE l."administratieNr" = $1 AND l."externeSleutel" LIKE $2 ORDER BY l."externeSleutel"`,
        [A, `I-${run}-x%`],
      )
    ).rows,
  );
  expect(rijen).toEqual([
    { roepnaam: "Xavi", tussenvoegsel: "van", geboortedatum: "2018-02-03", geslacht: 1, groep: GROEP },
    { roepnaam: "Yara", tussenvoegsel: null, geboortedatum: "2018-07-08", geslacht: 2, groep: GROEP },
  ]);
  await page.goto(leerlingen);
  await page.getByLabel("Zoeken op naam").fill(`Excel${run}`);
  await expect(page.getByText("2 leerlingen")).toBeVisible();
});

test("the learning-route columns: a new pupil's route and a known pupil's change show in the preview and are saved", async ({ page }) => {
  // The known pupil follows Route A since the start of the year; the file moves him to Route B.
  await withDb((c) =>
    c.query(
      `INSERT INTO "LeerlingLeerroute" ("administratieNr", "leerlingId", "leerroutepakketId", "leerrouteNummer", ingangsdatum, "updatedAt")
       SELECT $1, id, $2, 1, date '2024-08-01', now() FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" = $3`,
      [A, pakketId, sleutel(1)],
    ),
  );
  await openSpreadsheetImport(page);
  const bekend = await withDb(async (c) => (await c.query<{ achternaam: string }>(`SELECT achternaam FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" = $2`, [A, sleutel(1)])).rows[0]!);
  const bestand = csv("routes.csv", [
    "Sleutel;Roepnaam;Achternaam;Ingangsdatum;Leerroutepakket;Leerroute;Leerroute vanaf",
    `${sleutel(1)};Piet;${bekend.achternaam};;${PAKKET};Route B;01-01-2026`,
    `${sleutel("r1")};Rosa;Route${run};2025-08-01;${PAKKET};route a;`,
  ]);
  await page.getByLabel("Spreadsheetbestand (.xlsx of .csv)", { exact: true }).setInputFiles(bestand);
  await page.getByRole("button", { name: "Bestand controleren" }).click();
  await expect(telling(page, "Leerroute ingesteld")).toHaveText("2", { timeout: 30_000 });
  await expect(telling(page, "Met fouten")).toHaveText("0");
  // The known pupil's change names old and new; the new pupil names the route it gets.
  await expect(voorbeeldRij(page, 2)).toContainText(`Leerroute: ${PAKKET}: Route A → ${PAKKET}: Route B vanaf 01-01-2026`);
  await expect(voorbeeldRij(page, 3)).toContainText("Wordt toegevoegd");
  await expect(voorbeeldRij(page, 3)).toContainText(`Leerroute: ${PAKKET}: Route A vanaf 01-08-2025`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Importeren" }).click();
  const klaar = page.getByRole("status").filter({ has: page.getByRole("heading", { name: "Import opgeslagen" }) });
  await expect(klaar).toBeVisible({ timeout: 30_000 });
  const links = await withDb(async (c) =>
    (
      await c.query<{ sleutel: string; route: number; van: string; tot: string }>(
        `SELECT l."externeSleutel" AS sleutel, r."leerrouteNummer" AS route, to_char(r.ingangsdatum, 'YYYY-MM-DD') AS van, to_char(r.einddatum, 'YYYY-MM-DD') AS tot
           FROM "LeerlingLeerroute" r JOIN "Leerling" l ON l."administratieNr" = r."administratieNr" AND l.id = r."leerlingId"
          WHERE r."administratieNr" = $1 AND r."leerroutepakketId" = $2 ORDER BY l."externeSleutel", r.ingangsdatum`,
        [A, pakketId],
      )
    ).rows,
  );
  expect(links).toEqual([
    { sleutel: sleutel(1), route: 1, van: "2024-08-01", tot: "2025-12-31" },
    { sleutel: sleutel(1), route: 2, van: "2026-01-01", tot: "9999-12-31" },
    { sleutel: sleutel("r1"), route: 1, van: "2025-08-01", tot: "9999-12-31" },
  ]);
});

test("the example file is made in the browser with the expected headers", async ({ page }) => {
  await openSpreadsheetImport(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Voorbeeldbestand downloaden (.csv)" }).click()]);
  expect(download.suggestedFilename()).toBe("leerlingen-voorbeeld.csv");
  const tekst = (await readFile((await download.path())!, "utf8")).replace(/^\uFEFF/, "");
  const [kop, rij] = tekst.split("\r\n");
  expect(kop).toBe("Sleutel;Roepnaam;Voornamen;Tussenvoegsel;Achternaam;Geboortedatum;Geslacht;Ingangsdatum;Einddatum;Eckid;Groep;Leerroutepakket;Leerroute;Uitstroombestemming;Leerroute vanaf");
  expect(rij!.split(";")).toHaveLength(15);
});
