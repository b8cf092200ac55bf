import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A } from "../../prisma/demo-constants";
import { withDb } from "./db";

/**
 * What the test opens is named, not defaulted: specs before it in the same run add active packages
 * and groups of the class teacher (monitor-fixture), and the monitor opens on the first of each. The
 * seeded package (the one with the demo's evaluation history) and the teacher's seeded group are
 * looked up by name and passed in the address; the monitor's start page keeps them and goes to the
 * active period's PerLeerling tab.
 */
export async function demoMonitorAdres() {
  const schooljaar = huidigSchooljaar();
  return withDb(async (c) => {
    const pakket = (await c.query<{ id: number }>(`SELECT id FROM "Leerroutepakket" WHERE naam = 'Leerroutes SO/VSO (demo)' ORDER BY id LIMIT 1`)).rows[0]!.id;
    const groep = (await c.query<{ nr: number }>(`SELECT nr FROM "Groep" WHERE "administratieNr" = $1 AND naam = 'Groep 3' AND schooljaar = $2 ORDER BY nr LIMIT 1`, [A, schooljaar])).rows[0]!.nr;
    return `/${A}/schooljaar/${schooljaar}/planning/monitor?tab=PerLeerling&filter=Eigen&leerroutepakket=${pakket}&groep=${groep}`;
  });
}


/** The overview of the seeded package (its start page goes to the active period's first tab). */
export async function demoOverzichtAdres() {
  const schooljaar = huidigSchooljaar();
  const pakket = await withDb(async (c) => (await c.query<{ id: number }>(`SELECT id FROM "Leerroutepakket" WHERE naam = 'Leerroutes SO/VSO (demo)' ORDER BY id LIMIT 1`)).rows[0]!.id);
  return `/${A}/schooljaar/${schooljaar}/overzichten?leerroutepakket=${pakket}`;
}
