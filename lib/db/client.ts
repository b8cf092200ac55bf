import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

export type { Prisma } from "@/lib/generated/prisma/client";

function makeClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is niet gezet");
  return new PrismaClient({ adapter: new PrismaPg({ connectionString, max: Number(process.env.DB_POOL_SIZE ?? 10) }) });
}

// One client per process; Next's dev server reloads modules, so keep it on globalThis.
const globalForPrisma = globalThis as unknown as { __leerroutePrisma?: PrismaClient };

export function getDb(): PrismaClient {
  globalForPrisma.__leerroutePrisma ??= makeClient();
  return globalForPrisma.__leerroutePrisma;
}

/** Lazily connected client: importing this module does not need DATABASE_URL (next build does so). */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getDb();
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
