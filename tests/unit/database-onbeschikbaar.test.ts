import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { databaseOnbeschikbaar } from "@/lib/api/errors";

// Which socket errors mean "the database is gone" (503, a read retried) and which are someone
// else's (the connector's calls to a school's system, a missing file: a 500 as any other fault).
const DATABASEFOUT = Symbol.for("leerroute.databasefout");
const fout = (velden: Record<string, unknown>, gemarkeerd = false) => Object.assign(new Error(String(velden.message ?? velden.code)), velden, gemarkeerd ? { [DATABASEFOUT]: true } : {});

describe("databaseOnbeschikbaar", () => {
  const bewaard = process.env.DATABASE_URL;
  beforeEach(() => {
    process.env.DATABASE_URL = "postgresql://u:p@localhost:54329/leerroute?host=%2Ftmp";
  });
  afterEach(() => {
    process.env.DATABASE_URL = bewaard;
  });

  it("counts a Unix socket that is gone (ENOENT on .s.PGSQL.<port>) as the database unavailable", () => {
    expect(databaseOnbeschikbaar(fout({ code: "ENOENT", syscall: "connect", address: "/tmp/.s.PGSQL.54329" }))).toBe("verbinding");
    // Marked by lib/db/client.ts (the pool's own calls), whatever the address says.
    expect(databaseOnbeschikbaar(fout({ code: "ENOENT", syscall: "connect" }, true))).toBe("verbinding");
    // Inside Prisma's wrapping.
    expect(databaseOnbeschikbaar(fout({ message: "query failed", cause: fout({ code: "ENOENT", address: "/var/run/postgresql/.s.PGSQL.5432" }) }))).toBe("verbinding");
  });

  it("leaves a missing file, and another server's refusal, to the ordinary error path", () => {
    expect(databaseOnbeschikbaar(fout({ code: "ENOENT", syscall: "open", path: "/srv/storage/1001/x.pdf" }))).toBeNull();
    expect(databaseOnbeschikbaar(fout({ code: "ENOENT", syscall: "connect", address: "/run/other.sock" }))).toBeNull();
    expect(databaseOnbeschikbaar(fout({ code: "ECONNREFUSED", address: "127.0.0.1", port: 8443 }))).toBeNull();
  });

  it("counts a Prisma call's socket fault by its text: Prisma passes on only the driver's message", () => {
    // tests/api/db-onderbreking.test.ts once answered 500 for this one while Postgres restarted.
    const prisma = fout({ name: "PrismaClientKnownRequestError", message: "\nInvalid `db.medewerker.update()` invocation in\n…\nwrite EPIPE" });
    expect(databaseOnbeschikbaar(prisma)).toBe("verbinding");
    // The same text from anything else (the connector's own calls) is not the database's.
    expect(databaseOnbeschikbaar(fout({ message: "write EPIPE" }))).toBeNull();
  });

  it("counts a refusal on the database's port as unavailable (TCP)", () => {
    expect(databaseOnbeschikbaar(fout({ code: "ECONNREFUSED", address: "127.0.0.1", port: 54329 }))).toBe("verbinding");
  });
});
