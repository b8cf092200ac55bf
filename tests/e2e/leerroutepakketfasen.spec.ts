import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, signIn } from "./helpers";

interface Pakket {
  id: number;
  naam: string;
  rekenen: number;
  taal: number;
  indicatoren: Record<string, number>;
  lessen: number[];
}

const uniek = () => Math.random().toString(36).slice(2, 8);

/**
 * A package of the demo administration: 3 levels, domains Rekenen (Tellen with two indicators on
 * level 1) and Taal, phase 1 "Groep 3", routes 1 and 2, and a lesson bundle of the customer with two
 * lessons (by the administrator).
 */
async function maakPakket(naam: string, opts: { gekoppeld?: boolean } = {}): Promise<Pakket> {
  return withDb(async (c) => {
    const { rows: adm } = await c.query<{ klantId: number }>(`SELECT "klantId" FROM "Administratie" WHERE "administratieNr" = $1`, [A]);
    const klantId = adm[0]!.klantId;
    const { rows: p } = await c.query<{ id: number }>(`INSERT INTO "Leerroutepakket" ("administratieNr", "klantId", naam, "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`, [A, klantId, naam]);
    const id = p[0]!.id;
    await c.query(`INSERT INTO "AdministratieLeerroutepakket" ("administratieNr", "leerroutepakketId", "klantId") VALUES ($1, $2, $3)`, [A, id, klantId]);
    for (const n of [1, 2, 3]) await c.query(`INSERT INTO "Niveau" ("leerroutepakketId", nummer, waarde, label, volgnummer) VALUES ($1, $2, $3, $4, $2)`, [id, n, String(n), `Niveau ${n}`]);
    const domein = async (n: string, volg: number) =>
      (await c.query<{ id: number }>(`INSERT INTO "Domein" ("leerroutepakketId", naam, volgnummer, "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`, [id, n, volg])).rows[0]!.id;
    const rekenen = await domein("Rekenen", 1);
    const taal = await domein("Taal", 2);
    const { rows: comp } = await c.query<{ id: number }>(`INSERT INTO "Competentie" ("leerroutepakketId", "domeinId", naam, volgnummer, "updatedAt") VALUES ($1, $2, 'Tellen', 1, now()) RETURNING id`, [id, rekenen]);
    await c.query(`INSERT INTO "Competentieniveau" ("leerroutepakketId", "competentieId", "niveauNummer") VALUES ($1, $2, 1)`, [id, comp[0]!.id]);
    const indicatoren: Record<string, number> = {};
    for (const [i, n] of ["Telt tot 10", "Telt tot 20"].entries()) {
      const { rows } = await c.query<{ id: number }>(
        `INSERT INTO "Indicator" ("leerroutepakketId", "domeinId", "competentieId", "niveauNummer", naam, volgnummer, "updatedAt") VALUES ($1, $2, $3, 1, $4, $5, now()) RETURNING id`,
        [id, rekenen, comp[0]!.id, n, i + 1],
      );
      indicatoren[n] = rows[0]!.id;
    }
    await c.query(`INSERT INTO "Fase" ("leerroutepakketId", nummer, naam, volgnummer) VALUES ($1, 1, 'Groep 3', 1)`, [id]);
    for (const lr of [1, 2]) await c.query(`INSERT INTO "Leerroute" ("leerroutepakketId", nummer, naam) VALUES ($1, $2, $3)`, [id, lr, `Leerroute ${lr}`]);
    if (opts.gekoppeld) {
      await c.query(`INSERT INTO "Leerroutepakketfase" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "niveauNummer") VALUES ($1, 1, 1, $2, 1)`, [id, rekenen]);
      await c.query(`INSERT INTO "LeerroutepakketfaseIndicator" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "indicatorId") VALUES ($1, 1, 1, $2, $3)`, [
        id,
        rekenen,
        indicatoren["Telt tot 10"],
      ]);
    }
    const { rows: auteur } = await c.query<{ id: string }>(`SELECT id FROM "Gebruiker" WHERE email = $1`, [DEMO_USERS.beheerder]);
    const { rows: bundel } = await c.query<{ id: number }>(
      `INSERT INTO "LesBundel" ("administratieNr", "klantId", "auteurId", naam, "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`,
      [A, klantId, auteur[0]!.id, `Telbundel ${naam}`],
    );
    const lessen: number[] = [];
    for (const [i, n] of [`Tellen met blokjes ${naam}`, `Terugtellen ${naam}`].entries()) {
      const { rows } = await c.query<{ id: number }>(`INSERT INTO "Les" ("lesBundelId", "klantId", naam, volgnummer, "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`, [
        bundel[0]!.id,
        klantId,
        n,
        i + 1,
      ]);
      lessen.push(rows[0]!.id);
    }
    return { id, naam, rekenen, taal, indicatoren, lessen };
  });
}

async function openAs(page: Page, path: string, email: string, password: string) {
  await page.goto(`/account/login?returnurl=${encodeURIComponent(path)}`);
  await signIn(page, email, password);
  await expect(page).toHaveURL(path, { timeout: 30_000 });
}

const gekoppeld = (pakket: Pakket) =>
  withDb(async (c) => (await c.query<{ indicatorId: number }>(`SELECT "indicatorId" FROM "LeerroutepakketfaseIndicator" WHERE "leerroutepakketId" = $1 ORDER BY 1`, [pakket.id])).rows.map((r) => r.indicatorId));

test("the administrator opens a cell from the Fasen tab, links an indicator, sets the level aimed at and adds a lesson", async ({ page }) => {
  test.setTimeout(180_000);
  const pakket = await maakPakket(`E2E Fasenpakket ${uniek()}`);
  const basis = `/${A}/leerroutepakketten/${pakket.id}`;
  const celBasis = `${basis}/1/1/${pakket.rekenen}`;
  await openAs(page, `${basis}/details/Fasen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const fasen = page.getByRole("table", { name: /Fasen van het leerroutepakket/ });
  await expect(fasen.getByRole("row", { name: /Groep 3/ })).toContainText("0 van 4");
  await expectAccessible(page);

  // Open the phase: its grid of routes × domains, each cell a link.
  await page.getByRole("button", { name: "Groep 3" }).click();
  await expect(page).toHaveURL(`${basis}/details/Fasen?fase=1`);
  await expect(page.getByRole("button", { name: "Groep 3" })).toHaveAttribute("aria-expanded", "true");
  const cel = page.getByRole("link", { name: "Leerroute 1, Rekenen: geen doelniveau, 0 indicatoren" });
  await expect(cel).toBeVisible();
  await expect(page.getByRole("link", { name: "Leerroute 2, Taal: geen doelniveau, 0 indicatoren" })).toBeVisible();
  await expectAccessible(page);

  // The bare cell route redirects to its indicatoren tab.
  await cel.click();
  await expect(page).toHaveURL(`${celBasis}/indicatoren`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Groep 3 · Leerroute 1 · Rekenen");
  await expect(page.getByTestId("doelniveau")).toHaveText("Geen doelniveau");
  await page.goto(celBasis);
  await expect(page).toHaveURL(`${celBasis}/indicatoren`);
  const lijst = page.getByRole("list", { name: "Indicatoren van Rekenen" });
  await expect(lijst).toContainText("Tellen");
  await expect(lijst).toContainText("Telt tot 20");
  await expectAccessible(page);

  // Link one indicator and save.
  await expect(page.getByRole("button", { name: "Opslaan", exact: true })).toBeDisabled();
  await page.getByRole("checkbox", { name: "Telt tot 10" }).click();
  await expect(page.getByText("1 wijziging, nog niet opgeslagen.")).toBeVisible();
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("De gekoppelde indicatoren zijn opgeslagen.")).toBeVisible();
  await expect(page.getByText("Geen wijzigingen.")).toBeVisible();
  await expect.poll(() => gekoppeld(pakket)).toEqual([pakket.indicatoren["Telt tot 10"]]);
  // The filter shows only the linked ones; the search narrows by text.
  await page.getByRole("checkbox", { name: "Alleen gekoppelde" }).click();
  await expect(lijst).toContainText("Telt tot 10");
  await expect(lijst).not.toContainText("Telt tot 20");
  await page.getByRole("checkbox", { name: "Alleen gekoppelde" }).click();
  await page.getByLabel("Zoek in de indicatoren").fill("20");
  await expect(lijst).toContainText("Telt tot 20");
  await expect(lijst).not.toContainText("Telt tot 10");
  await page.getByLabel("Zoek in de indicatoren").fill("");

  // Change the level aimed at (select + description, Update).
  await page.getByLabel("Doelniveau", { exact: true }).selectOption({ label: "Niveau 1" });
  await page.getByLabel("Omschrijving", { exact: true }).fill("Tellen tot twintig");
  await page.getByRole("button", { name: "Doelniveau opslaan" }).click();
  await expect(page.getByTestId("doelniveau")).toHaveText("Niveau 1");
  await expect(lijst.getByText("Doelniveau")).toBeVisible();
  await expect
    .poll(() =>
      withDb(async (c) => (await c.query(`SELECT "niveauNummer", omschrijving FROM "Leerroutepakketfase" WHERE "leerroutepakketId" = $1`, [pakket.id])).rows),
    )
    .toEqual([{ niveauNummer: 1, omschrijving: "Tellen tot twintig" }]);

  // Back on the Fasen tab (breadcrumb): the phase is open and the cell shows level and count.
  await page.getByRole("link", { name: "Fasen: Groep 3" }).click();
  await expect(page).toHaveURL(`${basis}/details/Fasen?fase=1`);
  await expect(page.getByRole("link", { name: "Leerroute 1, Rekenen: Niveau 1, 1 indicator" })).toBeVisible();
  await expect(page.getByTestId("fase-1-indicatoren")).toHaveText("1");
  await expect(fasen.getByRole("row", { name: /Groep 3/ }).first()).toContainText("1 van 4");

  // Lesbundels tab: empty at first, then a lesson of the customer's bundle is added.
  await page.getByRole("link", { name: "Leerroute 1, Rekenen: Niveau 1, 1 indicator" }).click();
  await page.getByRole("navigation", { name: "Onderdelen van de cel" }).getByRole("link", { name: "Lesbundels" }).click();
  await expect(page).toHaveURL(`${celBasis}/lesbundels`);
  await expect(page.getByText("Er zijn nog geen lessen aan deze cel gekoppeld.")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Zoek een les of lesbundel").fill("Terugtellen");
  await page.getByRole("checkbox", { name: `Terugtellen ${pakket.naam}` }).click();
  await page.getByRole("button", { name: "1 les toevoegen" }).click();
  await expect(page.getByRole("list", { name: "Lessen van deze cel" })).toContainText(`Terugtellen ${pakket.naam}`);
  await expect(page.getByRole("list", { name: "Lessen van deze cel" })).toContainText(`Telbundel ${pakket.naam}`);
  await expect
    .poll(() => withDb(async (c) => (await c.query(`SELECT "lesId" FROM "LeerroutepakketfaseLes" WHERE "leerroutepakketId" = $1 ORDER BY volgnummer`, [pakket.id])).rows.map((r) => r.lesId)))
    .toEqual([pakket.lessen[1]]);
  await expectAccessible(page);

  // An unknown phase or a wrong segment is the not-found page.
  expect((await page.goto(`${basis}/9/1/${pakket.rekenen}/indicatoren`))?.status()).toBe(404);
  expect((await page.goto(`${celBasis}/onbekend`))?.status()).toBe(404);
  expect((await page.goto(`${basis}/1/1/999999/indicatoren`))?.status()).toBe(404);
});

test("a teacher without the manage right sees the cell read-only: no checkboxes, no level form, 403 from the API", async ({ page }) => {
  test.setTimeout(120_000);
  const pakket = await maakPakket(`E2E Fasen lezen ${uniek()}`, { gekoppeld: true });
  const basis = `/${A}/leerroutepakketten/${pakket.id}`;
  const celBasis = `${basis}/1/1/${pakket.rekenen}`;
  await openAs(page, `${celBasis}/indicatoren`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByText("Alleen lezen")).toBeVisible();
  await expect(page.getByTestId("doelniveau")).toHaveText("Niveau 1");
  const lijst = page.getByRole("list", { name: "Indicatoren van Rekenen" });
  await expect(lijst.getByText("Gekoppeld")).toHaveCount(1);
  await expect(lijst.getByRole("checkbox")).toHaveCount(0);
  // Only the filter is a checkbox.
  await expect(page.getByRole("main").getByRole("checkbox")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Opslaan", exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Doelniveau", { exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole("navigation", { name: "Onderdelen van de cel" }).getByRole("link", { name: "Lesbundels" }).click();
  await expect(page).toHaveURL(`${celBasis}/lesbundels`);
  await expect(page.getByText("Er zijn nog geen lessen aan deze cel gekoppeld.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lessen toevoegen" })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`${basis}/details/Fasen?fase=1`);
  await expect(page.getByRole("link", { name: "Leerroute 1, Rekenen: Niveau 1, 1 indicator" })).toBeVisible();
  const res = await page.request.post(`/api/Leerroutepakketfasen/Linkindicatoren?administratieNr=${A}`, {
    headers: { "x-csrf": "1" },
    data: { leerroutepakketId: pakket.id, faseNummer: 1, leerrouteNummer: 1, domeinId: pakket.rekenen, indicatorIds: [] },
  });
  expect(res.status()).toBe(403);
  expect(await gekoppeld(pakket)).toEqual([pakket.indicatoren["Telt tot 10"]]);
});

/** A package with one domain of 1,000 indicators: 20 competencies × 10 levels × 5. */
async function maakGrootPakket(naam: string) {
  return withDb(async (c) => {
    const { rows: adm } = await c.query<{ klantId: number }>(`SELECT "klantId" FROM "Administratie" WHERE "administratieNr" = $1`, [A]);
    const klantId = adm[0]!.klantId;
    const { rows: p } = await c.query<{ id: number }>(`INSERT INTO "Leerroutepakket" ("administratieNr", "klantId", naam, "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`, [A, klantId, naam]);
    const id = p[0]!.id;
    await c.query(`INSERT INTO "AdministratieLeerroutepakket" ("administratieNr", "leerroutepakketId", "klantId") VALUES ($1, $2, $3)`, [A, id, klantId]);
    await c.query(`INSERT INTO "Niveau" ("leerroutepakketId", nummer, waarde, label, volgnummer) SELECT $1, n, n::text, 'Niveau ' || n, n FROM generate_series(1, 10) n`, [id]);
    const { rows: d } = await c.query<{ id: number }>(`INSERT INTO "Domein" ("leerroutepakketId", naam, volgnummer, "updatedAt") VALUES ($1, 'Groot', 1, now()) RETURNING id`, [id]);
    const domeinId = d[0]!.id;
    await c.query(`INSERT INTO "Competentie" ("leerroutepakketId", "domeinId", naam, volgnummer, "updatedAt") SELECT $1, $2, 'Competentie ' || lpad(k::text, 2, '0'), k, now() FROM generate_series(1, 20) k`, [id, domeinId]);
    await c.query(`INSERT INTO "Competentieniveau" ("leerroutepakketId", "competentieId", "niveauNummer") SELECT $1, c.id, n FROM "Competentie" c, generate_series(1, 10) n WHERE c."leerroutepakketId" = $1`, [id]);
    await c.query(
      `INSERT INTO "Indicator" ("leerroutepakketId", "domeinId", "competentieId", "niveauNummer", naam, volgnummer, "updatedAt")
       SELECT $1, $2, c.id, n, c.naam || ' niveau ' || n || ' indicator ' || i, i, now() FROM "Competentie" c, generate_series(1, 10) n, generate_series(1, 5) i WHERE c."leerroutepakketId" = $1`,
      [id, domeinId],
    );
    await c.query(`INSERT INTO "Fase" ("leerroutepakketId", nummer, naam, volgnummer) VALUES ($1, 1, 'Groep 8', 1)`, [id]);
    await c.query(`INSERT INTO "Leerroute" ("leerroutepakketId", nummer, naam) VALUES ($1, 1, 'Leerroute 1')`, [id]);
    return { id, domeinId };
  });
}

test("a domain of 1,000 indicators is a virtualised list that scrolls, filters and saves", async ({ page }) => {
  test.setTimeout(120_000);
  const { id, domeinId } = await maakGrootPakket(`E2E Groot pakket ${uniek()}`);
  const celPad = `/${A}/leerroutepakketten/${id}/1/1/${domeinId}/indicatoren`;
  await openAs(page, celPad, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: /Indicatoren van Groot/ })).toContainText("(0 van 1000 gekoppeld)");
  const regio = page.getByRole("region", { name: /^Indicatoren van Groot \(\d+ regels\)$/ });
  const lijst = regio.getByRole("list", { name: "Indicatoren van Groot" });
  await expect(lijst.getByRole("checkbox", { name: "Competentie 01 niveau 1 indicator 1", exact: true })).toBeVisible();
  // Only the rows in view are in the page (1,000 indicators + 220 group rows in the data).
  expect(await lijst.getByRole("listitem").count()).toBeLessThan(120);
  await expectAccessible(page);
  // Scroll to the end: the last indicator comes into the page and can be ticked. (Rows are measured
  // as they appear, so the end may move once; scroll again before each step.)
  const naarEinde = async (doel: Locator) =>
    expect(async () => {
      await regio.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await expect(doel).toBeVisible({ timeout: 1_000 });
    }).toPass();
  const laatste = lijst.getByRole("checkbox", { name: "Competentie 20 niveau 10 indicator 5", exact: true });
  await naarEinde(laatste);
  await laatste.click();
  await expect(laatste).toBeChecked();
  // A whole level at once: the group checkbox of competency 20, level 10 (5 indicators).
  const groep = lijst.getByRole("checkbox", { name: "Niveau 10: alle indicatoren van Competentie 20 op dit niveau" });
  await naarEinde(groep);
  await expect(groep).toHaveAttribute("aria-checked", "mixed");
  await groep.click();
  await expect(page.getByText("5 wijzigingen, nog niet opgeslagen.")).toBeVisible();
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByRole("heading", { name: /Indicatoren van Groot/ })).toContainText("(5 van 1000 gekoppeld)");
  await expect
    .poll(() => withDb(async (c) => Number((await c.query(`SELECT count(*) FROM "LeerroutepakketfaseIndicator" WHERE "leerroutepakketId" = $1`, [id])).rows[0].count)))
    .toBe(5);
  // With the filter only those five remain: a short list, not virtualised.
  await page.getByRole("checkbox", { name: "Alleen gekoppelde" }).click();
  await expect(page.getByRole("list", { name: "Indicatoren van Groot" }).getByRole("checkbox", { name: /^Competentie 20 niveau 10 indicator/ })).toHaveCount(5);
  await expect(page.getByRole("region", { name: /^Indicatoren van Groot \(\d+ regels\)$/ })).toHaveCount(0);
});
