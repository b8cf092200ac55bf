import { expect as baseExpect, test } from "@playwright/test";
import { actievePeriode, huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";
import { leerlingInNieuweGroep, verwijderLeerling } from "./leerling-fixture";

/**
 * Issue 30 item 4: a new OPP started on the pupil tab defaults to the school year's active period
 * (it defaulted to period 1 while period 2 was active), and once made its details page opens (the
 * user stayed on the list). The intern begeleider of the demo data, who writes OPPs of every pupil.
 */

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
const TEMPLATE = `E2E OPP-nieuw ${run}`;
const ACHTERNAAM = `OppNieuw${run}`;
const GROEP = `E2E OPP-nieuw ${run}`;

test.afterAll(async () => {
  await withDb(async (c) => {
    await verwijderLeerling(c, { admnr: A, achternaam: ACHTERNAAM, groep: GROEP });
    await c.query(`DELETE FROM "OppTemplate" WHERE "administratieNr" = $1 AND naam = $2`, [A, TEMPLATE]);
  });
});

test("new OPP on the pupil tab: the active period is preselected, and creating opens the new OPP", async ({ page }) => {
  const { leerlingId, actief } = await withDb(async (c) => {
    const leerlingId = await leerlingInNieuweGroep(c, { admnr: A, schooljaar: sj, groep: GROEP, roepnaam: "Noor", achternaam: ACHTERNAAM, geboortedatum: "2015-03-01" });
    const t = await c.query<{ id: number }>(`INSERT INTO "OppTemplate" ("administratieNr", naam, actief, "updatedAt") VALUES ($1, $2, true, now()) RETURNING id`, [A, TEMPLATE]);
    await c.query(`INSERT INTO "OppTemplateCategorie" ("administratieNr", "templateId", code, naam, volgnummer) VALUES ($1, $2, 'BS', 'Beginsituatie', 1)`, [A, t.rows[0]!.id]);
    const perioden = await c.query<{ nummer: number; ingangsdatum: Date; einddatum: Date }>(`SELECT nummer, ingangsdatum, einddatum FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $2`, [A, sj]);
    return { leerlingId, actief: actievePeriode(perioden.rows, sj) };
  });
  // The demo year has four periods; today lies in one of them.
  expect(actief).not.toBeNull();
  const naam = `Noor ${ACHTERNAAM}`;

  await openAs(page, `/${A}/schooljaar/${sj}/adm/leerlingen/details/${leerlingId}/ontwikkelingsperspectieven`, DEMO_USERS.ib, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: naam })).toBeVisible();
  await page.getByRole("button", { name: "Nieuw ontwikkelingsperspectief" }).click();
  const nieuw = page.getByRole("dialog", { name: "Nieuw ontwikkelingsperspectief" });
  const periode = nieuw.getByLabel("Periode");
  await expect(periode).toHaveValue(`${sj}/${actief!.nummer}`);
  await expect(periode.locator("option:checked")).toHaveText(`${sj} · periode ${actief!.nummer}`);
  await expectAccessible(page);

  await nieuw.getByLabel("Template").selectOption({ label: TEMPLATE });
  await nieuw.getByRole("button", { name: "Nieuw ontwikkelingsperspectief" }).click();
  // The new OPP opens: its first page, the Concept.
  await expect(page).toHaveURL(/\/planning\/ontwikkelingsperspectieven\/details\/\d+\/BS$/);
  await expect(page.getByRole("heading", { level: 1, name: `Ontwikkelingsperspectief van ${naam}` })).toBeVisible();
  const id = Number(/\/details\/(\d+)\//.exec(page.url())![1]);
  const opp = await withDb((c) => c.query<{ leerlingId: number; schooljaar: string; periodeNummer: number }>(`SELECT "leerlingId", schooljaar, "periodeNummer" FROM "Ontwikkelingsperspectief" WHERE "administratieNr" = $1 AND id = $2`, [A, id]));
  expect(opp.rows).toEqual([{ leerlingId, schooljaar: sj, periodeNummer: actief!.nummer }]);
  await page.mouse.move(0, 0);
  await expectAccessible(page);
});
