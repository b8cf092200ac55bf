import { db, type Tx } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/passwords";
import { Bits, Combinations, Functiegebied } from "@/lib/permissions/constants";
import { defaultRolPermissies } from "@/lib/permissions/rules";
import { schooljaarGrenzen, huidigSchooljaar } from "@/lib/schooljaar";
import { normalizeEmail, sendActivation } from "@/lib/services/auth";

import { DEMO_ADMINISTRATIENR, DEMO_PASSWORD, DEMO_USERS } from "./demo-constants";

export { DEMO_ADMINISTRATIENR, DEMO_PASSWORD, DEMO_USERS };

const F = Functiegebied;
const ALL_AREAS = Object.values(F);

/** Small deterministic generator so the demo looks the same on every machine. */
function rng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VOORNAMEN_M = ["Daan", "Sem", "Lucas", "Milan", "Levi", "Noah", "Finn", "Jesse", "Bram", "Luuk", "Thijs", "Ruben", "Stijn", "Mees", "Jens", "Tim", "Julian", "Gijs", "Teun", "Hugo", "Mohammed", "Ayoub", "Sven", "Lars", "Niels"];
const VOORNAMEN_V = ["Emma", "Julia", "Mila", "Tess", "Sophie", "Zoë", "Sara", "Nora", "Evi", "Anna", "Lotte", "Fenna", "Saar", "Lieke", "Noor", "Isa", "Fleur", "Yara", "Liv", "Sanne", "Fatima", "Amira", "Roos", "Femke", "Jasmijn"];
const ACHTERNAMEN: [string | null, string][] = [
  [null, "Jansen"], ["de", "Vries"], ["van den", "Berg"], ["van", "Dijk"], [null, "Bakker"],
  [null, "Janssen"], [null, "Visser"], [null, "Smit"], [null, "Meijer"],
  ["de", "Boer"], [null, "Mulder"], ["de", "Groot"], [null, "Bos"], [null, "Vos"], [null, "Peters"], [null, "Hendriks"],
  ["van", "Leeuwen"], [null, "Dekker"], [null, "Brouwer"], ["de", "Wit"], [null, "Dijkstra"], [null, "Smits"], ["de", "Graaf"],
  [null, "Kok"], ["van der", "Meer"], ["van der", "Linden"], [null, "Kramer"], [null, "Jacobs"], ["van den", "Bosch"], [null, "Yilmaz"],
  [null, "El Amrani"], [null, "Verhoeven"], ["van", "Wijk"], [null, "Koster"], [null, "Prins"], ["de", "Jong"],
];

function naam(r: () => number, geslacht: 1 | 2) {
  const voornamen = geslacht === 1 ? VOORNAMEN_M : VOORNAMEN_V;
  const roepnaam = voornamen[Math.floor(r() * voornamen.length)]!;
  const [tussenvoegsel, achternaam] = ACHTERNAMEN[Math.floor(r() * ACHTERNAMEN.length)]!;
  return { roepnaam, voornamen: roepnaam, tussenvoegsel: tussenvoegsel || null, achternaam };
}

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

export async function seedDemo(): Promise<{ created: boolean; administratieNr: number }> {
  const administratieNr = DEMO_ADMINISTRATIENR;
  if (await db.administratie.findUnique({ where: { administratieNr } })) return { created: false, administratieNr };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const schooljaar = huidigSchooljaar();
  const r = rng(20260801);

  await db.$transaction(
    async (tx) => {
      await tx.administratie.create({
        data: {
          administratieNr,
          naam: "Basisschool De Regenboog",
          klantId: 1,
          sector: "PrimairOnderwijs",
          licenties: {
            create: [
              { licentienummer: 1, code: "LEERROUTE", omschrijving: "Leerroute basis" },
              { licentienummer: 2, code: "EXPORT", omschrijving: "Export van resultaten" },
            ],
          },
        },
      });
      await tx.vestiging.createMany({
        data: [
          { administratieNr, nr: 1, naam: "De Regenboog Centrum" },
          { administratieNr, nr: 2, naam: "De Regenboog West" },
        ],
      });
      await createSchooljaar(tx, administratieNr, schooljaar);

      const beheerder = await createRol(tx, administratieNr, "Beheerder", defaultRolPermissies());
      const leerkracht = await createRol(tx, administratieNr, "Leerkracht", {
        [F.Groepen]: Bits.ReadEigenKlas,
        [F.Leerlingen]: Combinations.WriteReadEigenKlas,
        [F.Notities]: Combinations.WriteReadEigenKlas,
        [F.Leerlingformulieren]: Combinations.WriteReadEigenKlas,
        [F.Leerlingdossiers]: Bits.ReadEigenKlas,
        [F.Leerlingevaluaties]: Combinations.WriteReadEigenKlas,
        [F.Groepsplannen]: Combinations.WriteReadEigenKlas,
        [F.Handelingsplannen]: Combinations.WriteReadEigenKlas,
        [F.Leerlingplannen]: Combinations.WriteReadEigenKlas,
        [F.Ontwikkelingsperspectieven]: Bits.ReadEigenKlas,
        [F.Leerroutepakketten]: Bits.ReadAlle,
        [F.Lessen]: Bits.ReadAlle,
      });
      const ib = await createRol(
        tx,
        administratieNr,
        "Intern begeleider",
        Object.fromEntries(
          ALL_AREAS.map((a) => [a, a === F.Gebruikers || a === F.Administratie || a === F.Api ? 0 : Combinations.WriteReadAll | Bits.ReadEigenKlas]),
        ),
      );
      const directeur = await createRol(
        tx,
        administratieNr,
        "Directeur",
        Object.fromEntries(ALL_AREAS.map((a) => [a, a === F.Api ? 0 : Bits.ReadAlle | Bits.ReadEigenVestiging])),
      );

      const staff = [
        { email: DEMO_USERS.beheerder, roepnaam: "Anouk", achternaam: "Visser", geslacht: 2, rol: beheerder.id, vestigingen: [1, 2] },
        { email: DEMO_USERS.leerkracht, roepnaam: "Pieter", tussenvoegsel: "de", achternaam: "Boer", geslacht: 1, rol: leerkracht.id, vestigingen: [1] },
        { email: DEMO_USERS.ib, roepnaam: "Marieke", tussenvoegsel: "van", achternaam: "Dijk", geslacht: 2, rol: ib.id, vestigingen: [1, 2] },
        { email: DEMO_USERS.directeur, roepnaam: "Hans", achternaam: "Mulder", geslacht: 1, rol: directeur.id, vestigingen: [1, 2] },
      ];
      const gebruikers: Record<string, string> = {};
      for (const s of staff) {
        const g = await upsertGebruiker(tx, s.email, passwordHash);
        gebruikers[s.email] = g.id;
        await tx.medewerker.create({
          data: {
            administratieNr,
            gebruikerId: g.id,
            roepnaam: s.roepnaam,
            voornamen: s.roepnaam,
            tussenvoegsel: s.tussenvoegsel ?? null,
            achternaam: s.achternaam,
            geslacht: s.geslacht,
            rollen: { create: [{ rolId: s.rol }] },
            vestigingen: { create: s.vestigingen.map((vestigingNr) => ({ vestigingNr })) },
          },
        });
      }

      const groepen = [
        { nr: 1, naam: "Groep 1/2a", vestigingNr: 1, jaargroep: "1", leeftijd: 5 },
        { nr: 2, naam: "Groep 3", vestigingNr: 1, jaargroep: "3", leeftijd: 6 },
        { nr: 3, naam: "Groep 4", vestigingNr: 1, jaargroep: "4", leeftijd: 7 },
        { nr: 4, naam: "Groep 5", vestigingNr: 2, jaargroep: "5", leeftijd: 8 },
        { nr: 5, naam: "Groep 6", vestigingNr: 2, jaargroep: "6", leeftijd: 9 },
        { nr: 6, naam: "Groep 7/8", vestigingNr: 2, jaargroep: "7", leeftijd: 11 },
      ];
      await tx.groep.createMany({
        data: groepen.map(({ leeftijd: _l, ...g }) => ({ administratieNr, schooljaar, soort: "Klas" as const, ...g })),
      });
      await tx.medewerkerGroep.create({ data: { administratieNr, gebruikerId: gebruikers[DEMO_USERS.leerkracht]!, groepNr: 2 } });

      const { ingangsdatum: jaarStart } = schooljaarGrenzen(schooljaar);
      const startJaar = jaarStart.getUTCFullYear();
      for (const g of groepen) {
        const leerlingen = Array.from({ length: 25 }, () => {
          const geslacht = (r() < 0.5 ? 1 : 2) as 1 | 2;
          const geboortejaar = startJaar - g.leeftijd;
          const geboortedatum = new Date(Date.UTC(geboortejaar, Math.floor(r() * 12), 1 + Math.floor(r() * 28)));
          const instroom = new Date(Date.UTC(geboortejaar + 4, geboortedatum.getUTCMonth(), geboortedatum.getUTCDate()));
          return { administratieNr, ...naam(r, geslacht), geslacht, geboortedatum, ingangsdatum: instroom };
        });
        const created = await tx.leerling.createManyAndReturn({ data: leerlingen, select: { id: true } });
        await tx.leerlingtoewijzing.createMany({
          data: created.map((l) => ({ administratieNr, leerlingId: l.id, groepNr: g.nr, ingangsdatum: jaarStart })),
        });
      }
    },
    { timeout: 60_000 },
  );
  return { created: true, administratieNr };
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
