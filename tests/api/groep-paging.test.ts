import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { call } from "./helpers";
import { maakLeerling, pupilTenant } from "./leerlingen-setup";

/** GET /api/Leerlingtoewijzingen/VoorGroep with page, pageSize and search (the group details page). */

let t: Awaited<ReturnType<typeof pupilTenant>>;
let other: Awaited<ReturnType<typeof pupilTenant>>;
const q = (extra: Record<string, string | number> = {}) => ({ administratieNr: t.administratieNr, ...extra });
const pad = (n: number) => String(n).padStart(3, "0");
const voorGroep = (groepNr: number, query: Record<string, string | number>, cookie = t.user.cookie) =>
  call("GET", `/api/Leerlingtoewijzingen/VoorGroep/${t.schooljaar}/${groepNr}`, { query: q(query), cookie });

beforeAll(async () => {
  t = await pupilTenant();
  other = await pupilTenant();
  // 60 pupils in group 1 for the whole year ("Kind001 Pagina001" … "Kind060 Pagina060").
  for (let n = 1; n <= 60; n++) await maakLeerling(t.administratieNr, { roepnaam: `Kind${pad(n)}`, achternaam: `Pagina${pad(n)}` }, 1);
  // One pupil who left the group before the reference day: only in the list with isActief=false.
  const weg = await maakLeerling(t.administratieNr, { roepnaam: "Vertrokken", achternaam: "Aapje" });
  await db.leerlingtoewijzing.create({
    data: { administratieNr: t.administratieNr, leerlingId: weg.id, groepNr: 1, ingangsdatum: new Date(`${t.start}T00:00:00Z`), einddatum: new Date(`${t.start}T00:00:00Z`) },
  });
  await maakLeerling(other.administratieNr, { roepnaam: "Ander", achternaam: "Pagina" }, 1);
});

describe("VoorGroep paged", () => {
  it("answers a page { items, total, page, pageSize } by name, 50 by default, and the next page", async () => {
    const een = await voorGroep(1, { isActief: "true", page: 1 });
    expect(een.status).toBe(200);
    expect(Object.keys(een.json).sort()).toEqual(["items", "page", "pageSize", "total"]);
    expect(een.json).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(een.json.items).toHaveLength(50);
    expect(een.json.items[0]).toMatchObject({ leerlingNaam: "Kind001 Pagina001", groepNr: 1, einddatum: t.eind });
    expect(een.json.items[49].leerlingNaam).toBe("Kind050 Pagina050");
    const twee = await voorGroep(1, { isActief: "true", page: 2 });
    expect(twee.json).toMatchObject({ total: 60, page: 2, pageSize: 50 });
    expect(twee.json.items.map((x: { leerlingNaam: string }) => x.leerlingNaam)).toEqual(Array.from({ length: 10 }, (_, i) => `Kind${pad(51 + i)} Pagina${pad(51 + i)}`));
    const voorbij = await voorGroep(1, { isActief: "true", page: 3 });
    expect(voorbij.json).toMatchObject({ total: 60, page: 3, items: [] });
  });

  it("pageSize, isActief=false (earlier assignments too) and search on the pupil's name", async () => {
    const klein = await voorGroep(1, { isActief: "true", page: 3, pageSize: 7 });
    expect(klein.json).toMatchObject({ total: 60, page: 3, pageSize: 7 });
    expect(klein.json.items.map((x: { leerlingNaam: string }) => x.leerlingNaam)[0]).toBe("Kind015 Pagina015");
    const alle = await voorGroep(1, { isActief: "false", page: 1, pageSize: 5 });
    expect(alle.json.total).toBe(61);
    // Sorted by achternaam: "Aapje" comes first.
    expect(alle.json.items[0].leerlingNaam).toBe("Vertrokken Aapje");
    const zoek = await voorGroep(1, { isActief: "true", page: 1, search: "pagina04" });
    expect(zoek.json.total).toBe(10);
    expect(zoek.json.items.every((x: { leerlingNaam: string }) => x.leerlingNaam.includes("Pagina04"))).toBe(true);
    const tweeWoorden = await voorGroep(1, { isActief: "true", page: 1, search: "KIND007 pagina007" });
    expect(tweeWoorden.json.items.map((x: { leerlingNaam: string }) => x.leerlingNaam)).toEqual(["Kind007 Pagina007"]);
    const niets = await voorGroep(1, { isActief: "true", page: 1, search: "bestaatniet" });
    expect(niets.json).toMatchObject({ total: 0, items: [] });
  });

  it("without page or pageSize the whole list as before (also searchable)", async () => {
    const lijst = await voorGroep(1, { isActief: "true" });
    expect(lijst.status).toBe(200);
    expect(Array.isArray(lijst.json)).toBe(true);
    expect(lijst.json).toHaveLength(60);
    const gezocht = await voorGroep(1, { isActief: "false", search: "aapje" });
    expect(gezocht.json.map((x: { leerlingNaam: string }) => x.leerlingNaam)).toEqual(["Vertrokken Aapje"]);
  });

  it("403 for a group the user may not read, 403 without rights", async () => {
    // The class teacher reads group 1 (own group) but not group 2.
    const eigen = await voorGroep(1, { page: 1 }, t.leerkracht.cookie);
    expect(eigen.status).toBe(200);
    expect(eigen.json.total).toBe(61);
    const verboden = await voorGroep(2, { page: 1 }, t.leerkracht.cookie);
    expect(verboden.status).toBe(403);
    expect(verboden.json.message).toMatch(/Groep 6/);
    const zonder = await voorGroep(1, { page: 1 }, t.zonder.cookie);
    expect(zonder.status).toBe(403);
  });

  it("404 for another administration's group and for a group of another year", async () => {
    const ander = await call("GET", `/api/Leerlingtoewijzingen/VoorGroep/${t.schooljaar}/1`, { query: { administratieNr: other.administratieNr, page: 1 }, cookie: t.user.cookie });
    expect(ander.status).toBe(404);
    const onbekend = await voorGroep(999, { page: 1 });
    expect(onbekend.status).toBe(404);
    const jaar = await call("GET", `/api/Leerlingtoewijzingen/VoorGroep/1990-1991/1`, { query: q({ page: 1 }), cookie: t.user.cookie });
    expect(jaar.status).toBe(404);
  });

  it("400 naming the field for bad page values", async () => {
    for (const [query, veld] of [
      [{ page: 0 }, "page"],
      [{ page: -1 }, "page"],
      [{ page: "twee" }, "page"],
      [{ page: "1.5" }, "page"],
      [{ page: 1, pageSize: 0 }, "pageSize"],
      [{ page: 1, pageSize: 201 }, "pageSize"],
      [{ pageSize: "veel" }, "pageSize"],
    ] as const) {
      const res = await voorGroep(1, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.json.issues[0].path).toBe(veld);
      expect(res.json.message).toContain(`'${veld}'`);
    }
    const lang = await voorGroep(1, { page: 1, search: "x".repeat(101) });
    expect(lang.status).toBe(400);
    expect(lang.json.issues[0]).toMatchObject({ path: "search", message: "hoogstens 100 tekens" });
  });
});
