import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { leerlingImportAntwoord } from "@/lib/schemas/leerlingen";
import { isoDatum, vandaag as vandaagNl } from "@/lib/schooljaar";
import { maakLeerling, pupilTenant, upload } from "./leerlingen-setup";

/**
 * POST /api/Leerlingen/Import with the learning-route columns (issue 12): Leerroutepakket,
 * Leerroute, Uitstroombestemming, Leerroute vanaf. Sets a pupil's route from a date the way
 * POST Leerlingen/Leerroute does (a running link ends the day before), in the import's transaction.
 */

let t: Awaited<ReturnType<typeof pupilTenant>>;
let other: Awaited<ReturnType<typeof pupilTenant>>;
let pakket: number;
let tweede: number;
let bekend: { id: number };
const csv = (regels: string[]) => new File([regels.join("\r\n")], "leerlingen.csv", { type: "text/csv" });
async function importeer(bestand: File, extra: Record<string, string> = {}, cookie = t.user.cookie) {
  const res = await upload("/api/Leerlingen/Import", t.administratieNr, cookie, { bestand, ...extra });
  // The answer as the route declares it.
  if (res.status === 200) leerlingImportAntwoord.parse(res.json);
  return res;
}
const KOP = "Sleutel;Roepnaam;Achternaam;Ingangsdatum;Leerroute;Uitstroombestemming;Leerroute vanaf";
const links = (leerlingId: number) =>
  db.leerlingLeerroute
    .findMany({ where: { administratieNr: t.administratieNr, leerlingId }, orderBy: { ingangsdatum: "asc" } })
    .then((r) => r.map((l) => ({ pakket: l.leerroutepakketId, route: l.leerrouteNummer, uitstroom: l.uitstroombestemmingNummer, van: isoDatum(l.ingangsdatum), tot: isoDatum(l.einddatum) })));

async function maakPakket(administratieNr: number, naam: string) {
  const p = await db.leerroutepakket.create({ data: { administratieNr, klantId: administratieNr, naam } });
  await db.administratieLeerroutepakket.create({ data: { administratieNr, leerroutepakketId: p.id, klantId: administratieNr } });
  await db.leerroute.createMany({
    data: [
      { leerroutepakketId: p.id, nummer: 1, naam: "Route A" },
      { leerroutepakketId: p.id, nummer: 2, naam: "Route B" },
    ],
  });
  await db.uitstroombestemming.createMany({
    data: [
      { leerroutepakketId: p.id, nummer: 1, naam: "Arbeid" },
      { leerroutepakketId: p.id, nummer: 2, naam: "Dagbesteding" },
    ],
  });
  await db.leerrouteUitstroombestemming.create({ data: { leerroutepakketId: p.id, leerrouteNummer: 1, uitstroombestemmingNummer: 1 } });
  return p.id;
}

beforeAll(async () => {
  t = await pupilTenant();
  other = await pupilTenant();
  pakket = await maakPakket(t.administratieNr, "Leerroutes SO");
  await maakPakket(other.administratieNr, "Alleen elders");
  bekend = await maakLeerling(t.administratieNr, { roepnaam: "Ada", achternaam: "Route" });
  await db.leerling.update({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: bekend.id } }, data: { externeSleutel: "R-1" } });
  // Ada follows Route B since 2024-08-01.
  await db.leerlingLeerroute.create({
    data: { administratieNr: t.administratieNr, leerlingId: bekend.id, leerroutepakketId: pakket, leerrouteNummer: 2, ingangsdatum: new Date("2024-08-01T00:00:00Z") },
  });
});

describe("learning-route columns", () => {
  it("previews the routes and the row errors; nothing is written", async () => {
    const voor = await db.leerlingLeerroute.count({ where: { administratieNr: t.administratieNr } });
    const res = await importeer(
      csv([
        KOP,
        "N-1;Cas;Nieuw;2025-08-01;route a;;", // new pupil: route A from his enrolment (case-insensitive)
        "R-1;Ada;Route;;1;Arbeid;01-01-2026", // known: route B → route 1 with exit Arbeid from 2026-01-01
        "N-2;Dirk;Fout;;Route C;;", // unknown route
        "N-3;Eva;Fout;;Route B;Arbeid;", // exit destination of another route
        "N-4;Fien;Fout;;Route A;;31-02-2026", // not a date
        "N-5;Gijs;Fout;;;Arbeid;", // exit without route
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ opgeslagen: false, leerroutes: 2, telling: { nieuw: 1, gewijzigd: 1, fout: 4 } });
    const [cas, ada, dirk, eva, fien, gijs] = res.json.rijen;
    expect(cas).toMatchObject({ actie: "nieuw", leerroute: "Leerroutes SO: Route A vanaf 01-08-2025", fouten: [] });
    expect(ada).toMatchObject({
      actie: "gewijzigd",
      leerroute: "Leerroutes SO: Route A (Arbeid) vanaf 01-01-2026",
      wijzigingen: [{ veld: "leerroute", oud: "Leerroutes SO: Route B", nieuw: "Leerroutes SO: Route A (Arbeid) vanaf 01-01-2026" }],
    });
    expect(dirk.fouten).toEqual([{ path: "rij 4.leerroute", message: "leerroute 'Route C' bestaat niet in Leerroutes SO" }]);
    expect(eva.fouten).toEqual([{ path: "rij 5.uitstroombestemming", message: "uitstroombestemming 'Arbeid' hoort niet bij leerroute Route B" }]);
    expect(fien.fouten).toEqual([{ path: "rij 6.leerrouteVanaf", message: "geen geldige datum (jjjj-mm-dd of dd-mm-jjjj)" }]);
    expect(gijs.fouten[0].path).toBe("rij 7.leerroute");
    expect(await db.leerlingLeerroute.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
    // A commit with row errors writes nothing and names them.
    const commit = await importeer(csv([KOP, "N-1;Cas;Nieuw;2025-08-01;Route A;;", "N-2;Dirk;Fout;;Route C;;"]), { opslaan: "true" });
    expect(commit.status).toBe(400);
    expect(commit.json.issues).toEqual([{ path: "rij 3.leerroute", message: expect.stringContaining("bestaat niet") }]);
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr, externeSleutel: { in: ["N-1", "N-2"] } } })).toBe(0);
  });

  it("commits the routes with the pupils in one go; the running route ends the day before; again is unchanged", async () => {
    const res = await importeer(csv([KOP, "N-1;Cas;Nieuw;2025-08-01;Route A;;", "R-1;Ada;Route;;Route A;Arbeid;2026-01-01", "N-6;Hugo;Zonder;;;;"]), { opslaan: "true" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ opgeslagen: true, leerroutes: 2, telling: { nieuw: 2, gewijzigd: 1 } });
    const cas = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, externeSleutel: "N-1" } });
    expect(await links(cas.id)).toEqual([{ pakket, route: 1, uitstroom: null, van: "2025-08-01", tot: "9999-12-31" }]);
    expect(await links(bekend.id)).toEqual([
      { pakket, route: 2, uitstroom: null, van: "2024-08-01", tot: "2025-12-31" },
      { pakket, route: 1, uitstroom: 1, van: "2026-01-01", tot: "9999-12-31" },
    ]);
    const hugo = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, externeSleutel: "N-6" } });
    expect(await links(hugo.id)).toEqual([]);
    // The same file again: every route already runs (an empty Leerroute vanaf means today for a known pupil).
    const opnieuw = await importeer(csv([KOP, "N-1;Cas;Nieuw;2025-08-01;Route A;;", "R-1;Ada;Route;;Route A;Arbeid;"]));
    expect(opnieuw.json).toMatchObject({ leerroutes: 0, telling: { ongewijzigd: 2 } });
    // A later date for a known pupil without that date: today.
    const vandaag = isoDatum(vandaagNl());
    const wissel = await importeer(csv([KOP, "R-1;Ada;Route;;Route B;;"]), { opslaan: "true" });
    expect(wissel.json).toMatchObject({ leerroutes: 1, telling: { gewijzigd: 1 } });
    expect((await links(bekend.id)).at(-1)).toEqual({ pakket, route: 2, uitstroom: null, van: vandaag, tot: "9999-12-31" });
  });

  it("names the package when the administration uses more than one; another administration's package is unknown", async () => {
    const tweedeNaam = "Leerroutes VSO";
    tweede = await maakPakket(t.administratieNr, tweedeNaam);
    const res = await importeer(
      csv([
        "Roepnaam;Achternaam;Leerroutepakket;Leerroute",
        "Ivo;Twee;;Route A", // which package?
        `Jan;Twee;${tweedeNaam};Route B`,
        "Kim;Twee;Alleen elders;Route A", // the other tenant's
      ]),
    );
    expect(res.status).toBe(200);
    const [ivo, jan, kim] = res.json.rijen;
    expect(ivo.fouten).toEqual([{ path: "rij 2.leerroutepakket", message: "vul het leerroutepakket in: deze administratie gebruikt er meer dan één" }]);
    expect(jan).toMatchObject({ actie: "nieuw", leerroute: expect.stringMatching(/^Leerroutes VSO: Route B vanaf /), fouten: [] });
    expect(kim.fouten).toEqual([{ path: "rij 4.leerroutepakket", message: "leerroutepakket 'Alleen elders' wordt in deze administratie niet gebruikt" }]);
    // An inactive package is not offered either.
    await db.administratieLeerroutepakket.update({ where: { administratieNr_leerroutepakketId: { administratieNr: t.administratieNr, leerroutepakketId: tweede } }, data: { actief: false } });
    const inactief = await importeer(csv(["Roepnaam;Achternaam;Leerroutepakket;Leerroute", `Jan;Twee;${tweedeNaam};Route B`, "Ivo;Twee;;Route A"]));
    expect(inactief.json.rijen[0].fouten[0].message).toMatch(/wordt in deze administratie niet gebruikt/);
    expect(inactief.json.rijen[1]).toMatchObject({ actie: "nieuw", leerroute: expect.stringMatching(/^Leerroutes SO: Route A/) });
  });

  it("a new pupil placed in a group names its route too (preview and commit)", async () => {
    // The screen shows a new pupil's group and route from these fields (a known pupil's from wijzigingen).
    const bestand = () => csv(["Sleutel;Roepnaam;Achternaam;Groep;Leerroutepakket;Leerroute;Uitstroombestemming", "N-7;Lot;Beide;Groep 6;Leerroutes SO;Route A;Arbeid"]);
    const res = await importeer(bestand());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ geplaatst: 1, leerroutes: 1, telling: { nieuw: 1, fout: 0 } });
    expect(res.json.rijen[0]).toEqual({
      rij: 2,
      actie: "nieuw",
      naam: "Lot Beide",
      sleutel: "N-7",
      leerlingId: null,
      wijzigingen: [],
      groep: "Groep 6",
      leerroute: expect.stringMatching(/^Leerroutes SO: Route A \(Arbeid\) vanaf \d{2}-\d{2}-\d{4}$/),
      fouten: [],
    });
    const opgeslagen = await importeer(bestand(), { opslaan: "true" });
    expect(opgeslagen.json).toMatchObject({ opgeslagen: true, geplaatst: 1, leerroutes: 1 });
    const lot = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, externeSleutel: "N-7" } });
    expect(await links(lot.id)).toEqual([{ pakket, route: 1, uitstroom: 1, van: isoDatum(lot.ingangsdatum), tot: "9999-12-31" }]);
    expect(await db.leerlingtoewijzing.count({ where: { administratieNr: t.administratieNr, leerlingId: lot.id, groepNr: 2 } })).toBe(1);
  });

  it("a user who may not import gets 403 and nothing changes", async () => {
    const voor = await db.leerlingLeerroute.count({ where: { administratieNr: t.administratieNr } });
    const res = await importeer(csv([KOP, "R-1;Ada;Route;;Route A;;2027-01-01"]), { opslaan: "true" }, t.leerkracht.cookie);
    expect(res.status).toBe(403);
    expect(await db.leerlingLeerroute.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
  });
});
