import { expect as baseExpect, test, type Page } from "@playwright/test";
import { huidigSchooljaar, vandaagIso } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, hydrated, openAs, signIn } from "./helpers";
import { leerlingInNieuweGroep, verwijderLeerling } from "./leerling-fixture";

/**
 * Issue 30 items 1 (an empty filtered search), 7 (the seeded lesson's thumbnail) and 8 (the
 * director's add button, the action plan form's "Doel", the sign-in landing of IB and director,
 * the unknown path's tab title, the console 400 after establishing an OPP): what users met on the
 * demo data, each checked as the role that met it.
 */

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
const ACHTERNAAM = `Defect${run}`;
const GROEP = `E2E defecten ${run}`;
const TEMPLATE = `E2E OPP defecten ${run}`;

/** Failed answers of the app (4xx/5xx) and console errors while `page` is watched. */
function meldingen(page: Page) {
  const fouten: string[] = [];
  page.on("response", (r) => {
    const adres = new URL(r.url());
    if (r.status() >= 400 && adres.hostname === "localhost") fouten.push(`${r.status()} ${r.request().method()} ${adres.pathname}${adres.search}`);
  });
  page.on("console", (m) => {
    if (m.type() === "error") fouten.push(`console: ${m.text()}`);
  });
  return fouten;
}

test.beforeAll(async () => {
  await withDb(async (c) => {
    await leerlingInNieuweGroep(c, { admnr: A, schooljaar: sj, groep: GROEP, roepnaam: "Fien", achternaam: ACHTERNAAM, geboortedatum: "2015-02-03" });
  });
});

test.afterAll(async () => {
  await withDb(async (c) => {
    await verwijderLeerling(c, { admnr: A, achternaam: ACHTERNAAM, groep: GROEP });
    await c.query(`DELETE FROM "OppTemplate" WHERE "administratieNr" = $1 AND naam = $2`, [A, TEMPLATE]);
  });
});

test("item 1: an empty search in a narrower filter offers the same search in the widest one the user may use", async ({ page }) => {
  // The intern begeleider has no own group: Eigen finds nobody, Alle finds the pupil.
  const lijst = `/${A}/schooljaar/${sj}/adm/leerlingen`;
  await openAs(page, `${lijst}?filter=Eigen&zoek=${ACHTERNAAM}`, DEMO_USERS.ib, DEMO_PASSWORD);
  await expect(page.getByText(`Niets gevonden voor “${ACHTERNAAM}”.`)).toBeVisible();
  const verder = page.getByRole("link", { name: "Zoek in alle leerlingen" });
  await expect(verder).toHaveAttribute("href", `${lijst}?filter=Alle&zoek=${ACHTERNAAM}`);
  await expectAccessible(page);
  await hydrated(verder);
  await verder.click();
  await expect(page).toHaveURL(`${lijst}?filter=Alle&zoek=${ACHTERNAAM}`);
  await expect(page.getByRole("searchbox")).toHaveValue(ACHTERNAAM);
  await expect(page.getByRole("link", { name: new RegExp(ACHTERNAAM) })).toBeVisible();

  // The same kit on a planning list (searched in the browser).
  const plannen = `/${A}/schooljaar/${sj}/planning/handelingsplannen`;
  await page.goto(`${plannen}?filter=Eigen&zoek=${ACHTERNAAM}`);
  await expect(page.getByText(`Niets gevonden voor “${ACHTERNAAM}”.`)).toBeVisible();
  await expect(page.getByRole("link", { name: "Zoek in alle handelingsplannen" })).toHaveAttribute("href", `${plannen}?filter=Alle&zoek=${ACHTERNAAM}`);

  // Already the widest filter: nothing further to offer.
  await page.goto(`${lijst}?filter=Alle&zoek=niemand${run}`);
  await expect(page.getByText(`Niets gevonden voor “niemand${run}”.`)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Zoek in alle/ })).toHaveCount(0);

  // A teacher may only use Eigen: no wider filter to offer either.
  await openAs(page, `${lijst}?filter=Eigen&zoek=niemand${run}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByText(`Niets gevonden voor “niemand${run}”.`)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Zoek in alle/ })).toHaveCount(0);
});

test("item 7: the seeded sources open and their thumbnails load, for every role", async ({ page }) => {
  // The first published seeded bundle (every role sees it) with a lesson that shows a source with a thumbnail.
  const { les, bronnen } = await withDb(async (c) => {
    const eerste = (
      await c.query<{ bundel: number; les: number }>(
        `SELECT b."lesBundelId" AS bundel, min(ll."lesId") AS les
         FROM "Lesbron" b JOIN "LesBundel" lb ON lb.id = b."lesBundelId" JOIN "LesLesbron" ll ON ll."lesbronId" = b.id
         WHERE b."administratieNr" = $1 AND lb.gepubliceerd AND b."thumbnailBestandId" IS NOT NULL AND lb.naam NOT LIKE 'E2E%'
         GROUP BY b."lesBundelId" ORDER BY b."lesBundelId" LIMIT 1`,
        [A],
      )
    ).rows[0]!;
    const rijen = await c.query<{ bundel: number; bron: number; naam: string; thumbnail: boolean; bestand: boolean }>(
      `SELECT "lesBundelId" AS bundel, id AS bron, naam, "thumbnailBestandId" IS NOT NULL AS thumbnail, "bestandId" IS NOT NULL AS bestand
       FROM "Lesbron" WHERE "administratieNr" = $1 AND "lesBundelId" = $2 ORDER BY id`,
      [A, eerste.bundel],
    );
    return { les: eerste.les, bronnen: rijen.rows };
  });
  expect(bronnen.filter((b) => b.thumbnail).length).toBeGreaterThan(0);

  for (const gebruiker of [DEMO_USERS.beheerder, DEMO_USERS.leerkracht, DEMO_USERS.ib, DEMO_USERS.directeur]) {
    await openAs(page, `/${A}`, gebruiker, DEMO_PASSWORD);
    const fouten = meldingen(page);
    for (const b of bronnen.filter((x) => x.bestand)) {
      const open = await page.request.get(`/api/Lesbronnen/openFile/${b.bundel}/${b.bron}?administratieNr=${A}`, { headers: { "X-CSRF": "1" } });
      expect(open.status(), `${gebruiker}: openFile ${b.naam}`).toBe(200);
      if (b.thumbnail) {
        const mini = await page.request.get(`/api/Lesbronnen/thumbnail/${b.bundel}/${b.bron}?administratieNr=${A}`, { headers: { "X-CSRF": "1" } });
        expect(mini.status(), `${gebruiker}: thumbnail ${b.naam}`).toBe(200);
        expect(mini.headers()["content-type"]).toBe("image/webp");
      }
    }
    // The lesson page shows the thumbnail it asks for; nothing it asks for fails.
    await page.goto(`/${A}/Lesbundels/les/${les}`);
    const plaatje = page.getByRole("img", { name: /^Miniatuur van / }).first();
    await expect(plaatje).toBeVisible();
    await expect.poll(() => plaatje.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.waitForLoadState("networkidle");
    expect(fouten, gebruiker).toEqual([]);
    page.removeAllListeners("response");
    page.removeAllListeners("console");
  }
});

test("item 8: a director (read-only) is not offered 'Lesbundel toevoegen', and the API refuses; a teacher still adds", async ({ page }) => {
  await openAs(page, `/${A}/Lesbundels`, DEMO_USERS.directeur, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Lesbundels" })).toBeVisible();
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("button", { name: "Lesbundel toevoegen" })).toHaveCount(0);
  const geweigerd = await page.request.post(`/api/LesBundels/Add?administratieNr=${A}`, { headers: { "X-CSRF": "1" }, data: { naam: `Niet van de directeur ${run}` } });
  expect(geweigerd.status()).toBe(403);

  await openAs(page, `/${A}/Lesbundels`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByRole("button", { name: "Lesbundel toevoegen" })).toBeVisible();
});

test("item 8: the action plan form's 'Doel' sits level with its neighbours", async ({ page }) => {
  const id = await withDb(async (c) =>
    (
      await c.query<{ id: number }>(
        `SELECT h."onderwijsplanId" AS id FROM "Handelingsplan" h JOIN "Onderwijsplan" o ON o."administratieNr" = h."administratieNr" AND o.id = h."onderwijsplanId"
         WHERE h."administratieNr" = $1 AND o.schooljaar = $2 ORDER BY h."onderwijsplanId" LIMIT 1`,
        [A, sj],
      )
    ).rows[0]!.id,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAs(page, `/${A}/schooljaar/${sj}/planning/handelingsplannen/bewerken/${id}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const namen = ["Beginsituatie en hulpvraag", "Doel", "Aanpak"];
  const velden = namen.map((naam) => page.getByRole("textbox", { name: naam, exact: true }));
  for (const v of velden) await expect(v).toBeVisible();
  const boven = await Promise.all(velden.map(async (v) => (await v.boundingBox())!.y));
  // Side by side (three columns) and level: the same top within a pixel.
  expect(Math.max(...boven) - Math.min(...boven)).toBeLessThanOrEqual(1);
  const labels = await Promise.all(namen.map(async (naam) => (await page.locator("label", { hasText: new RegExp(`^${naam}$`) }).boundingBox())!.y));
  expect(Math.max(...labels) - Math.min(...labels)).toBeLessThanOrEqual(1);
});

test("item 8: the intern begeleider and the director, with one administration each, go straight in after sign-in", async ({ page }) => {
  const aantal = await withDb(async (c) =>
    (
      await c.query<{ email: string; n: number }>(
        `SELECT g.email, count(*)::int AS n FROM "Gebruiker" g JOIN "Medewerker" m ON m."gebruikerId" = g.id JOIN "Administratie" a ON a."administratieNr" = m."administratieNr"
         WHERE g.email = ANY($1) AND m.actief AND a.actief GROUP BY g.email`,
        [[DEMO_USERS.ib, DEMO_USERS.directeur]],
      )
    ).rows,
  );
  expect(aantal.map((r) => r.n)).toEqual([1, 1]);
  for (const gebruiker of [DEMO_USERS.ib, DEMO_USERS.directeur]) {
    await page.context().clearCookies();
    // As the sign-in page is reached directly and through a bare address.
    await page.goto("/account/login");
    await signIn(page, gebruiker, DEMO_PASSWORD);
    await expect(page).toHaveURL(`/${A}`);
    await expect(page.getByRole("heading", { level: 1, name: "Basisschool De Regenboog" })).toBeVisible();
    await page.context().clearCookies();
    await page.goto("/");
    await expect(page).toHaveURL(/\/account\/login\?returnurl=%2F$/);
    await signIn(page, gebruiker, DEMO_PASSWORD);
    await expect(page).toHaveURL(`/${A}`);
    await expect(page.getByRole("heading", { name: "Kies een administratie" })).toHaveCount(0);
  }
});

test("item 8: an unknown path has the tab title 'Pagina niet gevonden', as a refused page", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  const onbekend = await page.goto(`/${A}/bestaat/niet-${run}`);
  expect(onbekend?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page).toHaveTitle("Pagina niet gevonden · Leerroute");
  // A page the teacher may not open says the same.
  await page.goto(`/${A}/beheer/gebruikers`);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page).toHaveTitle("Pagina niet gevonden · Leerroute");
  // Outside any administration.
  await page.goto(`/geen-administratie-${run}/x`);
  await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page).toHaveTitle("Pagina niet gevonden · Leerroute");
});

test("item 8: establishing an OPP leaves no failed request (Details/…?version=CONCEPT) or console error", async ({ page }) => {
  const { leerlingId, templateId } = await withDb(async (c) => {
    const l = await c.query<{ id: number }>(`SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`, [A, ACHTERNAAM]);
    const t = await c.query<{ id: number }>(`INSERT INTO "OppTemplate" ("administratieNr", naam, actief, "updatedAt") VALUES ($1, $2, true, now()) RETURNING id`, [A, TEMPLATE]);
    const k = await c.query<{ id: number }>(`INSERT INTO "OppTemplateCategorie" ("administratieNr", "templateId", code, naam, volgnummer) VALUES ($1, $2, 'BS', 'Beginsituatie', 1) RETURNING id`, [A, t.rows[0]!.id]);
    await c.query(
      `INSERT INTO "OppTemplateDefinitie" ("administratieNr", "templateId", "categorieId", soort, label, verplicht, opties, volgnummer) VALUES ($1, $2, $3, 'MLE'::"TemplateDefinitieSoort", 'Belemmerende factoren', false, null, 1)`,
      [A, t.rows[0]!.id, k.rows[0]!.id],
    );
    return { leerlingId: l.rows[0]!.id, templateId: t.rows[0]!.id };
  });
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const periode = await withDb(async (c) => (await c.query<{ nummer: number }>(`SELECT min(nummer)::int AS nummer FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $2`, [A, sj])).rows[0]!.nummer);
  const nieuw = await page.request.post(`/api/OntwikkelingsPerspectieven/Add/${leerlingId}?administratieNr=${A}`, { headers: { "X-CSRF": "1" }, data: { templateId, schooljaar: sj, periodeNummer: periode } });
  expect(nieuw.status()).toBe(200);
  const id = ((await nieuw.json()) as { id: number }).id;

  const details = `/${A}/schooljaar/${sj}/planning/ontwikkelingsperspectieven/details/${id}/BS`;
  await page.goto(`${details}?versie=CONCEPT`);
  await expect(page.getByText("Niet vastgesteld", { exact: true })).toBeVisible();
  const fouten = meldingen(page);
  const knop = page.getByRole("button", { name: "Vaststellen" });
  await hydrated(knop);
  await knop.click();
  const vast = page.getByRole("dialog", { name: "Concept vaststellen" });
  await vast.getByRole("button", { name: "Vaststellen" }).click();
  const vandaag = vandaagIso();
  await expect(page).toHaveURL(`${details}?versie=${vandaag}`);
  await expect(page.getByRole("button", { name: "Vaststellen" })).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(fouten).toEqual([]);
});
