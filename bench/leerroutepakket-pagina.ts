/**
 * Server time of the package pages for a 1,000-indicator domain:
 * `DATABASE_URL=… AUTH_SECRET=… npx tsx bench/leerroutepakket-pagina.ts [aantal]`.
 * Creates a throw-away administration with one package: a domain with `aantal` indicators (default
 * 1,000: 20 competencies × 10 levels × 5), two small domains, 7 phases and 4 routes, one cell linked
 * to the indicators of its level. Prints median and p95 of 20 runs (after a warm-up) of the services
 * getStroomplan and getCelIndicatoren as the API calls them, and of the full HTTP answer of
 * GET /api/Niveaus/stroomplan/{id} and GET /api/Leerroutepakketfasen/{a}/{b}/{c}/{d}/indicatoren
 * through the Hono app (authentication, permissions, validation, JSON). Not a test: no assertions.
 * The administration is left behind under a random number.
 */
import { randomUUID } from "node:crypto";
import { getApi } from "@/lib/api/app";
import type { TenantContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { getCelIndicatoren } from "@/lib/services/leerroutepakketfasen";
import { getStroomplan } from "@/lib/services/leerroutepakketten";
import { loadPermissions } from "@/lib/services/permissions";
import { sessieCookie } from "./sessie";

const RUNS = 20;

function figures(runs: number[]) {
  const s = [...runs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
  return { median: (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2, p95: at(0.95), min: s[0]!, max: s[s.length - 1]! };
}

async function meet(naam: string, fn: () => Promise<number>) {
  await fn(); // warm-up (query plans, connections, module code)
  const runs: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    bytes = await fn();
    runs.push(performance.now() - t);
  }
  const f = figures(runs);
  console.log(
    `${naam.padEnd(64)} median ${f.median.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  (min ${f.min.toFixed(1)}, max ${f.max.toFixed(1)})  ${(bytes / 1024).toFixed(0)} KB`,
  );
}

async function main() {
  process.env.API_LOG ??= "off";
  const aantal = Number(process.argv[2] ?? 1000);
  const administratieNr = 700_000 + Math.floor(Math.random() * 90_000);
  await db.administratie.create({ data: { administratieNr, naam: `Bench ${administratieNr}`, klantId: administratieNr } });
  const rol = await db.rol.create({ data: { administratieNr, naam: "Bench" } });
  await db.rolPermissie.create({ data: { administratieNr, rolId: rol.id, functiegebied: F.Leerroutepakketten, bits: Bits.Manage } });
  const gebruiker = await db.gebruiker.create({ data: { email: `bench-${randomUUID()}@leerroute.test` } });
  await db.medewerker.create({ data: { administratieNr, gebruikerId: gebruiker.id, roepnaam: "Bench", achternaam: "Gebruiker", rollen: { create: [{ rolId: rol.id }] } } });

  // The package: 10 levels, a big domain with `aantal` indicators and two small ones.
  const NIVEAUS = 10;
  const pakket = await db.leerroutepakket.create({ data: { administratieNr, klantId: administratieNr, naam: "Benchpakket" } });
  const id = pakket.id;
  await db.administratieLeerroutepakket.create({ data: { administratieNr, leerroutepakketId: id, klantId: administratieNr } });
  await db.niveau.createMany({ data: Array.from({ length: NIVEAUS }, (_, i) => ({ leerroutepakketId: id, nummer: i + 1, waarde: String(i + 1), label: `Niveau ${i + 1}`, volgnummer: i + 1 })) });
  const domeinen: { id: number; indicatoren: number }[] = [];
  for (const [d, [naam, perCel]] of ([["Rekenen", 5], ["Taal", 1], ["Oriëntatie", 1]] as const).entries()) {
    const domein = await db.domein.create({ data: { leerroutepakketId: id, naam, volgnummer: d + 1 } });
    const comps = d === 0 ? Math.max(1, Math.round(aantal / (NIVEAUS * perCel))) : 3;
    let volg = 0;
    for (let c = 0; c < comps; c++) {
      const comp = await db.competentie.create({ data: { leerroutepakketId: id, domeinId: domein.id, naam: `${naam} competentie ${c + 1}`, volgnummer: c + 1 } });
      await db.competentieniveau.createMany({ data: Array.from({ length: NIVEAUS }, (_, n) => ({ leerroutepakketId: id, competentieId: comp.id, niveauNummer: n + 1 })) });
      await db.indicator.createMany({
        data: Array.from({ length: NIVEAUS * perCel }, (_, k) => ({
          leerroutepakketId: id,
          domeinId: domein.id,
          competentieId: comp.id,
          niveauNummer: Math.floor(k / perCel) + 1,
          naam: `De leerling kan onderdeel ${k + 1} van ${naam.toLowerCase()} competentie ${c + 1} zelfstandig toepassen in een nieuwe situatie`,
          code: `${d + 1}.${c + 1}.${k + 1}`,
          volgnummer: ++volg,
        })),
      });
    }
    domeinen.push({ id: domein.id, indicatoren: await db.indicator.count({ where: { domeinId: domein.id } }) });
  }
  await db.fase.createMany({ data: Array.from({ length: 7 }, (_, f) => ({ leerroutepakketId: id, nummer: f + 1, naam: `Fase ${f + 1}`, volgnummer: f + 1 })) });
  await db.leerroute.createMany({ data: Array.from({ length: 4 }, (_, r) => ({ leerroutepakketId: id, nummer: r + 1, naam: `Leerroute ${r + 1}` })) });
  const groot = domeinen[0]!;
  const cel = { leerroutepakketId: id, faseNummer: 3, leerrouteNummer: 2, domeinId: groot.id };
  await db.leerroutepakketfase.create({ data: { ...cel, niveauNummer: 5 } });
  const opNiveau = await db.indicator.findMany({ where: { domeinId: groot.id, niveauNummer: 5 }, select: { id: true } });
  await db.leerroutepakketfaseIndicator.createMany({ data: opNiveau.map((i) => ({ ...cel, indicatorId: i.id })) });

  const tenant = (await loadPermissions(administratieNr, { gebruikerId: gebruiker.id }))!;
  const ctx: TenantContext = { ...tenant, principal: { kind: "user", gebruikerId: gebruiker.id }, requestId: "bench" };
  const headers = { "x-csrf": "1", cookie: await sessieCookie(gebruiker.id, 0) };
  const api = getApi();
  const http = async (path: string) => {
    const res = await api.fetch(new Request(`http://localhost${path}${path.includes("?") ? "&" : "?"}administratieNr=${administratieNr}`, { headers }));
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} ${await res.text()}`);
    return (await res.arrayBuffer()).byteLength;
  };
  const size = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

  console.log(
    `Package ${id} in administration ${administratieNr}: ${domeinen.map((d) => d.indicatoren).join(" + ")} indicators in ${domeinen.length} domains, ${NIVEAUS} levels; ` +
      `cell (fase ${cel.faseNummer}, leerroute ${cel.leerrouteNummer}) with ${opNiveau.length} linked. ${RUNS} runs each:`,
  );
  await meet("service getStroomplan (whole package)", async () => size(await getStroomplan(ctx, id)));
  await meet(`service getStroomplan (domein ${groot.indicatoren} indicatoren)`, async () => size(await getStroomplan(ctx, id, groot.id)));
  await meet(`service getCelIndicatoren (${groot.indicatoren} indicatoren)`, async () => size(await getCelIndicatoren(ctx, cel)));
  await meet("HTTP GET /api/Niveaus/stroomplan/{id}", () => http(`/api/Niveaus/stroomplan/${id}`));
  await meet("HTTP GET /api/Niveaus/stroomplan/{id}?domeinId=", () => http(`/api/Niveaus/stroomplan/${id}?domeinId=${groot.id}`));
  await meet("HTTP GET /api/Leerroutepakketfasen/{a}/{b}/{c}/{d}/indicatoren", () =>
    http(`/api/Leerroutepakketfasen/${id}/${cel.faseNummer}/${cel.leerrouteNummer}/${cel.domeinId}/indicatoren`),
  );
  await db.$disconnect();
}

void main();
