import pg from "pg";

/** Database housekeeping on a Postgres server (any server, embedded or not). */
export async function createDatabaseIfMissing(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, "")}"`);
  } finally {
    await client.end();
  }
}

export async function recreateDatabase(serverUrl: string, database: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const name = database.replace(/"/g, "");
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** Replace the database name in a Postgres URL. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
