import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getApi } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { fileExists } from "@/lib/storage";
import { call, makeTenant } from "./helpers";

// The storage delete can be made to fail: deleting a source or a bundle must then leave rows and files as they were.
const storing = vi.hoisted(() => ({ aan: false }));
vi.mock("@/lib/storage", async (importOriginal) => {
  const echt = await importOriginal<typeof import("@/lib/storage")>();
  return {
    ...echt,
    deleteFile: async (key: string) => {
      if (storing.aan) throw new Error("opslag niet bereikbaar");
      return echt.deleteFile(key);
    },
  };
});

type Tenant = Awaited<ReturnType<typeof makeTenant>>;
let A: Tenant;
let storageDir: string;
const oudeStorage = process.env.STORAGE_DIR;
const PDF = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");
const q = () => ({ query: { administratieNr: A.administratieNr }, cookie: A.user.cookie });

async function upload(lesBundelId: number) {
  const form = new FormData();
  form.append("lesBundelId", String(lesBundelId));
  form.append("file", new File([PDF as BlobPart], "blad.pdf"));
  const res = await getApi().fetch(
    new Request(`http://localhost/api/Lesbronnen/add?administratieNr=${A.administratieNr}`, { method: "POST", headers: { "x-csrf": "1", cookie: A.user.cookie }, body: form }),
  );
  return (await res.json()) as { id: number };
}

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "leerroute-opslag-"));
  process.env.STORAGE_DIR = storageDir;
  A = await makeTenant({ permissies: { [F.Lessen]: Bits.Manage | Combinations.Write } });
});
afterAll(async () => {
  if (oudeStorage === undefined) delete process.env.STORAGE_DIR;
  else process.env.STORAGE_DIR = oudeStorage;
  await rm(storageDir, { recursive: true, force: true });
});

describe("Lesbronnen and LesBundels: rows and files go together", () => {
  it("a failing storage delete rolls back the source's delete (500), and the retry removes both", async () => {
    const bundel = (await call("POST", "/api/LesBundels/Add", { ...q(), body: { naam: "Opslag" } })).json.id as number;
    const bron = await upload(bundel);
    const bestand = await db.bestand.findFirstOrThrow({ where: { lesbronnen: { some: { id: bron.id } } } });
    storing.aan = true;
    const mislukt = await call("DELETE", `/api/Lesbronnen/delete/${bron.id}`, q());
    expect(mislukt.status).toBe(500);
    expect(await db.lesbron.count({ where: { id: bron.id } })).toBe(1);
    expect(await db.bestand.count({ where: { administratieNr: A.administratieNr, id: bestand.id } })).toBe(1);
    expect(await fileExists(bestand.opslagsleutel)).toBe(true);

    const weg = await call("DELETE", `/api/LesBundels/Delete/${bundel}`, q());
    expect(weg.status).toBe(500);
    expect(await db.lesBundel.count({ where: { id: bundel } })).toBe(1);
    expect(await fileExists(bestand.opslagsleutel)).toBe(true);

    storing.aan = false;
    expect((await call("DELETE", `/api/LesBundels/Delete/${bundel}`, q())).status).toBe(200);
    expect(await db.lesbron.count({ where: { id: bron.id } })).toBe(0);
    expect(await db.bestand.count({ where: { administratieNr: A.administratieNr, id: bestand.id } })).toBe(0);
    expect(await fileExists(bestand.opslagsleutel)).toBe(false);
  });
});
