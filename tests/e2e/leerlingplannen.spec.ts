import { expect as baseExpect, test } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";
import { leerlingInNieuweGroep, verwijderLeerling } from "./leerling-fixture";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const sj = huidigSchooljaar();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const ACHTERNAAM = `Lp${run}`;
const TEMPLATE = `Leerlingplan ${run}`;
const GROEP = `E2E Lp ${run}`;

/** A pupil in a new group of branch 1, a template with MLE, MON and OWP items, and a mastered evaluation in the active period. */
async function fixture() {
  return withDb(async (c) => {
    const leerlingId = await leerlingInNieuweGroep(c, { admnr: A, schooljaar: sj, groep: GROEP, roepnaam: "Lotte", achternaam: ACHTERNAAM, geboortedatum: "2016-03-01" });
    const t = await c.query<{ id: number }>(`INSERT INTO "LeerlingplanTemplate" ("administratieNr", naam, actief, "updatedAt") VALUES ($1, $2, true, now()) RETURNING id`, [A, TEMPLATE]);
    const templateId = t.rows[0]!.id;
    const def = async (soort: string, label: string, volgnummer: number) =>
      (await c.query<{ id: number }>(`INSERT INTO "LeerlingplanTemplateDefinitie" ("administratieNr", "templateId", soort, label, volgnummer) VALUES ($1, $2, $3::"TemplateDefinitieSoort", $4, $5) RETURNING id`, [A, templateId, soort, label, volgnummer])).rows[0]!.id;
    await def("MLE", "Beginsituatie", 1);
    const mon = await def("MON", "Monitorlijnen", 2);
    await def("OWP", "Onderwijsplan", 3);
    const ind = (
      await c.query<{ id: number; leerroutepakketId: number; domeinId: number; competentieId: number; niveauNummer: number; domein: string; waarde: string }>(
        `SELECT i.id, i."leerroutepakketId", i."domeinId", i."competentieId", i."niveauNummer", d.naam AS domein, n.waarde
           FROM "Indicator" i JOIN "AdministratieLeerroutepakket" a ON a."leerroutepakketId" = i."leerroutepakketId" AND a."administratieNr" = $1
           JOIN "Domein" d ON d.id = i."domeinId" JOIN "Niveau" n ON n."leerroutepakketId" = i."leerroutepakketId" AND n.nummer = i."niveauNummer"
          ORDER BY i.id LIMIT 1`,
        [A],
      )
    ).rows[0]!;
    const periode = (await c.query<{ nummer: number }>(`SELECT nummer FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $2 AND ingangsdatum <= now() AND einddatum >= current_date ORDER BY nummer DESC LIMIT 1`, [A, sj])).rows[0]!;
    await c.query(
      `INSERT INTO "Evaluatie" ("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", schooljaar, "periodeNummer", "competentieId", "niveauNummer", score, datum, "updatedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 100, current_date, now())`,
      [A, leerlingId, ind.leerroutepakketId, ind.id, sj, periode.nummer, ind.competentieId, ind.niveauNummer],
    );
    return { leerlingId, mon, ind, periode: periode.nummer };
  });
}

test.afterAll(async () => {
  await withDb(async (c) => {
    await verwijderLeerling(c, { admnr: A, achternaam: ACHTERNAAM, groep: GROEP });
    await c.query(`DELETE FROM "LeerlingplanTemplate" WHERE "administratieNr" = $1 AND naam LIKE $2`, [A, `%${run}%`]);
  });
});

test("pupil-plan templates: add a template, add an item, preview it", async ({ page }) => {
  await openAs(page, `/${A}/beheer/leerlingplantemplates`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Leerlingplannen" })).toBeVisible();
  const naam = `Groeiplan ${run}`;
  await page.getByRole("button", { name: "Template toevoegen" }).click();
  await page.getByRole("dialog").getByLabel("Naam").fill(naam);
  await page.getByRole("dialog").getByRole("button", { name: "Template toevoegen" }).click();
  await expect(page.getByText(`Template ${naam} is toegevoegd.`)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: naam }).click();
  await expect(page.getByRole("heading", { level: 1, name: naam })).toBeVisible();
  await expect(page.getByText("Deze template heeft nog geen items.")).toBeVisible();
  await page.getByRole("button", { name: "Item toevoegen" }).first().click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Type").selectOption("MLE");
  await dialog.getByLabel("Label").fill("Hulpvraag");
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Item Hulpvraag is opgeslagen.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Voorbeeld" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Hulpvraag", exact: true })).toBeVisible();
  await expectAccessible(page);
});

test("pupil plan: made on the pupil's tab, monitor lines from real evaluations in the active period, edited", async ({ page }) => {
  const f = await fixture();
  await openAs(page, `/${A}/schooljaar/${sj}/adm/leerlingen/details/${f.leerlingId}/leerlingplannen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByText("Deze leerling heeft nog geen leerlingplan.").or(page.getByText(/nog geen leerlingplan/))).toBeVisible();
  await page.getByRole("button", { name: "Leerlingplan maken" }).click();
  await page.getByRole("dialog").getByLabel("Template").selectOption({ label: TEMPLATE });
  await page.getByRole("dialog").getByRole("button", { name: "Opslaan" }).click();
  await expect(page).toHaveURL(new RegExp(`/adm/leerlingen/leerlingplannen/\\d+`));
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`${TEMPLATE} van Lotte`) })).toBeVisible();
  const planId = Number(/leerlingplannen\/(\d+)/.exec(page.url())![1]);

  // A monitor line on the evaluated domain, from the start level to the evaluated level.
  await withDb((c) =>
    c.query(
      `INSERT INTO "LeerlingplanMonitorlijn" ("administratieNr", "leerlingplanId", "definitieId", "leerroutepakketId", "domeinId", "doelniveauNummer", volgnummer) VALUES ($1, $2, $3, $4, $5, $6, 1)`,
      [A, planId, f.mon, f.ind.leerroutepakketId, f.ind.domeinId, f.ind.niveauNummer],
    ),
  );
  await page.goto(`/${A}/schooljaar/${sj}/planning/leerlingsplannen/details/${planId}`);
  await expect(page).toHaveURL(new RegExp(`/details/${planId}/${f.periode}$`));
  const lijn = page.getByRole("row", { name: new RegExp(f.ind.domein) });
  await expect(lijn).toContainText(`niveau ${f.ind.waarde} · 100% (1)`);
  await expect(lijn.getByRole("cell").last()).toHaveText("Ja");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Bewerken" }).click();
  await expect(page).toHaveURL(new RegExp(`/bewerken/${planId}/${f.periode}$`));
  await page.getByLabel("Beginsituatie").fill("Lotte leest spellend.");
  await page.getByRole("button", { name: "Onderwijsplan toevoegen" }).click();
  await page.getByLabel("Titel").fill("Technisch lezen");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Het leerlingplan is opgeslagen.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/details/${planId}/${f.periode}$`));
  await expect(page.getByText("Lotte leest spellend.")).toBeVisible();
  await expect(page.getByText("Technisch lezen")).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(f.ind.domein) })).toBeVisible();
});
