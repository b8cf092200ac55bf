import { db } from "@/lib/db/client";
import { Bits, Functiegebied } from "@/lib/permissions/constants";
import { getApi } from "@/lib/api/app";
import { makeTenant, makeUser } from "./helpers";
import { maakLeerling } from "./leerlingen-setup";

const F = Functiegebied;
export const ALLES = 127;
const KLAS = Bits.ReadEigenKlas | Bits.WriteEigenKlas;

/**
 * A tenant for the pupil-file tests (issue 16): a beheerder with every bit on pupils, groups,
 * notes, dossiers and forms; a class teacher of group 1 (own-class bits on all of them); a reader
 * of branch 2 only (read own branch); a member with pupil rights but none on the file; groups 1
 * (branch 1) and 2 (branch 2), pupil Ada in group 1 and Bob in group 2.
 */
export async function dossierTenant() {
  const t = await makeTenant({
    permissies: { [F.Leerlingen]: ALLES, [F.Groepen]: ALLES, [F.Notities]: ALLES, [F.Leerlingdossiers]: ALLES, [F.Leerlingformulieren]: ALLES },
  });
  const { administratieNr, schooljaar } = t;
  await db.groep.create({ data: { administratieNr, nr: 2, naam: "Groep 6", schooljaar, vestigingNr: 2 } });
  const klasRol = await db.rol.create({ data: { administratieNr, naam: "Leerkracht" } });
  await db.rolPermissie.createMany({
    data: [F.Leerlingen, F.Groepen, F.Notities, F.Leerlingdossiers, F.Leerlingformulieren].map((f) => ({ administratieNr, rolId: klasRol.id, functiegebied: f, bits: KLAS })),
  });
  const leerkracht = await makeUser(administratieNr, klasRol.id);
  await db.medewerkerGroep.create({ data: { administratieNr, gebruikerId: leerkracht.id, groepNr: 1 } });
  const lezerRol = await db.rol.create({ data: { administratieNr, naam: "Lezer vestiging" } });
  await db.rolPermissie.createMany({
    data: [F.Leerlingen, F.Groepen, F.Notities, F.Leerlingdossiers, F.Leerlingformulieren].map((f) => ({ administratieNr, rolId: lezerRol.id, functiegebied: f, bits: Bits.ReadEigenVestiging })),
  });
  const lezer = await makeUser(administratieNr, lezerRol.id);
  await db.medewerkerVestiging.create({ data: { administratieNr, gebruikerId: lezer.id, vestigingNr: 2 } });
  const zonderRol = await db.rol.create({ data: { administratieNr, naam: "Alleen leerlingen" } });
  await db.rolPermissie.create({ data: { administratieNr, rolId: zonderRol.id, functiegebied: F.Leerlingen, bits: ALLES } });
  const zonder = await makeUser(administratieNr, zonderRol.id);
  const ada = await maakLeerling(administratieNr, { roepnaam: "Ada", achternaam: "Dossier" }, 1);
  const bob = await maakLeerling(administratieNr, { roepnaam: "Bob", achternaam: "Dossier" }, 2);
  return { ...t, leerkracht, lezer, zonder, ada, bob };
}

/** A multipart request to the API app (several files under one field allowed). */
export async function multipart(method: string, path: string, administratieNr: number, cookie: string, fields: Record<string, string | File | (string | File)[]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const item of Array.isArray(v) ? v : [v]) form.append(k, item);
  const url = new URL(`http://localhost${path}`);
  url.searchParams.set("administratieNr", String(administratieNr));
  const res = await getApi().fetch(new Request(url, { method, headers: { "x-csrf": "1", cookie }, body: form }));
  const buf = new Uint8Array(await res.arrayBuffer());
  const text = new TextDecoder().decode(buf);
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.status, headers: res.headers, json: json as any, bytes: buf, text };
}

/** A raw GET (file answers). */
export async function download(path: string, administratieNr: number, cookie: string) {
  const url = new URL(`http://localhost${path}`);
  url.searchParams.set("administratieNr", String(administratieNr));
  const res = await getApi().fetch(new Request(url, { headers: { "x-csrf": "1", cookie } }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

export const PDF = () => new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF")], "verslag.pdf", { type: "application/pdf" });
export const SVG = () => new File([new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')], "plaatje.png", { type: "image/png" });
