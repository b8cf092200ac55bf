import pg from "pg";
import { db, type Tx } from "@/lib/db/client";
import { bereid, schrijfKlant } from "@/lib/generator";
import { lesbronVoorbeeld } from "@/lib/generator/lesbron-bestanden";
import type { TenantSpec, VasteMedewerker } from "@/lib/generator/tenant";
import { defaultRolPermissies } from "@/lib/permissions/rules";
import { schooljaarGrenzen, huidigSchooljaar } from "@/lib/schooljaar";
import { normalizeEmail, sendActivation } from "@/lib/services/auth";
import { fileExists, putFile } from "@/lib/storage";

import { DEMO_ADMINISTRATIENR, DEMO_PASSWORD, DEMO_USERS } from "./demo-constants";

export { DEMO_ADMINISTRATIENR, DEMO_PASSWORD, DEMO_USERS };

function date(iso: string) {
  return new Date(`${iso}T00:00:00.000Z`);
}

/** The school year with four periods of about a quarter each. */
async function createSchooljaar(tx: Tx, administratieNr: number, schooljaar: string) {
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  const start = ingangsdatum.getUTCFullYear();
  const end = start + 1;
  await tx.schooljaar.create({
    data: {
      administratieNr,
      schooljaar,
      ingangsdatum,
      einddatum,
      perioden: {
        create: [
          { nummer: 1, ingangsdatum: date(`${start}-08-01`), einddatum: date(`${start}-10-31`) },
          { nummer: 2, ingangsdatum: date(`${start}-11-01`), einddatum: date(`${end}-01-31`) },
          { nummer: 3, ingangsdatum: date(`${end}-02-01`), einddatum: date(`${end}-04-30`) },
          { nummer: 4, ingangsdatum: date(`${end}-05-01`), einddatum: date(`${end}-07-31`) },
        ],
      },
    },
  });
}

async function createRol(tx: Tx, administratieNr: number, naam: string, permissies: Record<number, number>) {
  const rol = await tx.rol.create({ data: { administratieNr, naam } });
  await tx.rolPermissie.createMany({
    data: Object.entries(permissies)
      .filter(([, bits]) => bits > 0)
      .map(([functiegebied, bits]) => ({ administratieNr, rolId: rol.id, functiegebied: Number(functiegebied), bits })),
  });
  return rol;
}

async function upsertGebruiker(tx: Tx, email: string, passwordHash: string | null) {
  const normalized = normalizeEmail(email);
  return tx.gebruiker.upsert({
    where: { email: normalized },
    update: {},
    create: { email: normalized, passwordHash },
  });
}

/**
 * The demo administration, made by the data generator at small size (lib/generator): the fixed
 * facts below (number, name, branches, the four demo users and their roles, six groups of 25 pupils
 * in the current school year) plus a previous school year with careers, a learning-route package,
 * lesson bundles, subject areas, plans, development perspectives and evaluations.
 */
/** `url`: the schema's owner — the generator sets sequences and, in bulk, drops and remakes keys. */
export async function seedDemo(url = process.env.DATABASE_URL): Promise<{ created: boolean; administratieNr: number }> {
  const administratieNr = DEMO_ADMINISTRATIENR;
  if (await db.administratie.findUnique({ where: { administratieNr } })) {
    // A demo seeded before its files were stored (or storage wiped) gets them now.
    await lesbronBestandenOpslaan(administratieNr, { alleenOntbrekend: true });
    return { created: false, administratieNr };
  }
  const bestaand = await db.gebruiker.findMany({ where: { email: { in: Object.values(DEMO_USERS) } }, select: { id: true, email: true } });
  const gebruikerId = (email: string) => bestaand.find((g) => g.email === email)?.id;
  const vast = (email: string, m: Omit<VasteMedewerker, "email" | "gebruikerId">): VasteMedewerker => {
    const id = gebruikerId(email);
    return { email, ...m, ...(id ? { gebruikerId: id } : {}) };
  };

  const spec: TenantSpec = {
    administratieNr,
    klantId: 1,
    naam: "Basisschool De Regenboog",
    soort: "BO",
    leerlingen: 150,
    jaren: 2,
    verloop: false,
    perioden: 4,
    vestigingen: [
      { nr: 1, naam: "De Regenboog Centrum" },
      { nr: 2, naam: "De Regenboog West" },
    ],
    licenties: [
      { licentienummer: 1, code: "LEERROUTE", omschrijving: "Leerroute basis" },
      { licentienummer: 2, code: "EXPORT", omschrijving: "Export van resultaten" },
    ],
    vasteMedewerkers: [
      vast(DEMO_USERS.beheerder, { roepnaam: "Anouk", achternaam: "Visser", geslacht: 2, rol: "beheerder", vestigingen: [1, 2], groepen: [] }),
      vast(DEMO_USERS.leerkracht, { roepnaam: "Pieter", tussenvoegsel: "de", achternaam: "Boer", geslacht: 1, rol: "leerkracht", vestigingen: [1], groepen: [2] }),
      vast(DEMO_USERS.ib, { roepnaam: "Marieke", tussenvoegsel: "van", achternaam: "Dijk", geslacht: 2, rol: "ib", vestigingen: [1, 2], groepen: [] }),
      vast(DEMO_USERS.directeur, { roepnaam: "Hans", achternaam: "Mulder", geslacht: 1, rol: "directeur", vestigingen: [1, 2], groepen: [] }),
    ],
    huidigeGroepen: [
      { nr: 1, naam: "Groep 1/2a", vestigingNr: 1, jaargroep: "1", leerjaren: [1, 2], aantal: 25 },
      { nr: 2, naam: "Groep 3", vestigingNr: 1, jaargroep: "3", leerjaren: [3], aantal: 25 },
      { nr: 3, naam: "Groep 4", vestigingNr: 1, jaargroep: "4", leerjaren: [4], aantal: 25 },
      { nr: 4, naam: "Groep 5", vestigingNr: 2, jaargroep: "5", leerjaren: [5], aantal: 25 },
      { nr: 5, naam: "Groep 6", vestigingNr: 2, jaargroep: "6", leerjaren: [6], aantal: 25 },
      { nr: 6, naam: "Groep 7/8", vestigingNr: 2, jaargroep: "7", leerjaren: [7, 8], aantal: 25 },
    ],
  };

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    const gedeeld = await bereid(pool, { seed: 20260801 });
    await schrijfKlant(pool, gedeeld, { klantId: 1, naam: "Demo", pakketNaam: "Leerroutes SO/VSO (demo)", seedLabel: "demo", index: 0, tenants: [spec] });
  } finally {
    await pool.end();
  }
  await lesbronBestandenOpslaan(administratieNr);
  return { created: true, administratieNr };
}

/**
 * The files of the generated lesson sources: the generator writes their Bestand rows (gebied
 * lesbron), the bytes are stored here under the rows' keys, and each row's size becomes the real
 * one (it counts toward the administration's used storage). A fresh seed writes them all (the
 * storage directory may hold another database's demo under the same keys); `alleenOntbrekend`
 * keeps files already there. Files the generator did not name are left alone. Without this every
 * seeded source answered 404 on openFile and thumbnail (issue 30 item 7). Two statements however
 * many files.
 */
export async function lesbronBestandenOpslaan(administratieNr: number, opties: { alleenOntbrekend?: boolean } = {}): Promise<number> {
  const rijen = await db.bestand.findMany({ where: { administratieNr, gebied: "lesbron" }, select: { id: true, opslagsleutel: true, bestandsnaam: true, mimeType: true } });
  const ids: number[] = [];
  const groottes: number[] = [];
  for (const r of rijen) {
    if (opties.alleenOntbrekend && (await fileExists(r.opslagsleutel))) continue;
    const bytes = await lesbronVoorbeeld(r.bestandsnaam, r.mimeType);
    if (!bytes) continue;
    await putFile(r.opslagsleutel, bytes);
    ids.push(r.id);
    groottes.push(bytes.length);
  }
  if (ids.length)
    await db.$executeRaw`UPDATE "Bestand" b SET grootte = v.grootte FROM unnest(${ids}::int[], ${groottes}::int[]) AS v(id, grootte) WHERE b."administratieNr" = ${administratieNr} AND b.id = v.id`;
  return ids.length;
}

/** A real, empty administration with the default roles, the current school year and its first administrator. */
export async function createTenant(opts: { naam: string; adminEmail: string; adminNaam?: string | undefined }) {
  const email = normalizeEmail(opts.adminEmail);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`Ongeldig e-mailadres: ${opts.adminEmail}`);
  const { administratieNr, gebruikerId } = await db.$transaction(async (tx) => {
    const max = await tx.administratie.aggregate({ _max: { administratieNr: true, klantId: true } });
    const administratieNr = Math.max(2000, (max._max.administratieNr ?? 0) + 1);
    const klantId = (max._max.klantId ?? 0) + 1;
    await tx.administratie.create({ data: { administratieNr, naam: opts.naam, klantId } });
    await createSchooljaar(tx, administratieNr, huidigSchooljaar());
    const rol = await createRol(tx, administratieNr, "Beheerder", defaultRolPermissies());
    const gebruiker = await upsertGebruiker(tx, email, null);
    const [roepnaam, ...rest] = (opts.adminNaam ?? "Beheerder").trim().split(/\s+/);
    await tx.medewerker.create({
      data: {
        administratieNr,
        gebruikerId: gebruiker.id,
        roepnaam: roepnaam || "Beheerder",
        achternaam: rest.join(" ") || "-",
        rollen: { create: [{ rolId: rol.id }] },
      },
    });
    return { administratieNr, gebruikerId: gebruiker.id };
  });
  const activationLink = await sendActivation(gebruikerId, administratieNr);
  return { administratieNr, activationLink };
}
