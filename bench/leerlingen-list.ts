/**
 * Server time of the pupil list for 1,000 pupils: `DATABASE_URL=… npx tsx bench/leerlingen-list.ts [aantal]`.
 * Creates a throw-away administration with one branch, two groups and `aantal` pupils (default
 * 1,000) and times the list service (first page, a search, a sort and a late page) and the export,
 * as the API calls them; not a test. The administration is left behind under a random number.
 */
import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { loadPermissions } from "@/lib/services/permissions";
import { exportLeerlingen, listLeerlingen, type LijstOpties } from "@/lib/services/leerlingen";
import { huidigSchooljaar, schooljaarGrenzen } from "@/lib/schooljaar";
import { Combinations, Functiegebied as F } from "@/lib/permissions/constants";

async function main() {
  const aantal = Number(process.argv[2] ?? 1000);
  const administratieNr = 800_000 + Math.floor(Math.random() * 90_000);
  const schooljaar = huidigSchooljaar();
  const grenzen = schooljaarGrenzen(schooljaar);
  await db.administratie.create({
    data: {
      administratieNr,
      naam: `Bench ${administratieNr}`,
      klantId: administratieNr,
      vestigingen: { create: [{ nr: 1, naam: "Hoofdlocatie" }] },
      schooljaren: { create: [{ schooljaar, ...grenzen }] },
    },
  });
  await db.groep.createMany({ data: [1, 2].map((nr) => ({ administratieNr, nr, naam: `Groep ${nr}`, schooljaar, vestigingNr: 1 })) });
  const rol = await db.rol.create({ data: { administratieNr, naam: "Bench" } });
  await db.rolPermissie.create({ data: { administratieNr, rolId: rol.id, functiegebied: F.Leerlingen, bits: Combinations.WriteReadAll } });
  await db.$executeRawUnsafe(
    `WITH nieuw AS (
       INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, geboortedatum, ingangsdatum, "updatedAt")
       SELECT $1, 'Kind' || n, 'Bench' || lpad(n::text, 5, '0'), date '2016-01-01' + (n % 1500), $2::date, now() FROM generate_series(1, $3::int) AS n
       RETURNING id)
     INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum)
     SELECT $1, id, 1 + (id % 2), $2::date, $4::date FROM nieuw`,
    administratieNr,
    grenzen.ingangsdatum,
    aantal,
    grenzen.einddatum,
  );
  // Statistics as autovacuum would have them: without, the planner estimates one row for the fresh
  // tables and picks nested loops (400+ ms instead of a few ms for the same query).
  await db.$executeRawUnsafe(`ANALYZE "Leerling", "Leerlingtoewijzing", "Groep"`);
  const tenant = (await loadPermissions(administratieNr, { rolId: rol.id }))!;
  const ctx: TenantContext = { ...tenant, principal: { kind: "apikey", administratieNr, keyId: 0, rolId: rol.id }, requestId: "bench" };

  const meet = async (naam: string, o: Partial<LijstOpties>) => {
    const opties: LijstOpties = { schooljaar, filter: "Actief", pageSize: 50, ...o };
    await listLeerlingen(ctx, opties); // warm-up (query plans, connections)
    const runs: number[] = [];
    let total = 0;
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      total = (await listLeerlingen(ctx, opties)).total;
      runs.push(performance.now() - t);
    }
    runs.sort((a, b) => a - b);
    console.log(`${naam.padEnd(34)} median ${runs[2]!.toFixed(1)} ms  (min ${runs[0]!.toFixed(1)}, max ${runs[4]!.toFixed(1)})  total ${total}`);
  };
  console.log(`Pupil list service, ${aantal} pupils in administration ${administratieNr}:`);
  await meet("Actief, page 1 of 50", {});
  await meet("Actief, search 'bench00500'", { search: "bench00500" });
  await meet("Actief, sort -geboortedatum", { sort: "-geboortedatum" });
  await meet(`Alle, last page`, { filter: "Alle", page: Math.ceil(aantal / 50) });
  await meet("Actief, page 1 of 200", { pageSize: 200 });
  const t = performance.now();
  const { buffer } = await exportLeerlingen(ctx, { schooljaar, filter: "Actief" });
  console.log(`${"Export (xlsx, all rows)".padEnd(34)} ${(performance.now() - t).toFixed(1)} ms  (${(buffer.byteLength / 1024).toFixed(0)} KB)`);
  await db.$disconnect();
}

void main();
