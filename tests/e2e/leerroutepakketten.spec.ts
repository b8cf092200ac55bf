import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, signIn, verplaatsMetToetsenbord } from "./helpers";

interface Pakket {
  id: number;
  naam: string;
  domeinen: { rekenen: number; taal: number };
  niveaus: number[];
  comp: { tellen: number; meten: number; tijd: number; lezen: number };
}

/** A package of the demo administration with 2 domains, 3 levels, 4 competencies and indicators. */
async function maakPakket(naam: string): Promise<Pakket> {
  return withDb(async (c) => {
    const { rows: adm } = await c.query<{ klantId: number }>(`SELECT "klantId" FROM "Administratie" WHERE "administratieNr" = $1`, [A]);
    const klantId = adm[0]!.klantId;
    const { rows: p } = await c.query<{ id: number }>(
      `INSERT INTO "Leerroutepakket" ("administratieNr", "klantId", naam, "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`,
      [A, klantId, naam],
    );
    const id = p[0]!.id;
    await c.query(`INSERT INTO "AdministratieLeerroutepakket" ("administratieNr", "leerroutepakketId", "klantId") VALUES ($1, $2, $3)`, [A, id, klantId]);
    const domein = async (n: string, code: string, volg: number) =>
      (await c.query<{ id: number }>(`INSERT INTO "Domein" ("leerroutepakketId", naam, code, volgnummer, "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`, [id, n, code, volg])).rows[0]!.id;
    const rekenen = await domein("Rekenen", "RW", 1);
    const taal = await domein("Taal", "NT", 2);
    for (const n of [1, 2, 3]) await c.query(`INSERT INTO "Niveau" ("leerroutepakketId", nummer, waarde, label, volgnummer) VALUES ($1, $2, $3, $4, $2)`, [id, n, String(n), `Niveau ${n}`]);
    const comp = async (d: number, n: string, volg: number) =>
      (await c.query<{ id: number }>(`INSERT INTO "Competentie" ("leerroutepakketId", "domeinId", naam, volgnummer, "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`, [id, d, n, volg])).rows[0]!.id;
    const tellen = await comp(rekenen, "Tellen", 1);
    const meten = await comp(rekenen, "Meten", 2);
    const tijd = await comp(rekenen, "Tijd", 3);
    const lezen = await comp(taal, "Lezen", 1);
    await c.query(`INSERT INTO "Competentieniveau" ("leerroutepakketId", "competentieId", "niveauNummer", omschrijving) VALUES ($1, $2, 1, 'Telt hoeveelheden')`, [id, tellen]);
    for (const [i, n] of ["Telt tot 10", "Telt tot 20"].entries())
      await c.query(
        `INSERT INTO "Indicator" ("leerroutepakketId", "domeinId", "competentieId", "niveauNummer", naam, volgnummer, "updatedAt") VALUES ($1, $2, $3, 1, $4, $5, now())`,
        [id, rekenen, tellen, n, i + 1],
      );
    return { id, naam, domeinen: { rekenen, taal }, niveaus: [1, 2, 3], comp: { tellen, meten, tijd, lezen } };
  });
}

async function volgorde(domeinId: number): Promise<string[]> {
  return withDb(async (c) => (await c.query<{ naam: string }>(`SELECT naam FROM "Competentie" WHERE "domeinId" = $1 ORDER BY volgnummer`, [domeinId])).rows.map((r) => r.naam));
}

/** openAs with patience: on a loaded machine the first sign-in of a fresh server can take a while. */
async function openAs(page: Page, path: string, email: string, password: string) {
  await page.goto(`/account/login?returnurl=${encodeURIComponent(path)}`);
  await signIn(page, email, password);
  await expect(page).toHaveURL(path, { timeout: 30_000 });
}

const uniek = () => Math.random().toString(36).slice(2, 8);

async function verwachtVolgorde(page: Page, pakket: Pakket, namen: string[]) {
  const lijst = page.getByRole("list", { name: "Competenties van Rekenen" });
  await expect(lijst.getByRole("link")).toHaveText(namen);
  await expect.poll(() => volgorde(pakket.domeinen.rekenen)).toEqual(namen);
}

test("the administrator browses a package through every tab and page, reorders, adds an indicator", async ({ page }) => {
  test.setTimeout(240_000);
  const pakket = await maakPakket(`E2E Rekenpakket ${uniek()}`);
  const basis = `/${A}/leerroutepakketten/${pakket.id}`;
  await openAs(page, `/${A}/leerroutepakketten`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Leerroutepakketten" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: pakket.naam }).click();
  await expect(page).toHaveURL(`${basis}/details/stroomplan`);
  // The flow chart: levels as columns, competencies as rows grouped by domain, counts per cell.
  const grid = page.getByRole("table");
  await expect(grid.getByRole("columnheader", { name: "Niveau 1" })).toBeVisible();
  await expect(grid.getByRole("columnheader", { name: "Niveau 3" })).toBeVisible();
  await expect(grid.getByRole("rowheader", { name: "Tellen" })).toBeVisible();
  await expect(grid.getByRole("link", { name: "Tellen, Niveau 1: 2 indicatoren" })).toHaveText("2");
  await expect(grid.getByRole("link", { name: "Meten, Niveau 2: 0 indicatoren" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Domein").selectOption({ label: "Taal" });
  await expect(page).toHaveURL(`${basis}/details/stroomplan?domein=${pakket.domeinen.taal}`);
  await expect(grid.getByRole("rowheader", { name: "Lezen" })).toBeVisible();
  await expect(grid.getByRole("rowheader", { name: "Tellen" })).toHaveCount(0);

  // The bare package route redirects to the stroomplan.
  await page.goto(basis);
  await expect(page).toHaveURL(`${basis}/details/stroomplan`);

  const tabs = page.getByRole("navigation", { name: "Onderdelen leerroutepakket" });
  await tabs.getByRole("link", { name: "Domeinen" }).click();
  await expect(page).toHaveURL(`${basis}/details/domeinen`);
  await expect(page.getByRole("list", { name: "Domeinen" }).getByRole("link")).toHaveText(["Rekenen", "Taal"]);
  await expectAccessible(page);

  await tabs.getByRole("link", { name: "Competenties" }).click();
  await expect(page).toHaveURL(`${basis}/details/Competenties`);
  await verwachtVolgorde(page, pakket, ["Tellen", "Meten", "Tijd"]);
  await expectAccessible(page);

  // Keyboard: dnd-kit's keyboard sensor (Space, arrow, Space) on the handle …
  await verplaatsMetToetsenbord(page, "Tijd", "ArrowUp");
  await verwachtVolgorde(page, pakket, ["Tellen", "Tijd", "Meten"]);
  // … and the move button, pressed with Enter.
  await page.getByRole("button", { name: "Tellen omlaag" }).focus();
  await page.keyboard.press("Enter");
  await verwachtVolgorde(page, pakket, ["Tijd", "Tellen", "Meten"]);

  // Pointer: drag Meten's handle above Tijd.
  const handle = page.getByRole("button", { name: "Meten verslepen" });
  const doel = page.getByRole("button", { name: "Tijd verslepen" });
  const van = (await handle.boundingBox())!;
  const naar = (await doel.boundingBox())!;
  await page.mouse.move(van.x + van.width / 2, van.y + van.height / 2);
  await page.mouse.down();
  await page.mouse.move(van.x + van.width / 2, van.y - 10, { steps: 5 });
  await page.mouse.move(naar.x + naar.width / 2, naar.y + 2, { steps: 10 });
  await page.mouse.up();
  await verwachtVolgorde(page, pakket, ["Meten", "Tijd", "Tellen"]);

  await tabs.getByRole("link", { name: "Niveaus" }).click();
  await expect(page).toHaveURL(`${basis}/details/Niveaus`);
  await expect(page.getByRole("list", { name: "Niveaus" }).getByRole("listitem")).toHaveCount(3);
  await expectAccessible(page);
  await tabs.getByRole("link", { name: "Fasen" }).click();
  await expect(page).toHaveURL(`${basis}/details/Fasen`);
  await expect(page.getByText("Dit pakket heeft nog geen fasen.")).toBeVisible();
  await expectAccessible(page);
  await tabs.getByRole("link", { name: "Leerroutes" }).click();
  await expect(page).toHaveURL(`${basis}/details/Leerroutes`);
  await expect(page.getByText("Dit pakket heeft nog geen leerroutes.")).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${basis}/domein/${pakket.domeinen.rekenen}`);
  await expect(page.getByRole("heading", { name: "Domein Rekenen" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Tellen" }).click();
  await expect(page).toHaveURL(`${basis}/competentie/${pakket.comp.tellen}`);
  await expect(page.getByRole("heading", { name: "Tellen" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Niveau 1" }).click();
  await expect(page).toHaveURL(`${basis}/competentieniveau/${pakket.comp.tellen}/1`);
  await expect(page.getByText("Telt hoeveelheden")).toBeVisible();
  await expect(page.getByRole("list", { name: "Indicatoren" }).getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);

  // Add an indicator inline; an empty one is refused next to the field.
  await page.getByRole("button", { name: "Indicator toevoegen" }).click();
  // The form checks with the route's own schema: the browser says what the server would say.
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Vul de omschrijving van de indicator in.");
  await page.getByLabel("Nieuwe indicator").fill("Telt tot 100");
  await page.getByRole("button", { name: "Indicator toevoegen" }).click();
  await expect(page.getByRole("list", { name: "Indicatoren" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("list", { name: "Indicatoren" })).toContainText("Telt tot 100");
  await expect
    .poll(() => withDb(async (c) => (await c.query(`SELECT naam FROM "Indicator" WHERE "leerroutepakketId" = $1 ORDER BY volgnummer`, [pakket.id])).rows.map((r) => r.naam)))
    .toEqual(["Telt tot 10", "Telt tot 20", "Telt tot 100"]);
  // Edit it inline.
  await page.getByRole("button", { name: "Wijzig indicator Telt tot 100" }).click();
  await page.getByRole("textbox", { name: "indicator Telt tot 100" }).fill("Telt tot honderd");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("list", { name: "Indicatoren" })).toContainText("Telt tot honderd");
  await expectAccessible(page);
});

test("the administrator adds a package and publishes it after confirmation", async ({ page }) => {
  test.setTimeout(60_000);
  const naam = `E2E Nieuw pakket ${uniek()}`;
  await openAs(page, `/${A}/leerroutepakketten`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("button", { name: "Leerroutepakket toevoegen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("dialog")).toContainText("Vul de naam van het leerroutepakket in.");
  await page.getByRole("dialog").getByLabel("Naam").fill(naam);
  await page.getByRole("dialog").getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const rij = page.getByRole("row", { name: new RegExp(naam) });
  await expect(rij).toContainText("Niet gepubliceerd");
  await rij.getByRole("button", { name: `Publiceren ${naam}` }).click();
  await expect(page.getByRole("alertdialog")).toContainText("publiceren?");
  await expectAccessible(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Publiceren" }).click();
  await expect(rij).toContainText("Gepubliceerd");
  await expect(rij).not.toContainText("Niet gepubliceerd");
  await expect
    .poll(() => withDb(async (c) => (await c.query(`SELECT gepubliceerd FROM "Leerroutepakket" WHERE naam = $1`, [naam])).rows[0]?.gepubliceerd))
    .toBe(true);
});

test("a teacher without the manage right sees the package read-only and gets 403 from the API", async ({ page }) => {
  test.setTimeout(60_000);
  const pakket = await maakPakket(`E2E Leespakket ${uniek()}`);
  const basis = `/${A}/leerroutepakketten/${pakket.id}`;
  await openAs(page, `/${A}/leerroutepakketten`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByRole("link", { name: pakket.naam })).toBeVisible();
  await expect(page.getByRole("button", { name: "Leerroutepakket toevoegen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Publiceren/ })).toHaveCount(0);
  await page.goto(`${basis}/details/stroomplan`);
  await expect(page.getByText("Alleen lezen")).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${basis}/details/Competenties`);
  await expect(page.getByRole("list", { name: "Competenties van Rekenen" }).getByRole("link")).toHaveText(["Tellen", "Meten", "Tijd"]);
  await expect(page.getByRole("button", { name: /verslepen|omhoog|omlaag|Wijzig|verwijderen/ })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Competentie toevoegen" })).toHaveCount(0);
  await page.goto(`${basis}/competentieniveau/${pakket.comp.tellen}/1`);
  await expect(page.getByRole("list", { name: "Indicatoren" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByLabel("Nieuwe indicator")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Wijzig|verwijderen|verslepen/ })).toHaveCount(0);
  await expectAccessible(page);
  const res = await page.request.post(`/api/Domeinen/Add?administratieNr=${A}`, { headers: { "x-csrf": "1" }, data: { leerroutepakketId: pakket.id, naam: "Mag niet" } });
  expect(res.status()).toBe(403);
  // An unknown package shows the not-found page.
  const onbekend = await page.goto(`/${A}/leerroutepakketten/999999/details/stroomplan`);
  expect(onbekend?.status()).toBe(404);
});

test("opening the stroomplan of a large package prefetches nothing, not the pages behind its cells", async ({ page }) => {
  test.setTimeout(120_000);
  // The demo package: 16 levels, every competency of its domains a row (hundreds of cell links).
  const demo = await withDb(async (c) => (await c.query<{ id: number }>(`SELECT id FROM "Leerroutepakket" WHERE "administratieNr" = $1 AND naam = 'Leerroutes SO/VSO (demo)'`, [A])).rows[0]!.id);
  const basis = `/${A}/leerroutepakketten/${demo}`;
  await openAs(page, `/${A}/leerroutepakketten`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const prefetches: string[] = [];
  page.on("request", (r) => {
    if (r.headers()["next-router-prefetch"]) prefetches.push(new URL(r.url()).pathname);
  });
  await page.goto(`${basis}/details/stroomplan`);
  const grid = page.getByRole("table");
  const cellen = grid.locator('a[href*="/competentieniveau/"]');
  await expect.poll(() => cellen.count()).toBeGreaterThan(100);
  // Bring every row into view (a link prefetches when it becomes visible) and let the network settle.
  await page.keyboard.press("End");
  await page.mouse.wheel(0, 20_000);
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_500);
  // No link prefetches (components/ui/link.tsx), the grid's hundreds included.
  expect(prefetches, "prefetches").toEqual([]);
  // The wide grid scrolls sideways with a cue: a labelled, focusable region while it overflows.
  await page.setViewportSize({ width: 700, height: 800 });
  const region = page.getByRole("region", { name: "Stroomplan: schuif opzij voor meer niveaus" });
  await expect(region).toBeVisible();
  await expect(region).toHaveAttribute("tabindex", "0");
  await expectAccessible(page);
});
