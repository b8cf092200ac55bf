import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { call, makeTenant } from "./helpers";

/**
 * Issue 28 item 8, the names stored before input was normalised: the migration
 * prisma/migrations/20261201090000_namen_nfc rewrites stored NFD names to NFC in the columns the
 * duplicate checks compare, and merges nothing. The rows are written with raw SQL as an older
 * version stored them; the test runs the migration's own SQL (it touches only names not in NFC).
 */
const MIGRATIE = path.resolve("prisma/migrations/20261201090000_namen_nfc/migration.sql");

let t: Awaited<ReturnType<typeof makeTenant>>;
const q = () => ({ administratieNr: t.administratieNr });

const CAFE = "Café"; // NFC
const ZOE = "Zoë";
const nfd = (s: string) => s.normalize("NFD");

beforeAll(async () => {
  t = await makeTenant({ permissies: { [F.Administratie]: Bits.Manage, [F.Gebruikers]: Bits.Manage } });
});

async function tags() {
  return db.$queryRaw<{ nr: number; naam: string }[]>`SELECT nr, naam FROM "Tag" WHERE "administratieNr" = ${t.administratieNr} ORDER BY nr`;
}

describe("the NFC migration of stored names", () => {
  it("rewrites an NFD name to NFC, after which the duplicate check refuses its NFD spelling; a name that would become another row's stays, both rows kept", { timeout: 60_000 }, async () => {
    const adm = t.administratieNr;
    expect(nfd(CAFE)).not.toBe(CAFE);
    // As stored before normalisation: an NFD tag, role and pupil; and an NFD tag whose NFC form another tag already has.
    await db.$executeRaw`INSERT INTO "Tag" ("administratieNr", nr, naam) VALUES (${adm}, 1, ${nfd(CAFE)}), (${adm}, 2, ${ZOE}), (${adm}, 3, ${nfd("zoë")})`;
    await db.$executeRaw`INSERT INTO "Rol" ("administratieNr", naam, "updatedAt") VALUES (${adm}, ${nfd("Intern begeleider é")}, now())`;
    await db.$executeRaw`INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, ingangsdatum, "updatedAt") VALUES (${adm}, ${nfd("Zoë")}, ${nfd("Müller")}, '2020-08-01', now())`;

    // Today the stored NFD name is not a duplicate of the same name typed now: a second "Café" goes in.
    const voor = await call("POST", "/api/Tag/add", { query: q(), cookie: t.user.cookie, body: { naam: nfd(CAFE) } });
    expect(voor.status).toBe(200);
    await db.tag.delete({ where: { administratieNr_nr: { administratieNr: adm, nr: voor.json.nr } } });

    await db.$executeRawUnsafe(fs.readFileSync(MIGRATIE, "utf8"));

    expect(await tags()).toEqual([
      { nr: 1, naam: CAFE },
      // "Zoë" existed in NFC: the NFD "zoë" (the same name, case aside) stays as it was (not merged, not renamed).
      { nr: 2, naam: ZOE },
      { nr: 3, naam: nfd("zoë") },
    ]);
    const [rol] = await db.$queryRaw<{ naam: string }[]>`SELECT naam FROM "Rol" WHERE "administratieNr" = ${adm} AND naam LIKE 'Intern begeleider%'`;
    expect(rol!.naam).toBe("Intern begeleider é");
    const [leerling] = await db.$queryRaw<{ roepnaam: string; achternaam: string }[]>`SELECT roepnaam, achternaam FROM "Leerling" WHERE "administratieNr" = ${adm}`;
    expect(leerling).toEqual({ roepnaam: "Zoë", achternaam: "Müller" });

    // The duplicate check now refuses the NFD spelling (and the NFC one) of the stored name.
    for (const naam of [nfd(CAFE), CAFE, nfd(CAFE).toLowerCase()]) {
      const dubbel = await call("POST", "/api/Tag/add", { query: q(), cookie: t.user.cookie, body: { naam } });
      expect(dubbel.status, naam).toBe(409);
      expect(dubbel.json.message).toBe(`Er bestaat al een tag met de naam '${CAFE}'.`);
    }
    const rolDubbel = await call("POST", "/api/Rollen/add", { query: q(), cookie: t.user.cookie, body: { naam: nfd("Intern begeleider é") } });
    expect(rolDubbel.status).toBe(409);
    expect((await tags()).length).toBe(3);

    // Run again: nothing left to rewrite, the kept pair unchanged.
    await db.$executeRawUnsafe(fs.readFileSync(MIGRATIE, "utf8"));
    expect((await tags())[2]!.naam).toBe(nfd("zoë"));
  });
});
