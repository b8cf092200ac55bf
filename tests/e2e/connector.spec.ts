import fs from "node:fs/promises";
import { expect as baseExpect, test } from "@playwright/test";
import { startSimulator, type Simulator } from "../../lib/connector/simulator";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

// Key generation (RSA 4096) and a background import on a busy machine.
test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 60_000 });

let sim: Simulator;
test.beforeAll(async () => {
  sim = await startSimulator({ omgeving: "test", perLocatie: 4 });
});
test.afterAll(async () => {
  await sim?.stop();
  await withDb(async (c) => {
    await c.query(`UPDATE "Administratie" SET modules = array_remove(modules, 'CONNECTOR') WHERE "administratieNr" = $1`, [A]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" LIKE 'sis:%'`, [A]);
    for (const tabel of ["ConnectorLog", "ConnectorImport", "ConnectorLocatie", "ConnectorCertificaat", "ConnectorConfiguratie"])
      await c.query(`DELETE FROM "${tabel}" WHERE "administratieNr" = $1`, [A]);
  });
});

test("the connector from CSR to a saved import, against the SIS simulator", async ({ page }) => {
  // Without the module CONNECTOR there is no connector tab.
  await withDb((c) => c.query(`UPDATE "Administratie" SET modules = array_remove(modules, 'CONNECTOR') WHERE "administratieNr" = $1`, [A]));
  await openAs(page, `/${A}/beheer/import?bron=koppeling`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("tab", { name: "EDEX-bestand" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: "Koppeling leerlingadministratie" })).toHaveCount(0);
  await withDb((c) => c.query(`UPDATE "Administratie" SET modules = array_append(array_remove(modules, 'CONNECTOR'), 'CONNECTOR') WHERE "administratieNr" = $1`, [A]));
  await page.reload();
  await expect(page.getByRole("tab", { name: "Koppeling leerlingadministratie" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("De koppeling is nog niet klaar voor gebruik")).toBeVisible();
  await expectAccessible(page);

  // Configuration.
  await page.getByLabel("Omgeving", { exact: true }).selectOption("test");
  await page.getByLabel("Adres van de leerlingadministratie").fill(sim.url);
  await page.getByLabel("Klantcode").fill("RB01");
  await page.getByLabel("Extra CA van de server (PEM)").fill(sim.ca.certPem);
  await page.getByLabel("Koppeling actief").check();
  await page.getByRole("button", { name: "Instellingen opslaan" }).click();
  await expect(page.getByText("De instellingen zijn opgeslagen.")).toBeVisible();

  // Certificate: CSR out, signed by the simulator's CA (the vendor), PEM in.
  await page.getByLabel("Organisatie (O)").fill("De Regenboog");
  await page.getByLabel("Afdeling (OU)").fill("ICT");
  await page.getByLabel("E-mailadres").fill("ict@regenboog.test");
  await page.getByLabel("Plaats (L)").fill("Utrecht");
  await page.getByLabel("Provincie (ST)").fill("Utrecht");
  const [download] = await Promise.all([page.waitForEvent("download", { timeout: 120_000 }), page.getByRole("button", { name: "CSR maken en downloaden" }).click()]);
  expect(download.suggestedFilename()).toBe(`leerroute-RB01-${A}-test.csr`);
  const csr = await fs.readFile((await download.path())!, "utf8");
  expect(csr).toContain("BEGIN CERTIFICATE REQUEST");
  await expect(page.getByText(/Openstaande aanvraag van/)).toBeVisible();
  // A wrong PEM is refused with the reason.
  await page.getByLabel("Certificaat (PEM)").fill("geen certificaat");
  await page.getByRole("button", { name: "Certificaat uploaden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "PEM" })).toBeVisible();
  await page.getByLabel("Certificaat (PEM)").fill(await sim.teken(csr));
  await page.getByRole("button", { name: "Certificaat uploaden" }).click();
  await expect(page.getByText(/Het certificaat is opgeslagen; het is geldig tot/)).toBeVisible();
  await expect(page.getByText("Geldig", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Verbinding testen" }).click();
  await expect(page.getByText("De verbinding werkt.")).toBeVisible();

  // Locations → branches.
  await page.getByRole("checkbox", { name: "Locatie Noord importeren" }).check();
  await page.getByLabel("Vestiging voor Locatie Noord").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Locaties opslaan" }).click();
  await expect(page.getByRole("region", { name: /Meldingen/ }).getByText("De locaties zijn opgeslagen.")).toBeVisible();
  // The list of locations is kept in the browser (spec §3, persistent).
  expect(await page.evaluate((k) => localStorage.getItem(k), `connector_locaties:${A}`)).toContain("Locatie Noord");
  await expectAccessible(page);

  // Queue, follow, review, save.
  await page.getByRole("button", { name: "Leerlingen importeren" }).click();
  await expect(page.getByRole("heading", { name: /Controle van import \d+/ })).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("checkbox", { name: /selecteren/i }).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "4 wijzigingen opslaan" }).click();
  await expect(page.getByText("Opgeslagen: 4 nieuw, 0 bijgewerkt, 0 ongewijzigd, 0 overgeslagen.")).toBeVisible();
  const aantal = await withDb(async (c) => Number((await c.query<{ n: string }>(`SELECT count(*) AS n FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" LIKE 'sis:%'`, [A])).rows[0]!.n));
  expect(aantal).toBe(4);

  // The log of the run.
  const logRij = page.getByRole("row").filter({ hasText: "Leerlingen" }).filter({ hasText: "Voltooid" }).first();
  await expect(logRij).toBeVisible();
  const [log] = await Promise.all([page.waitForEvent("download"), logRij.getByRole("button", { name: /Logbestand \d+ downloaden/ }).click()]);
  expect(await fs.readFile((await log.path())!, "utf8")).toContain("Opgeslagen: 4 nieuw");
  await expectAccessible(page);
});
