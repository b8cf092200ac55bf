import { readFile } from "node:fs/promises";
import { expect as baseExpect, test, type Download, type Page } from "@playwright/test";
import { huidigSchooljaar, vandaagIso } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

// Page loads and PDF renders on a busy machine.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const sj = huidigSchooljaar();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const ACHTERNAAM = `Pdf${run}`;
const GROEP = `E2E PDF ${run}`;
const OPP_TEMPLATE = `E2E OPP-afdruk ${run}`;
const LP_TEMPLATE = `E2E plan-afdruk ${run}`;

/** A pupil in a new branch-1 group for the whole year, an OPP template with one page and a pupil-plan template. */
async function fixture() {
  return withDb(async (c) => {
    const g = await c.query<{ nr: number }>(
      `INSERT INTO "Groep" ("administratieNr", nr, naam, schooljaar, "vestigingNr", soort, "updatedAt")
       VALUES ($1, (SELECT COALESCE(max(nr), 0) + 1 FROM "Groep" WHERE "administratieNr" = $1), $2, $3, 1, 'Klas', now()) RETURNING nr`,
      [A, GROEP, sj],
    );
    const l = await c.query<{ id: number }>(
      `INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, geboortedatum, geslacht, ingangsdatum, "updatedAt")
       SELECT $1, 'Pia', $2, date '2014-05-01', 9, ingangsdatum, now() FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $3 RETURNING id`,
      [A, ACHTERNAAM, sj],
    );
    const leerlingId = l.rows[0]!.id;
    await c.query(
      `INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum)
       SELECT $1, $2, $3, ingangsdatum, einddatum FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $4`,
      [A, leerlingId, g.rows[0]!.nr, sj],
    );
    const ot = (await c.query<{ id: number }>(`INSERT INTO "OppTemplate" ("administratieNr", naam, actief, "updatedAt") VALUES ($1, $2, true, now()) RETURNING id`, [A, OPP_TEMPLATE])).rows[0]!.id;
    const cat = (await c.query<{ id: number }>(`INSERT INTO "OppTemplateCategorie" ("administratieNr", "templateId", code, naam, volgnummer) VALUES ($1, $2, 'BS', 'Beginsituatie', 1) RETURNING id`, [A, ot])).rows[0]!.id;
    const oppDef = (
      await c.query<{ id: number }>(
        `INSERT INTO "OppTemplateDefinitie" ("administratieNr", "templateId", "categorieId", soort, label, verplicht, volgnummer) VALUES ($1, $2, $3, 'MLE'::"TemplateDefinitieSoort", 'Belemmerende factoren', false, 1) RETURNING id`,
        [A, ot, cat],
      )
    ).rows[0]!.id;
    const lt = (await c.query<{ id: number }>(`INSERT INTO "LeerlingplanTemplate" ("administratieNr", naam, actief, "updatedAt") VALUES ($1, $2, true, now()) RETURNING id`, [A, LP_TEMPLATE])).rows[0]!.id;
    const lpDef = (await c.query<{ id: number }>(`INSERT INTO "LeerlingplanTemplateDefinitie" ("administratieNr", "templateId", soort, label, volgnummer) VALUES ($1, $2, 'MLE'::"TemplateDefinitieSoort", 'Beginsituatie', 1) RETURNING id`, [A, lt])).rows[0]!.id;
    const periode = (await c.query<{ nummer: number }>(`SELECT nummer FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $2 ORDER BY nummer LIMIT 1`, [A, sj])).rows[0]!.nummer;
    return { leerlingId, oppTemplateId: ot, oppDef, lpTemplateId: lt, lpDef, periode };
  });
}

test.afterAll(async () => {
  await withDb(async (c) => {
    const leerlingen = `SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`;
    const plannen = `SELECT id FROM "Leerlingplan" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`;
    await c.query(`DELETE FROM "Onderwijsplan" WHERE "administratieNr" = $1 AND id IN (SELECT "onderwijsplanId" FROM "LeerlingplanOnderwijsplan" WHERE "administratieNr" = $1 AND "leerlingplanId" IN (${plannen}))`, [A, ACHTERNAAM]);
    await c.query(`DELETE FROM "Leerlingplan" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [A, ACHTERNAAM]);
    await c.query(`DELETE FROM "Ontwikkelingsperspectief" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [A, ACHTERNAAM]);
    await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [A, ACHTERNAAM]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`, [A, ACHTERNAAM]);
    await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND naam = $2`, [A, GROEP]);
    await c.query(`DELETE FROM "OppTemplate" WHERE "administratieNr" = $1 AND naam = $2`, [A, OPP_TEMPLATE]);
    await c.query(`DELETE FROM "LeerlingplanTemplate" WHERE "administratieNr" = $1 AND naam = $2`, [A, LP_TEMPLATE]);
  });
});

/** A write through the API as the signed-in page (the screens' flows have tests of their own). */
async function schrijf<T>(page: Page, pad: string, body: unknown): Promise<T> {
  const xsrf = (await page.context().cookies()).find((c) => c.name === "XSRF-TOKEN")?.value;
  const res = await page.request.post(`${pad}${pad.includes("?") ? "&" : "?"}administratieNr=${A}`, { data: body, headers: { "X-CSRF": "1", ...(xsrf ? { "X-XSRF-TOKEN": decodeURIComponent(xsrf) } : {}) } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as T;
}

/** Clicks the screen's PDF button and checks the saved file: its name and that it is a PDF. */
async function downloadPdf(page: Page, naam: RegExp): Promise<Download> {
  const knop = page.getByRole("button", { name: "PDF", exact: true });
  const [download] = await Promise.all([page.waitForEvent("download"), knop.click()]);
  expect(download.suggestedFilename()).toMatch(naam);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  await expect(page.getByText(`${download.suggestedFilename()} is gedownload.`)).toBeVisible();
  await expect(knop).toBeEnabled();
  return download;
}

test("the OPP and pupil-plan details screens download the shown version and period as PDF", async ({ page }) => {
  const f = await fixture();
  const vandaag = vandaagIso();
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);

  // An OPP with an established version and a Concept after it; a pupil plan.
  const opp = await schrijf<{ id: number }>(page, `/api/OntwikkelingsPerspectieven/Add/${f.leerlingId}`, { templateId: f.oppTemplateId, schooljaar: sj, periodeNummer: f.periode });
  await schrijf(page, `/api/OntwikkelingsPerspectieven/Update/${opp.id}`, { categorie: "BS", waarden: { [f.oppDef]: { tekst: "Korte aandachtsspanne." } } });
  await schrijf(page, `/api/OntwikkelingsPerspectieven/Vaststellen/${opp.id}`, { vastgesteldOp: vandaag });
  await schrijf(page, `/api/OntwikkelingsPerspectieven/Update/${opp.id}`, { categorie: "BS", waarden: { [f.oppDef]: { tekst: "Vermoeidheid." } } });
  const plan = await schrijf<{ id: number; periodeNummer: number }>(page, "/api/Leerlingplan/Add", { leerlingId: f.leerlingId, templateId: f.lpTemplateId, schooljaar: sj });

  // The OPP opens on the Concept: its PDF is the Concept's.
  await page.goto(`/${A}/schooljaar/${sj}/planning/ontwikkelingsperspectieven/details/${opp.id}/BS`);
  await expect(page.getByText("Vermoeidheid.")).toBeVisible();
  await expectAccessible(page);
  await downloadPdf(page, new RegExp(`^opp-Pia-${ACHTERNAAM}-concept\\.pdf$`));

  // The established version picked in the version picker prints that version.
  await page.getByLabel("Versie").selectOption(vandaag);
  await expect(page.getByText("Korte aandachtsspanne.")).toBeVisible();
  await downloadPdf(page, new RegExp(`^opp-Pia-${ACHTERNAAM}-${vandaag}\\.pdf$`));
  await page.mouse.move(0, 0);
  await expectAccessible(page);

  // The pupil plan in its period.
  await page.goto(`/${A}/schooljaar/${sj}/planning/leerlingsplannen/details/${plan.id}/${plan.periodeNummer}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`Pia ${ACHTERNAAM}`);
  await expectAccessible(page);
  await downloadPdf(page, new RegExp(`^leerlingplan-Pia-${ACHTERNAAM}-${sj}-periode-${plan.periodeNummer}\\.pdf$`));

  // Each download is in the pupil's access log as a print.
  const log = await withDb((c) => c.query<{ soort: string }>(`SELECT soort FROM "DossierInzage" WHERE "administratieNr" = $1 AND "leerlingId" = $2 AND soort LIKE '%afdruk' ORDER BY id`, [A, f.leerlingId]));
  expect(log.rows.map((r) => r.soort)).toEqual(["ontwikkelingsperspectiefafdruk", "ontwikkelingsperspectiefafdruk", "leerlingplanafdruk"]);
});
