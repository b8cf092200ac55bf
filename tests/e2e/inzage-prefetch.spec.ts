import { expect as baseExpect, test } from "@playwright/test";
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param.js";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { openAs } from "./helpers";
import { leerlingInNieuweGroep, verwijderLeerling } from "./leerling-fixture";

/**
 * Issue 28 item 10: the access log lists only reads a person did. The app's links do not prefetch
 * (issue 27), but a router prefetch can still reach the server (another client, an older tab): it
 * renders nothing a person sees, so it writes no row. Opening a tab writes exactly one, and opening
 * it again writes one again.
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
  await page.waitForLoadState("networkidle");
  // The links prefetch nothing, in view or on hover …
  expect(prefetches).toEqual([]);
  // … and the router's prefetches of two tabs, as Next makes them (the route tree, then the page
  // for its metadata), are answered without a row.
  const nextUrl = `${basis}/dossiers`;
  for (const tab of ["ontwikkelingsperspectieven", "leerlingplannen"]) {
    for (const [segment, boom] of [["/_tree", undefined], [undefined, encodeURIComponent(JSON.stringify(["", {}, null, "metadata-only"]))]] as const) {
      const rsc = await computeCacheBustingSearchParam("1", segment, boom, nextUrl);
      const headers: Record<string, string> = { rsc: "1", "next-router-prefetch": "1", "next-url": nextUrl, ...(segment ? { "next-router-segment-prefetch": segment } : { "next-router-state-tree": boom! }) };
      const r = await page.request.get(`${basis}/${tab}?_rsc=${rsc}`, { headers, maxRedirects: 0 });
      expect(r.status(), `${tab} ${segment ?? "metadata"}`).toBe(200);
    }
  }
  // Only the tab that was opened is in the log, once.
  await page.waitForTimeout(500);
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
