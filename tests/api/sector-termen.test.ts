import { describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied } from "@/lib/permissions/constants";
import { call, makeTenant } from "./helpers";

// The API's texts (errors and field issues) are written with sector terms and filled in with the
// administration's taalCode, so a care or childcare administration never reads "leerling".
describe("error texts follow the administration's sector", () => {
  const lezen = { [Functiegebied.Leerlingen]: Bits.ReadAlle | Bits.WriteAlle, [Functiegebied.Groepen]: Bits.ReadAlle | Bits.WriteAlle };

  it.each([
    ["nl", /Leerling 999999 is niet gevonden/, null],
    ["nl-zorg", /Cliënt 999999 is niet gevonden/, /leerling/i],
    ["nl-kdv", /Kind 999999 is niet gevonden/, /leerling/i],
  ])("%s: a missing pupil", async (taalCode, verwacht, verboden) => {
    const t = await makeTenant({ permissies: lezen });
    await db.administratie.update({ where: { administratieNr: t.administratieNr }, data: { taalCode } });
    const res = await call("GET", `/api/Leerlingen/Details/${t.administratieNr}/999999`, { cookie: t.user.cookie, query: { administratieNr: t.administratieNr } });
    expect(res.status).toBe(404);
    expect(res.json.message).toMatch(verwacht);
    if (verboden) expect(res.json.message).not.toMatch(verboden);
  });

  it("nl-sport: a field issue names the team, not the group", async () => {
    const t = await makeTenant({ permissies: lezen });
    await db.administratie.update({ where: { administratieNr: t.administratieNr }, data: { taalCode: "nl-sport" } });
    const res = await call("POST", "/api/Groepen/Add", { cookie: t.user.cookie, query: { administratieNr: t.administratieNr }, body: { schooljaar: t.schooljaar, naam: "A1" } });
    expect(res.status).toBe(400);
    // The field path (body.vestigingNr) is an identifier; the texts about it use the sector's word.
    const teksten = res.json.issues.map((i: { message: string }) => i.message).join(" ");
    expect(teksten).toMatch(/kies een locatie/);
    expect(teksten).not.toMatch(/vestiging|\[\[/i);
    expect(res.json.message).toMatch(/kies een locatie/);
  });
});
