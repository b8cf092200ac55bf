import { expect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { openAs } from "./helpers";

// Issue 27: pages as light as the API. What a person gets is measured in bench/; here the rules
// that keep it light and safe: redirects answer before rendering, a page ships only its own
// messages, and nothing one user's page rendered reaches another's.
const sj = huidigSchooljaar();

async function html(page: Page, pad: string) {
  const r = await page.request.get(pad, { maxRedirects: 0 });
  return { status: r.status(), headers: r.headers(), body: await r.text() };
}

test("a bare list answers its default filter as a 307 before rendering, per user's rights", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const beheerder = await html(page, `/${A}/schooljaar/${sj}/adm/leerlingen`);
  expect(beheerder.status).toBe(307);
  expect(beheerder.headers.location).toMatch(new RegExp(`/${A}/schooljaar/${sj}/adm/leerlingen\\?filter=Alle$`));
  // Nothing rendered: Next's router writes only the address into a redirect's body.
  expect(beheerder.body.length).toBeLessThan(200);
  expect(beheerder.body).not.toContain("<");
  // A tab default and the settings index go the same way.
  const beheer = await html(page, `/${A}/beheer`);
  expect(beheer.status).toBe(307);
  expect(beheer.body.length).toBeLessThan(200);
  const overzicht = await html(page, `/${A}/schooljaar/${sj}/overzichten/1?groep=1`);
  expect(overzicht.headers.location).toMatch(new RegExp(`/overzichten/1/Pervakgebied\\?groep=1$`));

  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  const leerkracht = await html(page, `/${A}/schooljaar/${sj}/adm/leerlingen`);
  expect(leerkracht.status).toBe(307);
  expect(leerkracht.headers.location).toMatch(/\?filter=Eigen$/);
  // Following it in the browser lands on the list.
  await page.goto(`/${A}/schooljaar/${sj}/adm/leerlingen`);
  await expect(page).toHaveURL(new RegExp(`/adm/leerlingen\\?filter=Eigen$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a page ships its own screen's messages, not every screen's, and stays under 60 KB", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  for (const pad of [`/${A}`, `/${A}/schooljaar/${sj}/planning/monitor/1/PerCompetentie`, `/${A}/beheer/tags`]) {
    const { status, body } = await html(page, pad);
    expect(status, pad).toBe(200);
    expect(body.length, pad).toBeLessThan(60_000);
    // A text of the import wizard (beheer.import) is on no page but the import's.
    expect(body, pad).not.toContain("Nog een bestand importeren");
  }
});

test("the heavy screens stay under 60 KB of HTML: pupil list, stroomplan, group plan, monitor, details", async ({ page }) => {
  // The demo's largest of each (bench/html-paginas.ts prints the parts of each page).
  const ids = await withDb(async (c) => {
    const q = async (sql: string, ...args: unknown[]) => (await c.query<{ v: number }>(sql, [A, ...args])).rows[0]?.v;
    return {
      pakket: await q(`SELECT id AS v FROM "Leerroutepakket" WHERE "administratieNr" = $1 AND naam = 'Leerroutes SO/VSO (demo)'`),
      // The group plan with the most pupils placed in instruction groups.
      plan: (
        await c.query<{ nr: number; periode: number }>(
          `SELECT g."groepNr" AS nr, g."periodeNummer" AS periode FROM "Groepsplan" g
           WHERE g."administratieNr" = $1 AND g.schooljaar = $2
           ORDER BY (SELECT count(*) FROM "InstructiegroepLeerling" il WHERE il."administratieNr" = g."administratieNr" AND il."groepsplanId" = g.id) DESC, g.id LIMIT 1`,
          [A, sj],
        )
      ).rows[0],
      leerling: await q(`SELECT min(id) AS v FROM "Leerling" WHERE "administratieNr" = $1`),
    };
  });
  expect(ids.pakket && ids.plan && ids.leerling, "demo package, group plan and pupil").toBeTruthy();
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const paden = [
    `/${A}/schooljaar/${sj}/adm/leerlingen?filter=Alle`,
    `/${A}/leerroutepakketten/${ids.pakket}/details/stroomplan`,
    `/${A}/schooljaar/${sj}/planning/groepsplannen/details/${ids.plan!.nr}/${ids.plan!.periode}`,
    `/${A}/schooljaar/${sj}/planning/monitor/1/PerLeerling`,
    `/${A}/schooljaar/${sj}/adm/leerlingen/details/${ids.leerling}`,
  ];
  const groottes: string[] = [];
  for (const pad of paden) {
    const r = await page.request.get(pad);
    expect(r.status(), pad).toBe(200);
    const bytes = (await r.body()).length;
    groottes.push(`${pad}: ${(bytes / 1024).toFixed(1)} KB`);
    expect(bytes, pad).toBeLessThanOrEqual(60 * 1024);
  }
  console.log(groottes.join("\n"));
  // The stroomplan still names every cell once hydrated (the server renders the first rows' cells).
  await page.goto(paden[1]!);
  const cellen = page.getByRole("table").locator('a[href*="/competentieniveau/"]');
  await expect.poll(() => cellen.count()).toBeGreaterThan(300);
  await expect(cellen.last()).toHaveAttribute("aria-label", /, Niveau 16: \d+ indicator/);
});

test("two users' pages never mix: each sees only their own shell", async ({ browser }) => {
  const a = await browser.newContext();
  const b = await browser.newContext();
  const pa = await a.newPage();
  const pb = await b.newPage();
  await openAs(pa, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await openAs(pb, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  // Alternating and at once, as two teachers on a Monday morning.
  for (let i = 0; i < 3; i++) {
    const [ha, hb] = await Promise.all([html(pa, `/${A}`), html(pb, `/${A}`)]);
    expect(ha.body).toContain(DEMO_USERS.beheerder);
    expect(ha.body).not.toContain(DEMO_USERS.leerkracht);
    expect(hb.body).toContain(DEMO_USERS.leerkracht);
    expect(hb.body).not.toContain(DEMO_USERS.beheerder);
  }
  await a.close();
  await b.close();
});
