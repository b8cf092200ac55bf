import { expect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
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
