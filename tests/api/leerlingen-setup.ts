import ExcelJS from "exceljs";
import { getApi } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied } from "@/lib/permissions/constants";
import { schooljaarGrenzen } from "@/lib/schooljaar";
import { makeTenant, makeUser } from "./helpers";

const F = Functiegebied;
export const ALLES = 127;

/**
 * A tenant for the pupil tests: a beheerder (all bits on Leerlingen and Groepen), a class teacher
 * of group 1 (own-class bits), a user without pupil rights, and a second group (nr 2, branch 2)
 * and an Onderwijsgroep (nr 3, branch 1).
 */
export async function pupilTenant() {
  const t = await makeTenant({ permissies: { [F.Leerlingen]: ALLES, [F.Groepen]: ALLES, [F.Notities]: Bits.ReadAlle } });
  const { administratieNr, schooljaar } = t;
  await db.groep.create({ data: { administratieNr, nr: 2, naam: "Groep 6", schooljaar, vestigingNr: 2 } });
  await db.groep.create({ data: { administratieNr, nr: 3, naam: "Leesgroep", schooljaar, vestigingNr: 1, soort: "Onderwijsgroep" } });
  const klasRol = await db.rol.create({ data: { administratieNr, naam: "Leerkracht" } });
  await db.rolPermissie.createMany({
    data: [
      { administratieNr, rolId: klasRol.id, functiegebied: F.Leerlingen, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas },
      { administratieNr, rolId: klasRol.id, functiegebied: F.Groepen, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas },
    ],
  });
  const leerkracht = await makeUser(administratieNr, klasRol.id);
  await db.medewerkerGroep.create({ data: { administratieNr, gebruikerId: leerkracht.id, groepNr: 1 } });
  const leegRol = await db.rol.create({ data: { administratieNr, naam: "Zonder leerlingen" } });
  await db.rolPermissie.create({ data: { administratieNr, rolId: leegRol.id, functiegebied: F.Notities, bits: Bits.ReadAlle } });
  const zonder = await makeUser(administratieNr, leegRol.id);
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  return { ...t, leerkracht, zonder, start: ingangsdatum.toISOString().slice(0, 10), eind: einddatum.toISOString().slice(0, 10) };
}

/** A pupil placed in a group for the whole school year (or from `vanaf`). */
export async function maakLeerling(administratieNr: number, naam: { roepnaam: string; achternaam: string }, groepNr?: number, vanaf?: string, tot?: string) {
  const l = await db.leerling.create({ data: { administratieNr, ...naam, ingangsdatum: new Date("2015-08-01T00:00:00Z"), geboortedatum: new Date("2015-03-10T00:00:00Z") } });
  if (groepNr !== undefined) {
    const g = await db.groep.findUniqueOrThrow({ where: { administratieNr_nr: { administratieNr, nr: groepNr } } });
    const { ingangsdatum, einddatum } = schooljaarGrenzen(g.schooljaar);
    await db.leerlingtoewijzing.create({
      data: {
        administratieNr,
        leerlingId: l.id,
        groepNr,
        ingangsdatum: vanaf ? new Date(`${vanaf}T00:00:00Z`) : ingangsdatum,
        einddatum: tot ? new Date(`${tot}T00:00:00Z`) : einddatum,
      },
    });
  }
  return l;
}

/** A multipart upload to the API app, as a browser form would send it. */
export async function upload(path: string, administratieNr: number, cookie: string, fields: Record<string, string | File>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const url = new URL(`http://localhost${path}`);
  url.searchParams.set("administratieNr", String(administratieNr));
  const res = await getApi().fetch(new Request(url, { method: "POST", headers: { "x-csrf": "1", cookie }, body: form }));
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as any };
}

/** Downloads a file answer and reads it back as a workbook. */
export async function leesXlsx(path: string, init: { administratieNr: number; cookie: string; method?: string; body?: unknown; query?: Record<string, string> }) {
  const url = new URL(`http://localhost${path}`);
  url.searchParams.set("administratieNr", String(init.administratieNr));
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { "x-csrf": "1", cookie: init.cookie };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const res = await getApi().fetch(new Request(url, { method: init.method ?? "GET", headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) }));
  if (res.status !== 200) return { status: res.status, rows: [] as string[][], headers: res.headers };
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  const rows: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v)))));
  return { status: res.status, rows, headers: res.headers };
}
