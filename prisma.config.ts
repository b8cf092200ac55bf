import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma's CLI would download a native schema engine from a host these machines cannot reach;
// prisma/engine/ holds a stand-in that runs Prisma's own WebAssembly build of the engine.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve("prisma/engine/schema-engine");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  datasource: {
    // Migrations run as the schema's owner (lib/db/databaserollen.ts): MIGRATE_DATABASE_URL when
    // the app's DATABASE_URL is a role of its own.
    url: process.env.MIGRATE_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgresql://postgres:postgres@127.0.0.1:5432/leerroute",
    shadowDatabaseUrl: process.env.SHADOW_DATABASE_URL,
  },
});
