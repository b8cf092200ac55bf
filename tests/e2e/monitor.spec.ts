import { expect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { monitorTest, type MonitorFixture } from "./monitor-fixture";
import { expectAccessible, openAs } from "./helpers";

/**
 * planning/monitor/{periode}: the evaluation grid. The class teacher of the demo school evaluates
 * a row with the keyboard only, reloads and sees the values; the searches narrow the grid; axe
 * finds nothing; a care tenant reads its own words.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });

const schooljaar = huidigSchooljaar();
const monitor = (query = "") => `/${A}/schooljaar/${schooljaar}/planning/monitor${query}`;

async function openMonitor(page: Page, query = "") {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await page.goto(monitor(query));
  await expect(page).toHaveURL(/\/planning\/monitor\/\d+/);
  await expect(page.getByRole("grid")).toBeVisible();
}

const cel = (page: Page, r: number, c: number) => page.locator(`[data-cel="${r}:${c}"]`);

/** The monitor on the fixture's package, group and competence (explicit searches: nothing falls back to demo rows). */
const fixtureZoek = (f: MonitorFixture, extra = "") =>
  `?leerroutepakket=${f.pakketId}&filter=Eigen&groep=${f.groepNr}&competentie=${f.competentieId}${extra}`;

monitorTest("a teacher evaluates a row with the keyboard only, reloads and sees the values", async ({ page, monitorFixture: f }) => {
  await openMonitor(page, fixtureZoek(f, "&niveau=alle"));
  const grid = page.getByRole("grid");
  // The fixture's group: three pupils, all eight indicators of the competence.
  await expect(grid).toHaveAttribute("aria-rowcount", String(f.leerlingen.length + 1));
  await expect(grid).toHaveAttribute("aria-colcount", String(f.indicatoren.length + 1));
  await expect(grid.getByRole("rowheader").first()).toContainText(f.leerlingen[0]!.achternaam);
  // The first pupil the teacher may evaluate (own group, active period), nothing evaluated yet.
  await expect(cel(page, 0, 0)).toHaveAttribute("aria-readonly", "false");
  for (let c = 0; c < 5; c++) await expect(cel(page, 0, c)).toHaveAttribute("data-score", "");
  await cel(page, 0, 0).focus();
  // One key per cell; the focus moves right after each score.
  for (const toets of ["3", "2", "1", "b"]) await page.keyboard.press(toets);
  await expect(cel(page, 0, 4)).toBeFocused();
  const verwacht = ["100", "50", "0", "100"];
  for (let c = 0; c < 4; c++) {
    await expect(cel(page, 0, c)).toHaveAttribute("data-score", verwacht[c]!);
    await expect(cel(page, 0, c)).toHaveAttribute("data-status", "opgeslagen", { timeout: 15_000 });
  }
  // Arrows move without changing anything; 0 clears a cell.
  await page.keyboard.press("ArrowLeft");
  await expect(cel(page, 0, 3)).toBeFocused();
  await page.keyboard.press("0");
  await expect(cel(page, 0, 3)).toHaveAttribute("data-status", "opgeslagen", { timeout: 15_000 });

  await page.reload();
  await expect(page.getByRole("grid")).toBeVisible();
  for (let c = 0; c < 3; c++) await expect(cel(page, 0, c)).toHaveAttribute("data-score", verwacht[c]!);
  // Cleared: this pupil had nothing before, so the cell is empty again.
  await expect(cel(page, 0, 3)).toHaveAttribute("data-score", "");
  // What the database holds: exactly the three scores of this period.
  const opgeslagen = await withDb(async (c) =>
    (
      await c.query<{ indicatorId: number; score: number }>(
        `SELECT "indicatorId", score FROM "Evaluatie" WHERE "administratieNr" = $1 AND "leerlingId" = $2 AND "leerroutepakketId" = $3 AND schooljaar = $4 AND "periodeNummer" = $5 ORDER BY "indicatorId"`,
        [A, f.leerlingen[0]!.id, f.pakketId, f.schooljaar, f.periode],
      )
    ).rows,
  );
  expect(opgeslagen).toEqual(f.indicatoren.slice(0, 3).map((i, n) => ({ indicatorId: i.id, score: Number(verwacht[n]) })));
  await expectAccessible(page);
});

monitorTest("the searches narrow the grid and stay in the URL", async ({ page, monitorFixture: f }) => {
  await openMonitor(page, fixtureZoek(f, "&niveau=alle"));
  const grid = page.getByRole("grid");
  await expect(grid).toHaveAttribute("aria-rowcount", String(f.leerlingen.length + 1));
  await expect(grid).toHaveAttribute("aria-colcount", String(f.indicatoren.length + 1));
  await expect(page).toHaveURL(new RegExp(`leerroutepakket=${f.pakketId}.*groep=${f.groepNr}`));

  // The pupil search offers the group's pupils; one narrows the grid to its row.
  const leerling = page.getByLabel("Leerling", { exact: true });
  const tweede = f.leerlingen[1]!;
  await expect(leerling.locator("option")).toHaveCount(f.leerlingen.length + 1);
  await leerling.selectOption(String(tweede.id));
  await expect(grid).toHaveAttribute("aria-rowcount", "2");
  await expect(grid.getByRole("rowheader")).toContainText(tweede.achternaam);
  await expect(page).toHaveURL(new RegExp(`leerling=${tweede.id}`));

  // A level narrows the columns to that level's indicators (level 2: three of eight).
  const niveaus = page.getByLabel("Niveaus");
  await niveaus.selectOption("2");
  await expect(page).toHaveURL(/niveau=2/);
  await expect(grid).toHaveAttribute("aria-colcount", String(f.indicatoren.filter((i) => i.niveauNummer === 2).length + 1));
  // The previous period's values carry forward: this pupil has 100 and 50 on the first two.
  await expect(cel(page, 0, 0)).toHaveAttribute("data-score", "100");
  await expect(cel(page, 0, 1)).toHaveAttribute("data-score", "50");

  // Reload keeps the searches.
  await page.reload();
  await expect(page.getByRole("grid")).toHaveAttribute("aria-rowcount", "2");
  await expect(page.getByRole("grid")).toHaveAttribute("aria-colcount", "4");

  // The tabs are addresses (issue 30) that keep the searches.
  await page.getByRole("navigation", { name: "Weergave" }).getByRole("link", { name: "Per leerling" }).click();
  await expect(page).toHaveURL(new RegExp(`/planning/monitor/\\d+/PerLeerling\\?.*leerling=${tweede.id}`));
  const tabel = page.getByRole("table", { name: /Beheersing per leerling/ });
  await expect(tabel).toBeVisible();
  await expect(tabel.locator("tbody tr")).toHaveCount(1);
  await expect(tabel.locator("tbody tr")).toContainText(tweede.achternaam);
  await expectAccessible(page);
});

monitorTest("a care tenant reads its own words on the monitor", async ({ page, monitorFixture: f }) => {
  await withDb((c) => c.query(`UPDATE "Administratie" SET "taalCode" = 'nl-zorg' WHERE "administratieNr" = $1`, [A]));
  try {
    await openMonitor(page, fixtureZoek(f));
    await expect(page.getByLabel("Cliënt", { exact: true })).toBeVisible();
    await expect(page.getByRole("search")).not.toContainText(/leerling/i);
    await expect(page.getByRole("grid").getByRole("columnheader").first()).toHaveText("Cliënt");
  } finally {
    await withDb((c) => c.query(`UPDATE "Administratie" SET "taalCode" = 'nl' WHERE "administratieNr" = $1`, [A]));
  }
});

test("staff set a pupil's learning route on the pupil's details", async ({ page }) => {
  const { id, pakket, route } = await withDb(async (c) => {
    const l = await c.query<{ id: number }>(
      `SELECT l.id FROM "Leerling" l JOIN "Leerlingtoewijzing" t ON t."administratieNr" = l."administratieNr" AND t."leerlingId" = l.id
        WHERE l."administratieNr" = $1 AND t.einddatum >= current_date AND t.ingangsdatum <= current_date ORDER BY l.id LIMIT 1`,
      [A],
    );
    const r = await c.query<{ pakket: string; route: string }>(
      `SELECT p.naam AS pakket, lr.naam AS route FROM "AdministratieLeerroutepakket" a JOIN "Leerroutepakket" p ON p.id = a."leerroutepakketId"
         JOIN "Leerroute" lr ON lr."leerroutepakketId" = p.id WHERE a."administratieNr" = $1 AND a.actief ORDER BY p.naam, lr.nummer LIMIT 1`,
      [A],
    );
    return { id: l.rows[0]!.id, ...r.rows[0]! };
  });
  await openAs(page, `/${A}/schooljaar/${schooljaar}/adm/leerlingen/details/${id}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("button", { name: "Leerroute instellen" }).click();
  const dialoog = page.getByRole("dialog");
  await dialoog.getByLabel("Leerroutepakket").selectOption({ label: pakket });
  await dialoog.getByLabel("Leerroute", { exact: true }).selectOption({ label: route });
  await dialoog.getByLabel("Vanaf").fill("2026-01-05");
  await dialoog.getByRole("button", { name: "Opslaan" }).click();
  await expect(dialoog).toBeHidden();
  await expect(page.getByRole("list", { name: "Leerroute" })).toContainText(`${pakket}: ${route}`);
  await expect(page.getByRole("list", { name: "Leerroute" })).toContainText("05-01-2026 – heden");
  await expectAccessible(page);
});
