import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { db } from "@/lib/db/client";
async function main() {
  process.env.API_LOG = "off";
  const { beheersingDomeinPerSchooljaar } = await import("@/lib/services/opbrengsten");
  const { loadPermissions } = await import("@/lib/services/permissions");
  const adm = 3001;
  const rol = await db.rolPermissie.findFirst({ where: { administratieNr: adm, functiegebied: F.Leerlingevaluaties, bits: { gte: Bits.ReadAlle } }, select: { rolId: true }, orderBy: { bits: "desc" } });
  const tenant = await loadPermissions(adm, { rolId: rol!.rolId });
  const ctx = { ...tenant!, principal: { kind: "apikey", administratieNr: adm, keyId: 0, rolId: rol!.rolId }, requestId: "plan" } as never;
  const o = { pakketId: 1, domeinId: 0, vestigingNr: 0, schooljaar: "2026-2027", periodeNummer: 1, aantalJaren: 3 };
  for (let i = 0; i < 3; i++) await beheersingDomeinPerSchooljaar(ctx, o);
  const t = performance.now();
  const cpu = process.cpuUsage();
  for (let i = 0; i < 20; i++) await beheersingDomeinPerSchooljaar(ctx, o);
  const c = process.cpuUsage(cpu);
  console.log("per call wall", ((performance.now() - t) / 20).toFixed(1), "ms; node cpu", ((c.user + c.system) / 1000 / 20).toFixed(1), "ms");
  await db.$disconnect();
}
main();
