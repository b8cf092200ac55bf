import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MODULES, moduleDefinitie } from "@/lib/modules";

/**
 * `beschikbaar` tells Mijn administratie whether this version has a module's screens ("Actief")
 * or an ordered module is "nog niet beschikbaar". It must follow the screens: a module is
 * available exactly when the pages it names exist under app/.
 */
const APP = path.join(process.cwd(), "app", "[admnr]");
const JAAR = path.join("schooljaar", "[schooljaar]");
const SCHERMEN: Record<string, string[]> = {
  LEERROUTES: ["leerroutepakketten/page.tsx"],
  LESSEN: ["Lesbundels/page.tsx"],
  PLANNING: [`${JAAR}/planning/groepsplannen/page.tsx`, `${JAAR}/planning/handelingsplannen/page.tsx`, `${JAAR}/planning/leerlingsplannen/page.tsx`],
  MONITOR: [`${JAAR}/planning/monitor`, `${JAAR}/overzichten`],
  OPP: [`${JAAR}/planning/ontwikkelingsperspectieven/page.tsx`, "beheer/Opptemplates/page.tsx"],
  EDEX: ["beheer/import/page.tsx"],
  CONNECTOR: ["beheer/import/page.tsx"],
};

describe("module availability (lib/modules)", () => {
  it("every catalogued module names its screens", () => {
    expect(Object.keys(SCHERMEN).sort()).toEqual(MODULES.map((m) => m.code).sort());
  });

  it.each(MODULES.map((m) => [m.code, m] as const))("%s is available exactly when its screens exist", (code, m) => {
    const bestaan = SCHERMEN[code]!.every((p) => existsSync(path.join(APP, p)));
    expect(m.beschikbaar).toBe(bestaan);
  });

  it("an unknown code from an older data set is never available", () => {
    expect(moduleDefinitie("ONBEKEND")).toMatchObject({ code: "ONBEKEND", beschikbaar: false });
  });
});
