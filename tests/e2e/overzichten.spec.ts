import ExcelJS from "exceljs";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { monitorTest } from "./monitor-fixture";
import { expectAccessible, openAs } from "./helpers";

// Overviews compute over the whole demo school; charts render after the data arrives.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const sj = huidigSchooljaar();
const overzichten = `/${A}/schooljaar/${sj}/overzichten`;

/** The chart's value labels and the table's percentage cells, both as shown ("25,5 %"). */
async function grafiekEnTabel(page: Page) {
  const figuur = page.getByTestId("overzicht-grafiek");
  await expect(figuur.locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("overzicht-tabel")).toBeVisible();
  const labels = (await figuur.locator("text.grafiek-waarde").allTextContents()).map((s) => s.trim()).filter(Boolean);
  const cellen = (await page.getByTestId("overzicht-tabel").locator("td.tabel-percentage").allTextContents()).map((s) => s.trim()).filter((s) => s && s !== "–");
  return { labels, cellen };
}

/**
 * On the fixture's own package (tests/e2e/monitor-fixture.ts), so other specs' changes to the demo
 * school do not move the numbers. Computed by hand (lib/beheersing formulas 3, 6, 7): the route's
 * phase expects level 2 (position 2). Pupil 2 has level 1 mastered and level 2 at 100/50/0 →
 * 1 + 150/300 = 1,5 → 75 %; pupil 3 has level 1 only → 1 → 50 %; pupil 1 is not evaluated (left
 * out, counted). Mean 62,5 % over n = 2, for the domain and for all domains alike.
 */
monitorTest("an overview chart and its table show the same numbers, which the API gave, and the export holds them", async ({ page, monitorFixture: f }) => {
  const zoek = `?leerroutepakket=${f.pakketId}`;
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const [antwoord] = await Promise.all([
    page.waitForResponse((r) => r.url().includes(`/api/Opbrengsten/BeheersingPerDomein/${f.pakketId}/`) && r.status() === 200),
    page.goto(`${overzichten}/${f.periode}/Pervakgebied${zoek}`),
  ]);
  await expect(page.getByRole("heading", { level: 1, name: "Overzichten" })).toBeVisible();
  await expect(page.getByLabel("Leerroutepakket")).toHaveValue(String(f.pakketId));
  const tabel = page.getByTestId("overzicht-tabel");
  await expect(tabel.locator("tbody th").first()).toHaveText(f.domeinNaam);
  const { labels, cellen } = await grafiekEnTabel(page);
  expect(cellen).toEqual(["62,5 %", "62,5 %"]);
  expect(labels).toEqual(cellen);
  // The same numbers as the call answered (the domain, then all domains), with their n.
  const data = (await antwoord.json()) as {
    domeinen: { naam: string; cijfer: { gemiddeldPercentage: number | null; n: number; nietBeoordeeld: number } }[];
    totaal: { gemiddeldPercentage: number | null; n: number };
  };
  expect(data.domeinen.map((d) => d.naam)).toEqual([f.domeinNaam]);
  expect(data.domeinen[0]!.cijfer).toMatchObject({ gemiddeldPercentage: 62.5, n: 2 });
  expect(data.domeinen[0]!.cijfer.nietBeoordeeld).toBeGreaterThanOrEqual(1);
  expect(data.totaal).toMatchObject({ gemiddeldPercentage: 62.5, n: 2 });
  const nl = (v: number) => `${new Intl.NumberFormat("nl-NL", { maximumFractionDigits: 2 }).format(v)} %`;
  const verwacht = [...data.domeinen.map((d) => d.cijfer.gemiddeldPercentage), data.totaal.gemiddeldPercentage].filter((v): v is number => v !== null).map(nl);
  expect(cellen).toEqual(verwacht);
  await expectAccessible(page);

  // The Excel export carries the same rows.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exporteren naar Excel" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^overzicht-Pervakgebied-\d{4}-\d{4}-periode-\d+\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const ws = wb.worksheets[0]!;
  expect(ws.getRow(1).getCell(2).text).toBe("Gem. % van verwacht");
  expect(ws.getRow(2).getCell(1).text).toBe(f.domeinNaam);
  const uitExcel: string[] = [];
  ws.eachRow((row, i) => {
    const v = row.getCell(2).value;
    if (i > 1 && typeof v === "number") uitExcel.push(nl(v));
  });
  expect(uitExcel).toEqual(verwacht);

  // A trend tab (the searches kept): lines over the school years, again chart = table; the
  // fixture's route has its number in this school year only.
  await page.getByRole("link", { name: "Leerroute per schooljaar" }).click();
  await expect(page).toHaveURL(new RegExp(`/leerrouteschooljaar\\?leerroutepakket=${f.pakketId}`));
  await expect(page.getByRole("heading", { name: /Beheersing per leerroute over de schooljaren/ })).toBeVisible();
  const trend = await grafiekEnTabel(page);
  expect(trend.cellen).toEqual(["62,5 %"]);
  expect(trend.labels).toEqual(trend.cellen);
  await expectAccessible(page);
});

test("the planning page shows the teacher's own groups of this school year", async ({ page }) => {
  const eigen = await withDb(async (c) =>
    (
      await c.query<{ naam: string }>(
        `SELECT g.naam FROM "MedewerkerGroep" mg JOIN "Gebruiker" u ON u.id = mg."gebruikerId"
           JOIN "Groep" g ON g."administratieNr" = mg."administratieNr" AND g.nr = mg."groepNr"
          WHERE mg."administratieNr" = $1 AND u.email = $2 AND g.schooljaar = $3 ORDER BY g.naam, g.nr`,
        [A, DEMO_USERS.leerkracht, sj],
      )
    ).rows.map((r) => r.naam),
  );
  await openAs(page, `/${A}/schooljaar/${sj}/planning`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Planning" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Planning" })).toBeVisible();
  if (eigen.length === 0) {
    await expect(page.getByText(`U heeft geen eigen groepen in schooljaar ${sj}.`)).toBeVisible();
  } else {
    const rijen = page.getByTestId("planning-groepen").locator("tbody th");
    await expect(rijen).toHaveText(eigen);
    // Where the first group is stuck: a ranked table or the summary that says there is nothing.
    await expect(page.getByTestId("vastlopen-samenvatting")).toContainText("in de groep");
  }
  await expectAccessible(page);
  // The planning menu leads to the plan lists the teacher may read, and marks where one is.
  const menu = page.getByRole("navigation", { name: "Onderdelen van planning" });
  await expect(menu.getByRole("link", { name: "Overzicht" })).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Groepsplannen" }).click();
  await expect(page).toHaveURL(new RegExp(`/planning/groepsplannen`));
  await expect(page.getByRole("heading", { level: 1, name: "Groepsplannen" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Groepsplannen" })).toHaveAttribute("aria-current", "page");
});

test("a care administration reads its own terms on the overview and the planning page", async ({ page }) => {
  await withDb((c) => c.query(`UPDATE "Administratie" SET "taalCode" = 'nl-zorg' WHERE "administratieNr" = $1`, [A]));
  try {
    await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
    await page.goto(`${overzichten}`);
    await expect(page).toHaveURL(/\/Pervakgebied/);
    await expect(page.getByText(/\d+ cliënten, waarvan \d+ zonder leerroute/)).toBeVisible();
    await expect(page.getByLabel("Locatie")).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/leerling/i);
    await page.goto(`/${A}/schooljaar/${sj}/planning`);
    await expect(page.getByRole("heading", { name: "Waar loopt de groep vast?" })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(/leerling/i);
  } finally {
    await withDb((c) => c.query(`UPDATE "Administratie" SET "taalCode" = 'nl' WHERE "administratieNr" = $1`, [A]));
  }
});
