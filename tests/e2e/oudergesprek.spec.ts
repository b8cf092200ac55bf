import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { expectAccessible, hydrated, openAs } from "./helpers";
import { demoMonitorAdres } from "./prognose-adres";

/**
 * The parent-meeting page (issue 34). The demo school's class teacher filters the monitor's
 * PerLeerling tab (the seeded package and group, named in the address) to pupils at risk, opens
 * one pupil's parent-meeting page from its row, sees the standing and forecast per domain, ticks a
 * note when the role shows notes, downloads the PDF; axe finds nothing on the page. As beheerder,
 * the pupil's access log (dossier tab) shows the view and the print by the teacher.
 */
test.describe.configure({ timeout: 240_000 });

test("a teacher opens an at-risk pupil's parent-meeting page from the monitor and downloads its PDF; the access log shows the view", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await page.goto(await demoMonitorAdres());
  await expect(page).toHaveURL(/\/planning\/monitor\/\d+\/PerLeerling\?/);
  const tabel = page.getByRole("table", { name: /Beheersing per leerling/ });
  const risico = page.getByRole("checkbox", { name: "Alleen leerlingen met risico" });
  await hydrated(risico);
  await risico.check();
  await expect(page).toHaveURL(/risico=1/);
  const rij = tabel.locator(":scope > tbody > tr").filter({ has: page.locator('[data-prognose="risico"]') }).first();
  await expect(rij).toBeVisible({ timeout: 30_000 });
  await expect(tabel.locator(":scope > tbody > tr").filter({ hasNot: page.locator('[data-prognose="risico"]') })).toHaveCount(0);
  const naam = (await rij.locator("th").first().innerText()).split("\n")[0]!.trim();

  // One click from the pupil's row.
  await rij.getByRole("link", { name: `Oudergesprek ${naam}` }).click();
  await expect(page).toHaveURL(/\/adm\/leerlingen\/oudergesprek\/\d+\?leerroutepakket=\d+/);
  const leerlingId = Number(/oudergesprek\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { level: 1, name: `Oudergesprek ${naam}` })).toBeVisible();
  const prognose = page.getByRole("table", { name: `Stand en prognose per domein van ${naam}` });
  await expect(prognose).toBeVisible();
  // The same forecast as the monitor's row: at risk in some domain, with its periods and interval.
  await expect(prognose.locator('[data-prognose="risico"]').first()).toContainText(/risico · \d+ perioden · \d+–\d+ %/);

  // Notes (when the role may read them): tick the first one for the print and the PDF.
  const notitie = page.getByRole("checkbox", { name: /^Opnemen in afdruk en PDF:/ }).first();
  if (await notitie.count()) {
    await hydrated(notitie);
    await notitie.check();
  }
  const pdfKnop = page.getByRole("button", { name: "PDF", exact: true });
  await hydrated(pdfKnop);
  const [download] = await Promise.all([page.waitForEvent("download"), pdfKnop.click()]);
  expect(download.suggestedFilename()).toMatch(/^oudergesprek-.*\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expectAccessible(page);

  // As beheerder: the pupil's access log names the view and the print.
  await openAs(page, `/${A}/schooljaar/${huidigSchooljaar()}/adm/leerlingen/details/${leerlingId}/dossiers`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  // The page is one click from the pupil too.
  await expect(page.getByRole("link", { name: "Oudergesprek", exact: true })).toHaveAttribute("href", new RegExp(`/adm/leerlingen/oudergesprek/${leerlingId}$`));
  const log = page.getByRole("table", { name: "Inzagelog" });
  await expect(log.getByRole("row").filter({ hasText: "Oudergesprek bekeken" }).first()).toBeVisible();
  await expect(log.getByRole("row").filter({ hasText: "Oudergesprek afgedrukt (PDF)" }).first()).toBeVisible();
});
