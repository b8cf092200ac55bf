/**
 * EDEX import time and memory for 5,000 pupils:
 * `DATABASE_URL=… AUTH_SECRET=… npx tsx bench/edex-import.ts [aantal] [--versie 1.0.3|2.1]`.
 * Creates a throw-away administration, parses a generated file once on its own (parse time), then
 * uploads it through the API and saves it (every pupil, group, assignment and teacher), printing
 * the server time of each call and the memory: the process's peak RSS and heap (sampled every
 * 20 ms) beside the figures before. The default is EDEXML 1.0.3, what older systems export (no
 * e-mail addresses: the teachers are saved without a login); `--versie 2.1` the newest.
 */
import { randomUUID } from "node:crypto";
import { encode } from "next-auth/jwt";
import { getApi } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar, schooljaarGrenzen } from "@/lib/schooljaar";
import { parseEdex } from "@/lib/edex/parse";
import { genereerEdex } from "../tests/fixtures/edex/generate";
import { SESSION_MAX_AGE_S, startSessie } from "@/lib/services/auth";

async function main() {
  const args = process.argv.slice(2);
  const vi = args.indexOf("--versie");
  const versie = vi >= 0 && args[vi + 1] === "2.1" ? "2.1" : "1.0.3";
  const aantal = Number(args.find((a, i) => /^\d+$/.test(a) && args[i - 1] !== "--versie") ?? 5000);
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  const voor = process.memoryUsage();
  let piekRss = voor.rss;
  let piekHeap = voor.heapUsed;
  const meter = setInterval(() => {
    const m = process.memoryUsage();
    piekRss = Math.max(piekRss, m.rss);
    piekHeap = Math.max(piekHeap, m.heapUsed);
  }, 20);
  const administratieNr = 900_000 + Math.floor(Math.random() * 90_000);
  const schooljaar = huidigSchooljaar();
  await db.administratie.create({
    data: { administratieNr, naam: `Bench ${administratieNr}`, klantId: administratieNr, schooljaren: { create: [{ schooljaar, ...schooljaarGrenzen(schooljaar) }] } },
  });
  const rol = await db.rol.create({ data: { administratieNr, naam: "Bench" } });
  await db.rolPermissie.createMany({
    data: [
      { administratieNr, rolId: rol.id, functiegebied: F.Leerlingen, bits: Bits.Manage | Combinations.WriteReadAll },
      { administratieNr, rolId: rol.id, functiegebied: F.Groepen, bits: Combinations.WriteReadAll },
    ],
  });
  const gebruiker = await db.gebruiker.create({ data: { email: `bench-${randomUUID()}@leerroute.test` } });
  await db.medewerker.create({ data: { administratieNr, gebruikerId: gebruiker.id, roepnaam: "Bench", achternaam: "Gebruiker", rollen: { create: [{ rolId: rol.id }] } } });
  const sid = await startSessie(gebruiker.id, SESSION_MAX_AGE_S);
  const token = await encode({ token: { sub: gebruiker.id, sv: 0, sid }, secret: process.env.AUTH_SECRET!, salt: "authjs.session-token" });
  const headers = { "x-csrf": "1", cookie: `authjs.session-token=${token}` };
  const api = getApi();

  const xml = genereerEdex(aantal, schooljaar, { prefix: `B${administratieNr}`, versie });
  let t = performance.now();
  const gelezen = parseEdex(xml);
  const parse = performance.now() - t;
  const form = new FormData();
  form.append("bestand", new File([xml], "bench.xml", { type: "application/xml" }));
  t = performance.now();
  const up = await api.fetch(new Request(`http://localhost/api/Edex/ImportEdex?administratieNr=${administratieNr}`, { method: "POST", headers, body: form }));
  const { importId } = (await up.json()) as { importId: number };
  const upload = performance.now() - t;
  t = performance.now();
  const step = await api.fetch(
    new Request(`http://localhost/api/Edex/KiesLeerlingen?administratieNr=${administratieNr}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ importId }) }),
  );
  await step.json();
  const kies = performance.now() - t;
  t = performance.now();
  const save = await api.fetch(
    new Request(`http://localhost/api/Edex/Opslaan?administratieNr=${administratieNr}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ importId }) }),
  );
  const result = (await save.json()) as { leerlingen: { aangemaakt: number }; medewerkers: { aangemaakt: number }; medewerkersZonderEmail: number };
  const opslaan = performance.now() - t;
  clearInterval(meter);
  const na = process.memoryUsage();
  console.log(
    `EDEX ${gelezen.versie} import of ${aantal} pupils (${(xml.length / 1024 / 1024).toFixed(1)} MB, ${gelezen.afgekeurd.length} refused): parse ${parse.toFixed(0)} ms; ` +
      `upload ${upload.toFixed(0)} ms, KiesLeerlingen ${kies.toFixed(0)} ms, Opslaan ${opslaan.toFixed(0)} ms; total ${(upload + kies + opslaan).toFixed(0)} ms; ` +
      `pupils created ${result.leerlingen.aangemaakt}, staff ${result.medewerkers.aangemaakt} (${result.medewerkersZonderEmail} without e-mail)`,
  );
  console.log(`memory: rss ${mb(voor.rss)} before, peak ${mb(piekRss)}, after ${mb(na.rss)}; heap used ${mb(voor.heapUsed)} before, peak ${mb(piekHeap)}, after ${mb(na.heapUsed)}`);
  await db.$disconnect();
}

void main();
