import { expect as baseExpect, test } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs, verplaatsMetToetsenbord } from "./helpers";
import { leerlingInNieuweGroep, verwijderLeerling } from "./leerling-fixture";

test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const sj = huidigSchooljaar();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const ACHTERNAAM = `Lpb${run}`;
const GROEP = `E2E leerlingplan ${run}`;
const TEMPLATE = `Leerlingplan bewerken ${run}`;
const BUNDEL = `E2E bundel ${run}`;
const LESSEN = [`Klankgebaren ${run}`, `Letterdictee ${run}`];

/**
 * The test's own pupil (on a learning route of the demo package), a pupil-plan template with a
 * monitor item and a teaching-plan item, the pupil's plan for this school year, and a published
 * lesson bundle of the administrator with two lessons.
 */
async function fixture() {
  return withDb(async (c) => {
    // A competence at a level with indicators (the goal selector lists those), named uniquely within its package.
    const doel = (
      await c.query<{ pakket: number; competentie: string; label: string; waarde: string }>(
        `SELECT i."leerroutepakketId" AS pakket, c.naam AS competentie, n.label, n.waarde FROM "Indicator" i
           JOIN "AdministratieLeerroutepakket" a ON a."leerroutepakketId" = i."leerroutepakketId" AND a."administratieNr" = $1
           JOIN "Competentie" c ON c.id = i."competentieId"
           JOIN "Niveau" n ON n."leerroutepakketId" = i."leerroutepakketId" AND n.nummer = i."niveauNummer"
          WHERE NOT EXISTS (SELECT 1 FROM "Competentie" o WHERE o."leerroutepakketId" = c."leerroutepakketId" AND o.id <> c.id AND position(lower(c.naam) IN lower(o.naam)) > 0)
          ORDER BY i."leerroutepakketId", c.volgnummer DESC, c.id, n.volgnummer LIMIT 1`,
        [A],
      )
    ).rows[0]!;
    const route = (await c.query<{ nummer: number }>(`SELECT nummer FROM "Leerroute" WHERE "leerroutepakketId" = $1 ORDER BY nummer LIMIT 1`, [doel.pakket])).rows[0]!;
    const leerlingId = await leerlingInNieuweGroep(c, { admnr: A, schooljaar: sj, groep: GROEP, roepnaam: "Mees", achternaam: ACHTERNAAM, geboortedatum: "2015-09-01", leerroute: { pakket: doel.pakket, nummer: route.nummer } });
    const t = await c.query<{ id: number }>(`INSERT INTO "LeerlingplanTemplate" ("administratieNr", naam, actief, "updatedAt") VALUES ($1, $2, true, now()) RETURNING id`, [A, TEMPLATE]);
    const templateId = t.rows[0]!.id;
    for (const [i, [soort, label]] of [["MON", "Monitorlijnen"], ["OWP", "Onderwijsplan"]].entries())
      await c.query(`INSERT INTO "LeerlingplanTemplateDefinitie" ("administratieNr", "templateId", soort, label, volgnummer) VALUES ($1, $2, $3::"TemplateDefinitieSoort", $4, $5)`, [A, templateId, soort, label, i + 1]);
    const p = await c.query<{ id: number }>(`INSERT INTO "Leerlingplan" ("administratieNr", "leerlingId", "templateId", schooljaar, "updatedAt") VALUES ($1, $2, $3, $4, now()) RETURNING id`, [A, leerlingId, templateId, sj]);
    const periode = (await c.query<{ nummer: number }>(`SELECT nummer FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $2 AND ingangsdatum <= current_date AND einddatum >= current_date ORDER BY nummer DESC LIMIT 1`, [A, sj])).rows[0]!;
    // The administrator's own published bundle, so it is among the bundles to choose from.
    const b = await c.query<{ id: number; klantId: number }>(
      `INSERT INTO "LesBundel" ("administratieNr", "klantId", "auteurId", naam, gepubliceerd, "gepubliceerdOp", "updatedAt")
       SELECT $1, a."klantId", g.id, $2, true, now(), now() FROM "Administratie" a, "Gebruiker" g WHERE a."administratieNr" = $1 AND g.email = $3 RETURNING id, "klantId"`,
      [A, BUNDEL, DEMO_USERS.beheerder],
    );
    for (const [i, naam] of LESSEN.entries())
      await c.query(`INSERT INTO "Les" ("lesBundelId", "klantId", naam, volgnummer, "updatedAt") VALUES ($1, $2, $3, $4, now())`, [b.rows[0]!.id, b.rows[0]!.klantId, naam, i + 1]);
    return { planId: p.rows[0]!.id, periode: periode.nummer, doel: { competentie: doel.competentie, niveauLabel: doel.label || doel.waarde, waarde: doel.waarde } };
  });
}

test.afterAll(async () => {
  await withDb(async (c) => {
    await verwijderLeerling(c, { admnr: A, achternaam: ACHTERNAAM, groep: GROEP });
    await c.query(`DELETE FROM "LeerlingplanTemplate" WHERE "administratieNr" = $1 AND naam = $2`, [A, TEMPLATE]);
    await c.query(`DELETE FROM "LesBundel" WHERE "administratieNr" = $1 AND naam = $2`, [A, BUNDEL]);
  });
});

test("pupil plan: add a monitor line (competence and target level), add lessons to a teaching plan, reorder them with the keyboard; all seen after a reload", async ({ page }) => {
  const f = await fixture();
  const basis = `/${A}/schooljaar/${sj}/planning/leerlingsplannen`;
  const bewerken = `${basis}/bewerken/${f.planId}/${f.periode}`;
  await openAs(page, bewerken, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`van Mees ${ACHTERNAAM}, periode ${f.periode}`) })).toBeVisible();
  await expect(page.getByText("Dit plan heeft nog geen monitorlijnen.")).toBeVisible();
  await expect(page.getByText("Er is nog geen onderwijsplan voor deze periode.")).toBeVisible();
  await expectAccessible(page);

  // A monitor line: a competence and its target level from the goal selector.
  await page.getByRole("button", { name: "Monitorlijn toevoegen" }).click();
  await page.getByRole("button", { name: "Competentie en doelniveau kiezen" }).click();
  await page.getByLabel("Zoek een doel").fill(f.doel.competentie);
  await page.getByLabel(`${f.doel.competentie}: heel niveau ${f.doel.niveauLabel}`, { exact: true }).first().click();
  await expect(page.getByRole("button", { name: "Competentie en doelniveau wijzigen" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Toevoegen", exact: true }).click();
  await expect(page.getByRole("list", { name: "Monitorlijnen" }).getByText(`${f.doel.competentie} ${f.doel.waarde} (doelniveau, nieuw)`)).toBeVisible();

  // A teaching plan; its lessons can be added once it is saved.
  await page.getByRole("button", { name: "Onderwijsplan toevoegen" }).click();
  await page.getByLabel("Titel").fill("Klanken en letters");
  await expect(page.getByText("Sla het plan eerst op; daarna voegt u hier lessen uit de lesbundels toe.")).toBeVisible();
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Het leerlingplan is opgeslagen.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/details/${f.planId}/${f.periode}$`));
  const lijn = page.getByRole("row", { name: new RegExp(f.doel.competentie.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) });
  await expect(lijn).toContainText(f.doel.waarde);
  await page.reload();
  await expect(lijn).toBeVisible();

  // Lessons from the bundles the user may read; removing one asks first.
  await page.goto(bewerken);
  const lessen = page.getByRole("region", { name: "Lessen van onderwijsplan Klanken en letters" });
  await expect(lessen.getByText("Er zijn nog geen lessen aan dit plan gekoppeld.")).toBeVisible();
  await lessen.getByRole("button", { name: "Lessen toevoegen" }).click();
  // The bundle's lessons fold open (already open when it is the only bundle).
  const bundel = lessen.locator("details").filter({ hasText: BUNDEL });
  if ((await bundel.getAttribute("open")) === null) await bundel.locator("summary").click();
  for (const les of LESSEN) await lessen.getByLabel(les, { exact: true }).check();
  await lessen.getByRole("button", { name: "2 lessen toevoegen" }).click();
  await expect(page.getByText("2 lessen zijn toegevoegd.")).toBeVisible();
  const lijst = lessen.getByRole("list", { name: "Lessen van het plan" });
  await expect(lijst.getByRole("listitem")).toHaveCount(2);
  await expect(lijst.getByRole("listitem").first()).toContainText(LESSEN[0]!);
  await expectAccessible(page);

  // Reorder with the keyboard: the second lesson moves up.
  await verplaatsMetToetsenbord(page, LESSEN[1]!, "ArrowUp");
  await expect(lijst.getByRole("listitem").first()).toContainText(LESSEN[1]!);
  await expect
    .poll(() => withDb(async (c) => (await c.query<{ naam: string }>(`SELECT l.naam FROM "OnderwijsplanLes" ol JOIN "Les" l ON l.id = ol."lesId" JOIN "LeerlingplanOnderwijsplan" lo ON lo."administratieNr" = ol."administratieNr" AND lo."onderwijsplanId" = ol."onderwijsplanId" WHERE lo."leerlingplanId" = $1 ORDER BY ol.volgnummer`, [f.planId])).rows.map((r) => r.naam)))
    .toEqual([LESSEN[1], LESSEN[0]]);
  await page.reload();
  await expect(lessen.getByRole("list", { name: "Lessen van het plan" }).getByRole("listitem").first()).toContainText(LESSEN[1]!);
  await expect(lessen.getByRole("list", { name: "Lessen van het plan" }).getByRole("listitem").last()).toContainText(LESSEN[0]!);

  // The plan shows the lessons in their order.
  await page.goto(`${basis}/details/${f.planId}/${f.periode}`);
  await expect(page.getByText(`Lessen: ${LESSEN[1]}, ${LESSEN[0]}`)).toBeVisible();
  await expectAccessible(page);

  // Removing a monitor line asks first; cancelling keeps it.
  await page.goto(bewerken);
  const monitor = page.getByRole("list", { name: "Monitorlijnen" });
  await monitor.getByRole("button", { name: /^Monitorlijn .* verwijderen$/ }).click();
  const vraag = page.getByRole("alertdialog");
  await expect(vraag).toContainText("Monitorlijn");
  await vraag.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByText("Dit plan heeft nog geen monitorlijnen.")).toBeVisible();
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/details/${f.planId}/${f.periode}$`));
  await expect(page.getByText("Dit plan heeft nog geen monitorlijnen.")).toBeVisible();
});
