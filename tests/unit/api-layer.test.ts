import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fileResponse } from "@/lib/api/files";
import { fromDatabaseError, validationError } from "@/lib/api/errors";
import { canonicalPath, pathTemplate } from "@/lib/api/paths";
import { safeReturnUrl } from "@/lib/auth/return-url";
import "@/lib/zod-nl";

describe("canonicalPath", () => {
  const templates = ["/api/Leerlingen/Details/{admnr}/{id}", "/api/Leerlingen/ActieveLeerlingen/{a}/{b}", "/api/Tag", "/api/Tag/{id}", "/api/Tag/TimesUsed"].map(pathTemplate);
  it.each([
    ["/api/leerlingen/details/12/AbC", "/api/Leerlingen/Details/12/AbC"],
    ["/API/LEERLINGEN/ACTIEVELEERLINGEN/1/2", "/api/Leerlingen/ActieveLeerlingen/1/2"],
    ["/api/tag", "/api/Tag"],
    ["/api/tag/timesused", "/api/Tag/TimesUsed"],
    ["/api/tag/17", "/api/Tag/17"],
    ["/api/onbekend/x", "/api/onbekend/x"],
    ["/api/leerlingen/details//5", "/api/leerlingen/details//5"],
  ])("%s → %s", (input, expected) => {
    expect(canonicalPath(input, templates)).toBe(expected);
  });

  it("the indexed lookup answers what comparing every template answers (random casings, a parameter as area)", () => {
    const alle = [...templates, pathTemplate("/api/{gebied}/Lijst"), pathTemplate("/api/Tag/{id}/Namen"), pathTemplate("/api/openapi")];
    // The plain rule: every template of the same length whose fixed segments match case-insensitively; most fixed segments wins.
    const los = (pad: string) => {
      const parts = pad.split("/");
      const best = alle
        .filter((t) => t.segments.length === parts.length && t.segments.every((seg, i) => (seg.startsWith("{") ? parts[i] !== "" : seg.toLowerCase() === parts[i]!.toLowerCase())))
        .reduce<(typeof alle)[number] | undefined>((b, t) => (!b || t.fixed > b.fixed ? t : b), undefined);
      return best ? best.segments.map((seg, i) => (seg.startsWith("{") ? parts[i] : seg)).join("/") : pad;
    };
    let zaad = 7;
    const willekeurig = () => ((zaad = (zaad * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
    const schud = (tekst: string) => [...tekst].map((c) => (willekeurig() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join("");
    const paden = ["/api/leerlingen/details/3/x", "/api/tag/9/namen", "/api/iets/lijst", "/api/tag/lijst", "/api/openapi", "/api", "/api/tag/", "/api//lijst", "/x/y"];
    for (let i = 0; i < 400; i++) {
      const pad = schud(paden[i % paden.length]!);
      expect(canonicalPath(pad, alle), pad).toBe(los(pad));
    }
  });
});

describe("validationError", () => {
  it("names the field and uses Dutch messages", () => {
    const schema = z.object({ naam: z.string().min(1), nr: z.number() });
    const result = schema.safeParse({ naam: "", nr: "x" });
    const error = validationError(result.error!, "body");
    expect(error.status).toBe(400);
    expect(error.issues?.map((i) => i.path)).toEqual(["body.naam", "body.nr"]);
    expect(error.message).toMatch(/^Ongeldige invoer bij 'body\.naam': .+ \(en 1 andere\)$/);
    // zod's Dutch locale: no English left in the messages.
    expect(error.issues?.[1]?.message).not.toMatch(/expected|received/i);
  });
});

describe("fromDatabaseError", () => {
  it.each([
    ["P2025", 404],
    ["P2002", 409],
    ["P2003", 409],
    ["P2000", 400],
  ])("%s → %i", (code, status) => {
    expect(fromDatabaseError({ code })?.status).toBe(status);
  });
  it("leaves other errors alone", () => {
    expect(fromDatabaseError(new Error("x"))).toBeNull();
    expect(fromDatabaseError({ code: "P9999" })).toBeNull();
  });
});

describe("fileResponse", () => {
  it("names the file in content-disposition, ASCII and UTF-8", async () => {
    const res = fileResponse(new Uint8Array([1, 2, 3]), "Leerlingen groep 5 – overzicht.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const cd = res.headers.get("content-disposition")!;
    expect(cd).toContain('attachment; filename="Leerlingen groep 5 _ overzicht.xlsx"');
    expect(cd).toContain("filename*=UTF-8''Leerlingen%20groep%205%20%E2%80%93%20overzicht.xlsx");
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });
});

describe("safeReturnUrl", () => {
  it.each([
    ["/1001/schooljaar/2025-2026/adm/leerlingen?filter=Alle", "/1001/schooljaar/2025-2026/adm/leerlingen?filter=Alle"],
    ["/", "/"],
    ["//evil.example/x", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
    ["/a\nb", "/"],
    ["/.//evil.test", "/"],
    ["/%2e//evil.test", "/"],
    ["/a/..//evil.test", "/"],
    ["/./a", "/a"],
    ["", "/"],
    [undefined, "/"],
    [["/a"], "/"],
  ])("%j → %s", (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });
});
