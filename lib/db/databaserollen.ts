import { createHash } from "node:crypto";
import pg from "pg";
import { installeerWachtrij } from "@/lib/jobs/index";

/**
 * Two database roles (issue 28): the owner of the schema runs the migrations, installs pg-boss and
 * grants; the app connects as a role that may only read and write rows. So no code path of the app
 * can drop a table or empty the access log.
 *
 * - MIGRATE_DATABASE_URL set: that is the owner, and DATABASE_URL the app's role (made by whoever
 *   runs the database); the grant step gives that role its rights.
 * - Only DATABASE_URL (or the embedded database): that URL is the owner, and the app runs as
 *   APP_ROL, made here. Its password is derived from the owner's: every instance derives the same
 *   one without sharing a secret, and it tells nobody more than the owner's password already does.
 */
export const APP_ROL = "leerroute_app";

/** Append-only tables: the app may add and read rows, never change or remove them. */
const ALLEEN_TOEVOEGEN = ['"DossierInzage"'];

export interface DatabaseUrls {
  /** Owner of the schema: migrations, pg-boss's schema, grants, seeding, backup and restore. */
  eigenaar: string;
  /** What the app connects with. */
  app: string;
  /** Whether the app's role is ours to make (single-URL setup). */
  maakRol: boolean;
}

export function databaseUrls(env: Record<string, string | undefined> = process.env): DatabaseUrls {
  if (env.MIGRATE_DATABASE_URL) {
    if (!env.DATABASE_URL) throw new Error("MIGRATE_DATABASE_URL is gezet maar DATABASE_URL (de rol van de app) niet.");
    return { eigenaar: env.MIGRATE_DATABASE_URL, app: env.DATABASE_URL, maakRol: false };
  }
  if (!env.DATABASE_URL) throw new Error("DATABASE_URL ontbreekt.");
  return { eigenaar: env.DATABASE_URL, app: appUrl(env.DATABASE_URL), maakRol: true };
}

/** The owner's URL with APP_ROL and its derived password. */
export function appUrl(eigenaarUrl: string): string {
  const u = new URL(eigenaarUrl);
  const wachtwoord = createHash("sha256").update(`${APP_ROL}\0${decodeURIComponent(u.username)}\0${decodeURIComponent(u.password)}`).digest("base64url");
  u.username = APP_ROL;
  u.password = wachtwoord;
  return u.toString();
}

/**
 * After every `prisma migrate deploy`, as the owner: makes the app's role when that is ours to do,
 * installs or updates pg-boss's schema and queues (DDL the app may not run), then grants the app
 * what it needs — in one transaction, so a failed step leaves the rights as they were. Default
 * privileges give it tables and sequences later migrations make. Idempotent; safe beside other
 * runs on the same server (a role name is cluster-wide: made once, never dropped).
 */
export async function bereidDatabaseVoor(urls: DatabaseUrls): Promise<void> {
  const rol = decodeURIComponent(new URL(urls.app).username);
  if (urls.maakRol) await maakAppRol(urls);
  await installeerWachtrij(urls.eigenaar);

  const client = new pg.Client({ connectionString: urls.eigenaar });
  await client.connect();
  try {
    const { rows } = await client.query<{ eigenaar: string; database: string; superuser: boolean | null }>(
      "SELECT current_user AS eigenaar, current_database() AS database, (SELECT rolsuper FROM pg_roles WHERE rolname = $1) AS superuser",
      [rol],
    );
    const { eigenaar, database, superuser } = rows[0]!;
    if (superuser === null) throw new Error(`De databaserol ${rol} (DATABASE_URL) bestaat niet; maak hem aan of laat MIGRATE_DATABASE_URL weg.`);
    if (rol === eigenaar || superuser)
      console.warn(`Let op: de app gebruikt de databaserol ${rol}, die ${superuser ? "superuser" : "eigenaar van het schema"} is; docs/operations.md beschrijft twee rollen.`);
    const app = client.escapeIdentifier(rol);
    const door = client.escapeIdentifier(eigenaar);
    await client.query("BEGIN");
    await client.query(`GRANT CONNECT ON DATABASE ${client.escapeIdentifier(database)} TO ${app}`);
    for (const schema of ["public", "pgboss"]) {
      await client.query(`GRANT USAGE ON SCHEMA ${schema} TO ${app}`);
      await client.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${app}`);
      await client.query(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${app}`);
      await client.query(`ALTER DEFAULT PRIVILEGES FOR ROLE ${door} IN SCHEMA ${schema} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app}`);
      await client.query(`ALTER DEFAULT PRIVILEGES FOR ROLE ${door} IN SCHEMA ${schema} GRANT USAGE ON SEQUENCES TO ${app}`);
    }
    // The migration history is the owner's business.
    await client.query(`REVOKE ALL ON public."_prisma_migrations" FROM ${app}`);
    for (const tabel of ALLEEN_TOEVOEGEN) await client.query(`REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${tabel} FROM ${app}`);
    await client.query("COMMIT");
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
}

async function maakAppRol(urls: DatabaseUrls) {
  const u = new URL(urls.app);
  const rol = decodeURIComponent(u.username);
  const wachtwoord = decodeURIComponent(u.password);
  const client = new pg.Client({ connectionString: urls.eigenaar });
  await client.connect();
  try {
    const maak = `CREATE ROLE ${client.escapeIdentifier(rol)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION PASSWORD ${client.escapeLiteral(wachtwoord)}`;
    const { rowCount } = await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [rol]);
    if (!rowCount)
      await client.query(maak).catch((e: { code?: string }) => {
        // 42710: another run made it at the same moment; 42501: the owner may not make roles.
        if (e.code === "42501") throw new Error(`De databaserol ${rol} kan niet worden aangemaakt (geen CREATEROLE): maak hem zelf aan en zet MIGRATE_DATABASE_URL (eigenaar) en DATABASE_URL (app), zie docs/operations.md.`);
        if (e.code !== "42710" && e.code !== "23505") throw e;
      });
    // A role made from another owner password (or by hand) gets this one when it cannot sign in.
    if (!(await kanAanmelden(urls.app))) await client.query(`ALTER ROLE ${client.escapeIdentifier(rol)} PASSWORD ${client.escapeLiteral(wachtwoord)}`);
  } finally {
    await client.end();
  }
}

async function kanAanmelden(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === "28P01") return false;
    // Signed in, but not (yet) allowed into this database: the grants follow.
    if (code === "42501") return true;
    throw e;
  } finally {
    await client.end().catch(() => {});
  }
}
