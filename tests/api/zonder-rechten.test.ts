import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { call, makeTenant, makeUser } from "./helpers";

/**
 * A member without any right (a role without bits) sees only their own account and the
 * administration's context (x-permission "lid"); every other call of the catalogue — package
 * content, staff names, branches, tags and counts included — is 403 (issue 18: §6 grants reading
 * per function area). Walks the OpenAPI document, so a route added later is held to it too.
 */

let adm = 0;
let cookie = "";
let doc: { paths: Record<string, Record<string, { "x-permission"?: string; parameters?: { in: string; name: string }[] }>> };

beforeAll(async () => {
  const t = await makeTenant();
  adm = t.administratieNr;
  const leeg = await db.rol.create({ data: { administratieNr: adm, naam: "Zonder rechten" } });
  cookie = (await makeUser(adm, leeg.id)).cookie;
  doc = (await call("GET", "/api/openapi")).json;
});

describe("a member without rights", () => {
  it("reads their own account and the administration's context", async () => {
    for (const pad of ["/api/Accounts/Permissions", "/api/Administraties/Context", "/api/Administraties/Current", "/api/Schooljaren/HuidigSchooljaar", `/api/Accounts/EigenGroepen/${adm}`]) {
      const res = await call("GET", pad, { query: { administratieNr: adm }, cookie });
      expect(res.status, pad).toBe(200);
    }
  });

  it("gets 403 from every other call inside the administration", async () => {
    const open: string[] = [];
    let geweigerd = 0;
    for (const [pad, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        if (!op.parameters?.some((p) => p.in === "query" && p.name === "administratieNr")) continue; // outside an administration
        if (op["x-permission"] === "lid") continue;
        const url = pad.replace(/\{([^}]+)\}/g, (_, naam: string) => (/admnr/i.test(naam) ? String(adm) : /schooljaar/i.test(naam) ? huidigSchooljaar() : /^(id)$/.test(naam) && /Medewerkers/.test(pad) ? "00000000-0000-4000-8000-000000000000" : "1"));
        const res = await call(method.toUpperCase(), url, { query: { administratieNr: adm }, cookie, body: method === "get" || method === "delete" ? undefined : {} });
        if (res.status !== 403) open.push(`${method.toUpperCase()} ${pad} → ${res.status}`);
        else geweigerd++;
      }
    }
    expect(open).toEqual([]);
    expect(geweigerd).toBeGreaterThan(150);
  });
});
