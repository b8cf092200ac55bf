import { expect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, hydrated, openAs } from "./helpers";
import { monitorTest, type MonitorFixture } from "./monitor-fixture";

/**
 * Issue 30 items 5 and 6. The evaluation grid for keyboard users: from page load a skip link
 * among the first three Tab stops lands in the grid, the grid is one tab stop with arrow keys
 * inside, a value keyed there is saved, and the focused cell's full indicator text and pupil are
 * shown (the column headers cut it short). The monitor's tabs are addresses
 * (…/planning/monitor/{periode}/{tab}); the old `?tab=` form and the bare period redirect there.
 */
test.describe.configure({ timeout: 180_000 });

const schooljaar = huidigSchooljaar();
const basis = `/${A}/schooljaar/${schooljaar}/planning/monitor`;
const fixtureZoek = (f: MonitorFixture) => `leerroutepakket=${f.pakketId}&filter=Eigen&groep=${f.groepNr}&competentie=${f.competentieId}&niveau=alle`;
const cel = (page: Page, r: number, c: number) => page.locator(`[data-cel="${r}:${c}"]`);
const LANG = "Vertelt in korte zinnen over een eigen ervaring, in de juiste volgorde en met passende tijdwoorden zoals eerst, daarna en tot slot";

monitorTest("keyboard only: skip link within three Tabs, arrows in the grid, a value keyed and saved, the full indicator text beside it", async ({ page, monitorFixture: f }) => {
  const tweede = f.indicatoren[1]!;
  await withDb((c) => c.query(`UPDATE "Indicator" SET naam = $1 WHERE id = $2`, [LANG, tweede.id]));
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await page.goto(`${basis}/${f.periode}/PerCompetentie?${fixtureZoek(f)}`);
  const grid = page.getByRole("grid");
  await expect(grid).toBeVisible();
  await hydrated(cel(page, 0, 0));
  const skip = page.getByRole("link", { name: "Naar de beoordelingen" });
  await expect(skip).toBeAttached();

  // From the page's start: Tab, Tab, … until the skip link, at most three presses.
  let tabs = 0;
  while (tabs < 3) {
    await page.keyboard.press("Tab");
    tabs++;
    if (await skip.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  expect(tabs).toBeLessThanOrEqual(3);

  // Enter lands on the grid's active cell; the panel names the pupil and the whole indicator.
  await page.keyboard.press("Enter");
  await expect(cel(page, 0, 0)).toBeFocused();
  const paneel = page.getByTestId("actieve-cel");
  await expect(paneel).toContainText(f.leerlingen[0]!.achternaam);
  await expect(paneel).toContainText("Indicator 1.1");

  // Arrows, End, Home and Ctrl+End move; one cell is the tab stop (roving tabindex).
  await page.keyboard.press("ArrowRight");
  await expect(cel(page, 0, 1)).toBeFocused();
  await expect(paneel).toContainText(LANG);
  await expect(paneel.getByText(LANG)).toBeVisible();
  // Nothing of it is cut: the panel shows the whole text (the header clamps it).
  expect(await paneel.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1 && getComputedStyle(el).textOverflow !== "ellipsis")).toBe(true);
  const tekstVak = await paneel.getByText(LANG).boundingBox();
  const paneelVak = await paneel.boundingBox();
  expect(tekstVak!.y + tekstVak!.height).toBeLessThanOrEqual(paneelVak!.y + paneelVak!.height + 1);
  await page.keyboard.press("ArrowDown");
  await expect(cel(page, 1, 1)).toBeFocused();
  await expect(paneel).toContainText(f.leerlingen[1]!.achternaam);
  await page.keyboard.press("End");
  await expect(cel(page, 1, f.indicatoren.length - 1)).toBeFocused();
  await page.keyboard.press("Control+Home");
  await expect(cel(page, 0, 0)).toBeFocused();
  await page.keyboard.press("Control+End");
  await expect(cel(page, f.leerlingen.length - 1, f.indicatoren.length - 1)).toBeFocused();
  await page.keyboard.press("Control+Home");
  await page.keyboard.press("ArrowRight");
  await expect(cel(page, 0, 1)).toBeFocused();
  await expect(grid.locator('[role="gridcell"][tabindex="0"]')).toHaveCount(1);

  // A value by typing (3 = beheerst, focus moves on), one by Space (not evaluated → niet beheerst).
  await page.keyboard.press("3");
  await expect(cel(page, 0, 2)).toBeFocused();
  await page.keyboard.press("Space");
  await expect(cel(page, 0, 2)).toBeFocused();
  await expect(cel(page, 0, 1)).toHaveAttribute("data-score", "100");
  await expect(cel(page, 0, 2)).toHaveAttribute("data-score", "0");
  await expect(cel(page, 0, 1)).toHaveAttribute("data-status", "opgeslagen", { timeout: 15_000 });
  await expect(cel(page, 0, 2)).toHaveAttribute("data-status", "opgeslagen", { timeout: 15_000 });

  // Tab leaves the grid at once; Shift+Tab comes back to the same cell.
  await page.keyboard.press("Tab");
  expect(await grid.evaluate((g) => g.contains(document.activeElement))).toBe(false);
  await page.keyboard.press("Shift+Tab");
  await expect(cel(page, 0, 2)).toBeFocused();
  await expectAccessible(page);

  // Saved: a reload shows both values.
  await page.reload();
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(cel(page, 0, 1)).toHaveAttribute("data-score", "100");
  await expect(cel(page, 0, 2)).toHaveAttribute("data-score", "0");
});

monitorTest("each monitor tab is an address; ?tab= and the bare period redirect to it", async ({ page, monitorFixture: f }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  const zoek = fixtureZoek(f);
  const tabs = page.getByRole("navigation", { name: "Weergave" });
  const inhoud = {
    PerCompetentie: () => page.getByRole("grid"),
    PerLeerling: () => page.getByRole("table", { name: /Beheersing per leerling/ }),
    PerIndicator: () => page.getByRole("table", { name: "Per indicator" }),
  };
  const namen = { PerCompetentie: "Per competentie", PerLeerling: "Per leerling", PerIndicator: "Per indicator" };
  for (const tab of ["PerCompetentie", "PerLeerling", "PerIndicator"] as const) {
    const r = await page.goto(`${basis}/${f.periode}/${tab}?${zoek}`);
    expect(r?.status(), tab).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/planning/monitor/${f.periode}/${tab}\\?`));
    await expect(page.getByRole("heading", { level: 1, name: "Monitor" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: namen[tab] })).toHaveAttribute("aria-current", "page");
    await expect(inhoud[tab]()).toBeVisible();
    // The other tabs are links to their addresses, with the same searches.
    for (const ander of Object.keys(namen) as (keyof typeof namen)[])
      await expect(tabs.getByRole("link", { name: namen[ander] })).toHaveAttribute("href", `${basis}/${f.periode}/${ander}?${zoek}`);
    await expectAccessible(page);
  }

  // The old form: ?tab= answers a 307 before rendering, to the address, keeping the other searches.
  const oud = await page.request.get(`${basis}/${f.periode}?tab=PerIndicator&${zoek}`, { maxRedirects: 0 });
  expect(oud.status()).toBe(307);
  const naar = new URL(oud.headers().location!, "http://localhost");
  expect(naar.pathname + naar.search).toBe(`${basis}/${f.periode}/PerIndicator?${zoek}`);
  // Nothing rendered: Next's router writes only the address into a redirect's body.
  expect((await oud.text()).length).toBeLessThan(200);
  await page.goto(`${basis}/${f.periode}?tab=PerLeerling&${zoek}`);
  await expect(page).toHaveURL(`${basis}/${f.periode}/PerLeerling?${zoek}`);
  await expect(inhoud.PerLeerling()).toBeVisible();
  // The bare period: the first tab. The monitor's start: the active period on the asked tab.
  await page.goto(`${basis}/${f.periode}?${zoek}`);
  await expect(page).toHaveURL(`${basis}/${f.periode}/PerCompetentie?${zoek}`);
  await expect(inhoud.PerCompetentie()).toBeVisible();
  await page.goto(`${basis}?tab=PerIndicator&${zoek}`);
  await expect(page).toHaveURL(`${basis}/${f.periode}/PerIndicator?${zoek}`);
  await expect(inhoud.PerIndicator()).toBeVisible();
  await expectAccessible(page);

  // Clicking a tab follows its link.
  await hydrated(tabs.getByRole("link", { name: "Per leerling" }));
  await tabs.getByRole("link", { name: "Per leerling" }).click();
  await expect(page).toHaveURL(`${basis}/${f.periode}/PerLeerling?${zoek}`);
  await expect(inhoud.PerLeerling()).toBeVisible();
  // An unknown tab is not a page.
  const onbekend = await page.goto(`${basis}/${f.periode}/Overzicht?${zoek}`);
  expect(onbekend?.status()).toBe(404);
});
