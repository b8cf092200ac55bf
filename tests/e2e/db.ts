import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import pg from "pg";

/** Direct database access for e2e fixtures (the app under test runs in its own process). */
export async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A staff member of the administration; with a password, or without one and an activation token. */
export async function createStaff(administratieNr: number, opts: { password?: string } = {}) {
  const id = randomUUID();
  const email = `e2e-${id.slice(0, 8)}@leerroute.test`;
  const passwordHash = opts.password ? await hash(opts.password) : null;
  const token = randomBytes(32).toString("base64url");
  await withDb(async (c) => {
    await c.query('INSERT INTO "Gebruiker" (id, email, "passwordHash", "updatedAt") VALUES ($1, $2, $3, now())', [id, email, passwordHash]);
    await c.query(
      `INSERT INTO "Medewerker" ("administratieNr", "gebruikerId", roepnaam, achternaam, "updatedAt") VALUES ($1, $2, 'Eva', 'Test', now())`,
      [administratieNr, id],
    );
    const rol = await c.query<{ id: number }>(`SELECT id FROM "Rol" WHERE "administratieNr" = $1 ORDER BY id LIMIT 1`, [administratieNr]);
    await c.query(`INSERT INTO "MedewerkerRol" ("administratieNr", "gebruikerId", "rolId") VALUES ($1, $2, $3)`, [administratieNr, id, rol.rows[0]!.id]);
    await c.query(
      `INSERT INTO "GebruikerToken" (id, "gebruikerId", "administratieNr", soort, "tokenHash", "verlooptOp") VALUES ($1, $2, $3, 'Activatie', $4, now() + interval '1 day')`,
      [randomUUID(), id, administratieNr, createHash("sha256").update(token).digest("hex")],
    );
  });
  return { id, email, token };
}

/** A second administration (once) and a new person who works in it and in the demo one. */
export async function createTwoAdministrationUser(password: string) {
  const id = randomUUID();
  const email = `twee-${id.slice(0, 8)}@leerroute.test`;
  const passwordHash = await hash(password);
  await withDb(async (c) => {
    await c.query(
      `INSERT INTO "Administratie" ("administratieNr", naam, "klantId", "updatedAt") VALUES (1002, 'SBO De Linde', 2, now()) ON CONFLICT DO NOTHING`,
    );
    await c.query(`INSERT INTO "Rol" ("administratieNr", naam, "updatedAt") VALUES (1002, 'Beheerder', now()) ON CONFLICT DO NOTHING`);
    await c.query('INSERT INTO "Gebruiker" (id, email, "passwordHash", "updatedAt") VALUES ($1, $2, $3, now())', [id, email, passwordHash]);
    for (const admnr of [1001, 1002]) {
      await c.query(
        `INSERT INTO "Medewerker" ("administratieNr", "gebruikerId", roepnaam, achternaam, "updatedAt") VALUES ($1, $2, 'Kees', 'Twee', now())`,
        [admnr, id],
      );
    }
  });
  return { id, email };
}
