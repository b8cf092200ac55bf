import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/lib/api/routes";
import { sqlTeller } from "@/lib/db/client";
import { call } from "./helpers";
import { maakLeerling, pupilTenant } from "./leerlingen-setup";

/**
 * The query budget (issue 19): a call sends a small, constant number of SQL statements, whatever
 * the number of rows. Each route may declare its budget (defineRoute `queries`); these calls are
 * measured against it, and the lists once more with ten times the rows.
 */

let t: Awaited<ReturnType<typeof pupilTenant>>;
const q = (extra: Record<string, string | number> = {}) => ({ administratieNr: t.administratieNr, ...extra });

async function statements(method: string, path: string, opts: Parameters<typeof call>[2]) {
  await call(method, path, opts); // warm: the session row and first-use work
  const voor = sqlTeller.statements;
  const res = await call(method, path, opts);
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return sqlTeller.statements - voor;
}

function budget(method: string, pad: string): number | undefined {
  return routes.find((r) => r.method === method.toLowerCase() && r.path === pad)?.queries;
}

beforeAll(async () => {
  t = await pupilTenant();
  for (let i = 0; i < 10; i++) await maakLeerling(t.administratieNr, { roepnaam: `Budget${i}`, achternaam: "Telling" }, 1);
});

const CALLS = [
  { method: "GET", template: "/Accounts/Permissions", pad: () => "/api/Accounts/Permissions" },
  { method: "GET", template: "/Leerlingen/ActieveLeerlingen/{schooljaar}/{vestiging}", pad: () => `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0` },
  { method: "GET", template: "/Groepen/All/{schooljaar}", pad: () => `/api/Groepen/All/${t.schooljaar}` },
  { method: "GET", template: "/Leerlingen/Details/{admnr}/{id}", pad: async () => `/api/Leerlingen/Details/${t.administratieNr}/${(await maakLeerling(t.administratieNr, { roepnaam: "Detail", achternaam: "Budget" }, 1)).id}` },
] as const;

describe("query budget", () => {
  for (const c of CALLS) {
    it(`${c.method} ${c.template} stays within its declared budget`, async () => {
      const declared = budget(c.method, c.template);
      const n = await statements(c.method, await c.pad(), { query: q(), cookie: t.user.cookie });
      if (process.env.DEBUG_BUDGET) console.log("BUDGET", c.template, n);
      expect(declared, "budget declared next to the route").toBeTypeOf("number");
      expect(n).toBeLessThanOrEqual(declared!);
    });
  }

  it("the pupil list costs the same with ten times the pupils (no N+1)", async () => {
    const pad = `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0`;
    const weinig = await statements("GET", pad, { query: q({ pageSize: 10 }), cookie: t.user.cookie });
    for (let i = 0; i < 90; i++) await maakLeerling(t.administratieNr, { roepnaam: `Veel${i}`, achternaam: "Telling" }, 1 + (i % 2));
    const veel = await statements("GET", pad, { query: q({ pageSize: 100 }), cookie: t.user.cookie });
    expect(veel).toBe(weinig);
  });
});
