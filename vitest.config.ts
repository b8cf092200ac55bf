import path from "node:path";
import { defineConfig } from "vitest/config";
import { tijdfactor } from "./scripts/tijdfactor";

/** Default time-outs grow with the machine's load when the run starts (scripts/tijdfactor.ts). */
const f = tijdfactor();
process.env.TEST_TIJDFACTOR = String(f); // the workers and the tests' own time-outs use the same factor

/**
 * API test files that must not share modules with the others: they mock modules (vi.mock of the
 * storage) or replace the database client and its connections (db-onderbreking).
 */
const API_APART = ["tests/api/documenten-stroom.test.ts", "tests/api/lesbronnen-opslag.test.ts", "tests/api/db-onderbreking.test.ts"];

export default defineConfig({
  resolve: {
    alias: { "@": path.resolve(import.meta.dirname), "server-only": path.resolve(import.meta.dirname, "tests/stubs/server-only.ts") },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts", "lib/**/*.test.ts"],
          environment: "node",
          // A test that imports a service module loads Prisma, zod schemas and the routes first:
          // well under a second here, past the default 5 s on a loaded CI machine.
          testTimeout: 30_000 * f,
          hookTimeout: 60_000 * f,
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          exclude: API_APART,
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          // The shard check (issue 33): every request's SQL held to the Citus routing rule.
          setupFiles: ["tests/api/shard-setup.ts"],
          // One database per run; files share it, so run them one after another.
          fileParallelism: false,
          // The files share one module graph: each file re-importing the whole API (Prisma, the
          // routes, zod schemas) cost ~8 s on 2 cores, more than most files' tests (the suite took
          // twice as long). Files that swap modules or connections run isolated below.
          isolate: false,
          sequence: { groupOrder: 0 },
          // next-auth imports "next/server" without an extension, which Node's own loader refuses:
          // transformed by Vite, it resolves (inlogmethoden.test.ts calls the Auth.js route in-process).
          server: { deps: { inline: ["next-auth"] } },
          testTimeout: 30_000 * f,
          hookTimeout: 120_000 * f,
        },
      },
      {
        extends: true,
        test: {
          name: "api-apart",
          include: API_APART,
          environment: "node",
          globalSetup: ["tests/api/global-setup.ts"],
          setupFiles: ["tests/api/shard-setup.ts"],
          fileParallelism: false,
          // After the shared files, never beside them: db-onderbreking stops its database under the app.
          sequence: { groupOrder: 1 },
          testTimeout: 30_000 * f,
          hookTimeout: 120_000 * f,
        },
      },
    ],
  },
});
