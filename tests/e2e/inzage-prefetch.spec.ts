import { expect as baseExpect, test } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { openAs } from "./helpers";
import { leerlingInNieuweGroep, verwijderLeerling } from "./leerling-fixture";

/**
 * Issue 28 item 10: the access log lists only reads a person did. The pupil's tab links are
 * prefetched by the router (in view, on hover); that renders nothing a person sees, so it writes
 * no row. Opening a tab writes exactly one (its page render and the screen's re-read are one view),
 * and opening it again writes one again.
 */

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
const ACHTERNAAM = `Inzage${run}`;
const GROEP = `E2E inzage ${run}`;
let leerlingId = 0;

test.beforeAll(async () => {
  leerlingId = await withDb((c) => leerlingInNieuweGroep(c, { admnr: A, schooljaar: sj, groep: GROEP, roepnaam: "Logkind", achternaam: ACHTERNAAM, geboortedatum: "2016-05-01" }));
});

test.afterAll(async () => {
  await withDb((c) => verwijderLeerling(c, { admnr: A, achternaam: ACHTERNAAM, groep: GROEP }));
});

const soorten = async () => (await withDb((c) => c.query<{ soort: string }>(`SELECT soort FROM "DossierInzage" WHERE "administratieNr" = $1 AND "leerlingId" = $2 ORDER BY id`, [A, leerlingId]))).rows.map((r) => r.soort);

test("a prefetched tab logs nothing; opening it logs exactly one read", async ({ page }) => {
  const prefetches: string[] = [];
  page.on("request", (r) => {
    if (r.headers()["next-router-prefetch"]) prefetches.push(new URL(r.url()).pathname);
  });
  const basis = `/${A}/schooljaar/${sj}/adm/leerlingen/details/${leerlingId}`;
  await openAs(page, `${basis}/dossiers`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const tabs = page.getByRole("navigation", { name: /Onderdelen/ });
  await expect(page.getByText("Het dossier is nog leeg.")).toBeVisible();
  for (const naam of ["Ontwikkelingsperspectieven", "Handelingsplannen", /plannen$/, "Notities", "Formulieren"]) await tabs.getByRole("link", { name: naam }).first().hover();
  // The router did prefetch the other tabs' pages …
  await expect.poll(() => prefetches.filter((p) => p.endsWith("/ontwikkelingsperspectieven")).length).toBeGreaterThan(0);
  await expect.poll(() => prefetches.filter((p) => p.endsWith("/leerlingplannen")).length).toBeGreaterThan(0);
  await page.waitForLoadState("networkidle");
  // … and only the tab that was opened is in the log, once (page render and the screen's re-read).
  expect(await soorten()).toEqual(["dossier"]);

  await tabs.getByRole("link", { name: "Ontwikkelingsperspectieven" }).click();
  await expect(page).toHaveURL(`${basis}/ontwikkelingsperspectieven`);
  await page.waitForLoadState("networkidle");
  await expect.poll(soorten).toEqual(["dossier", "ontwikkelingsperspectieven"]);
  // Nothing comes after: still one row for the one opening.
  await page.waitForTimeout(1_000);
  expect(await soorten()).toEqual(["dossier", "ontwikkelingsperspectieven"]);

  // Opening the first tab again, within the minute, is a read of its own: a row again.
  await tabs.getByRole("link", { name: "Dossiers", exact: true }).click();
  await expect(page).toHaveURL(`${basis}/dossiers`);
  await expect(page.getByText("Het dossier is nog leeg.")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect.poll(soorten).toEqual(["dossier", "ontwikkelingsperspectieven", "dossier"]);
  await page.waitForTimeout(1_000);
  expect(await soorten()).toEqual(["dossier", "ontwikkelingsperspectieven", "dossier"]);
});
