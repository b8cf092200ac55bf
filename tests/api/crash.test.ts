import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApi } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { genereerEdex } from "../fixtures/edex/generate";
import { call, makeTenant } from "./helpers";

/**
 * Crash safety: the server process is killed (SIGKILL) in the middle of an EDEX Opslaan and of a
 * spreadsheet import — while its transaction is open and has written — and afterwards the
 * database holds everything or nothing of it, never a part.
 */

const RECHTEN = { [F.Leerlingen]: Bits.Manage | Combinations.WriteReadAll, [F.Groepen]: Combinations.WriteReadAll };
const map = mkdtempSync(path.join(tmpdir(), "leerroute-crash-"));
let pool: pg.Pool;

beforeAll(() => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await pool.end();
  rmSync(map, { recursive: true, force: true });
});

async function tellingen(administratieNr: number) {
  const [leerlingen, groepen, toewijzingen] = await Promise.all([
    db.leerling.count({ where: { administratieNr } }),
    db.groep.count({ where: { administratieNr } }),
    db.leerlingtoewijzing.count({ where: { administratieNr } }),
  ]);
  return { leerlingen, groepen, toewijzingen };
}

/**
 * Runs the worker with its own application_name, waits until its transaction has written (it has
 * a transaction id) and kills it; resolves once Postgres has ended that backend. Returns whether
 * the kill came before the worker finished.
 */
async function doodTijdensSchrijven(args: string[], env: Record<string, string>): Promise<boolean> {
  const naam = `crash-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const dbUrl = new URL(process.env.DATABASE_URL!);
  dbUrl.searchParams.set("application_name", naam);
  // node itself with tsx's loader: the tsx CLI would run the script in a grandchild the kill misses.
  const kind = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/api/fixtures/crash-worker.ts"), ...args], {
    env: { ...process.env, ...env, DATABASE_URL: dbUrl.toString() },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let uitvoer = "";
  kind.stdout.on("data", (d) => (uitvoer += String(d)));
  kind.stderr.on("data", (d) => (uitvoer += String(d)));
  const einde = new Promise<void>((ok) => kind.once("exit", () => ok()));
  let gedood = false;
  const tot = Date.now() + 120_000;
  while (Date.now() < tot && kind.exitCode === null) {
    // Written, and not yet committing.
    const r = await pool.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND backend_xid IS NOT NULL AND query !~* '^\\s*commit'`, [naam]);
    if (r.rowCount) {
      kind.kill("SIGKILL");
      gedood = true;
      break;
    }
    await new Promise((ok) => setTimeout(ok, 5));
  }
  await einde;
  // Postgres notices the lost client and rolls back; wait until the backend is gone.
  while ((await pool.query(`SELECT 1 FROM pg_stat_activity WHERE application_name = $1`, [naam])).rowCount) await new Promise((ok) => setTimeout(ok, 20));
  if (!gedood && !uitvoer.includes("KLAAR")) throw new Error(`worker ended without writing: ${uitvoer}`);
  return gedood;
}

describe("killed in the middle of a long write", () => {
  it("EDEX Opslaan: everything or nothing", async () => {
    const t = await makeTenant({ permissies: RECHTEN });
    const form = new FormData();
    form.append("bestand", new File([genereerEdex(3000, t.schooljaar, { prefix: "K" })], "groot.xml", { type: "application/xml" }));
    const up = await getApi().fetch(new Request(`http://localhost/api/Edex/ImportEdex?administratieNr=${t.administratieNr}`, { method: "POST", headers: { "x-csrf": "1", cookie: t.user.cookie }, body: form }));
    expect(up.status).toBe(200);
    const importId = ((await up.json()) as { importId: number }).importId;
    for (const stap of ["KiesVestigingen", "KiesKlassen", "KiesOnderwijsgroepen", "KiesLeerlingen", "KiesLeerlingtoewijzingen", "KiesMedewerkers"])
      expect((await call("POST", `/api/Edex/${stap}`, { query: { administratieNr: t.administratieNr }, cookie: t.user.cookie, body: { importId } })).status).toBe(200);

    const voor = await tellingen(t.administratieNr);
    const gedood = await doodTijdensSchrijven(["edex", String(importId)], { COOKIE: t.user.cookie, ADMNR: String(t.administratieNr) });
    // The kill landed while the transaction was open and had written.
    expect(gedood).toBe(true);
    const na = await tellingen(t.administratieNr);
    // A kill can still land after the commit went out: then all of it is there.
    if (na.leerlingen === voor.leerlingen) expect(na).toEqual(voor);
    else expect(na).toEqual({ leerlingen: voor.leerlingen + 3000, groepen: voor.groepen + 150, toewijzingen: voor.toewijzingen + 6000 });
    if (process.env.DEBUG_CRASH) console.log("CRASH edex", voor, na);
    // Either way the import can be saved (again) afterwards, whole.
    const opnieuw = await call("POST", "/api/Edex/Opslaan", { query: { administratieNr: t.administratieNr }, cookie: t.user.cookie, body: { importId } });
    if (na.leerlingen === voor.leerlingen) {
      expect(opnieuw.status).toBe(200);
      expect((await tellingen(t.administratieNr)).leerlingen).toBe(voor.leerlingen + 3000);
    }
  }, 180_000);

  it("spreadsheet import with opslaan: everything or nothing", async () => {
    const t = await makeTenant({ permissies: RECHTEN });
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Leerlingen");
    ws.addRow(["Sleutel", "Roepnaam", "Achternaam", "Geboortedatum"]);
    for (let i = 0; i < 3000; i++) ws.addRow([`X-${i}`, `Kind${i}`, `Crash${i}`, `2017-0${(i % 9) + 1}-1${i % 10}`]);
    const bestand = path.join(map, "leerlingen.xlsx");
    await wb.xlsx.writeFile(bestand);

    const voor = await tellingen(t.administratieNr);
    const gedood = await doodTijdensSchrijven(["xlsx", bestand], { COOKIE: t.user.cookie, ADMNR: String(t.administratieNr) });
    expect(gedood).toBe(true);
    const na = await tellingen(t.administratieNr);
    if (na.leerlingen === voor.leerlingen) expect(na).toEqual(voor);
    else expect(na).toEqual({ ...voor, leerlingen: voor.leerlingen + 3000 });
    if (process.env.DEBUG_CRASH) console.log("CRASH xlsx", voor, na);
  }, 180_000);
});
