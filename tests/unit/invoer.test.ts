import { describe, expect, it } from "vitest";
import { werkbladNaam } from "@/lib/api/files";
import { MAX_DIEPTE, MAX_INT, formulierFout, jsonBodyFout, jsonFout, regelFout, tekstFout, zeefFormData, zeefJsonBody } from "@/lib/api/invoer";
import { administratieNrQuery, idParam } from "@/lib/api/route";

describe("input screen (lib/api/invoer)", () => {
  it("refuses NUL, control characters, ANSI escapes, bidi overrides, lone surrogates and U+FFFD", () => {
    for (const s of ["a\u0000b", "\u0001\u0002", "\u001b[31m", "x\u202ey", "\u2066", "\ud800", "a\udc00", "\ufffd", "\u007f", "\u0085"]) expect(tekstFout(s), JSON.stringify(s)).not.toBeNull();
    expect(tekstFout("x\u202ey")).toMatch(/leesrichting/);
    expect(tekstFout("a\u0000b")).toMatch(/U\+0000/);
  });
  it("lets ordinary text through, line breaks in bodies but not in paths or queries", () => {
    for (const s of ["Groep 1/2a", "Zoë d'Ancona", "😀 émigré", "regel 1\nregel 2\r\n\tin", "100% _x_"]) expect(tekstFout(s), s).toBeNull();
    expect(regelFout("De Linde")).toBeNull();
    expect(regelFout("a\nb")).toMatch(/regeleinde/);
  });
  it("walks JSON: names the path of the first bad value, refuses integers past 2^31−1", () => {
    expect(jsonFout({ naam: "ok", perioden: [{ nr: 1 }, { nr: MAX_INT + 1 }] })).toEqual({ path: "body.perioden.1.nr", message: expect.stringMatching(/te groot/) });
    expect(jsonFout({ a: [{ b: "x\u0000" }] })?.path).toBe("body.a.0.b");
    expect(jsonFout({ nr: MAX_INT, score: 12.5, neg: -MAX_INT })).toBeNull();
  });
  it("refuses a body that is not UTF-8, and leaves malformed JSON to the parser", () => {
    expect(jsonBodyFout(new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]).buffer)?.message).toMatch(/UTF-8/);
    expect(jsonBodyFout(new TextEncoder().encode("{").buffer)).toBeNull();
    expect(jsonBodyFout(new TextEncoder().encode('{"naam":"Zoë"}').buffer)).toBeNull();
  });
  it("refuses JSON nested deeper than MAX_DIEPTE without overflowing the stack (10,000 and 100,000 levels)", () => {
    for (const n of [10_000, 100_000]) {
      const tekst = "[".repeat(n) + "]".repeat(n);
      expect(jsonBodyFout(new TextEncoder().encode(tekst).buffer)).toEqual({ path: "body", message: expect.stringMatching(/te diep genest/) });
      const object = `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
      expect(jsonBodyFout(new TextEncoder().encode(object).buffer)?.message).toMatch(/te diep genest/);
    }
    const net = `${"[".repeat(MAX_DIEPTE)}${"]".repeat(MAX_DIEPTE)}`;
    expect(jsonBodyFout(new TextEncoder().encode(net).buffer)).toBeNull();
  });
  it("normalises text in JSON bodies to NFC (e + U+0301 is é), keeps the body as sent when nothing changes", () => {
    const nfd = "Cafe\u0301";
    const z = zeefJsonBody(new TextEncoder().encode(JSON.stringify({ naam: nfd, lijst: [nfd, 1], diep: { x: nfd } })).buffer);
    expect(z.fout).toBeNull();
    expect(JSON.parse((z as { tekst: string }).tekst)).toEqual({ naam: "Café", lijst: ["Café", 1], diep: { x: "Café" } });
    expect((zeefJsonBody(new TextEncoder().encode(JSON.stringify(nfd)).buffer) as { tekst: string }).tekst).toBe('"Café"');
    expect(zeefJsonBody(new TextEncoder().encode('{"naam":"Café"}').buffer)).toEqual({ fout: null, tekst: null });
  });
  it("screens the text fields and file names of forms as JSON text, in NFC", () => {
    expect(formulierFout({ naam: "x\u202eevil" })).toEqual({ path: "body.naam", message: expect.stringMatching(/leesrichting/) });
    expect(formulierFout({ tags: ["1", "a\u0000"] })?.path).toBe("body.tags");
    expect(formulierFout({ naam: "ok" }, [{ veld: "file", naam: "gpj.\u202eexe" }])).toEqual({ path: "body.file", message: expect.stringMatching(/^bestandsnaam/) });
    const velden: Record<string, string | string[]> = { naam: "Cafe\u0301", tags: ["e\u0301", "2"], omschrijving: "regel 1\nregel 2" };
    expect(formulierFout(velden)).toBeNull();
    expect(velden).toEqual({ naam: "Café", tags: ["é", "2"], omschrijving: "regel 1\nregel 2" });

    const form = new FormData();
    form.append("naam", "Cafe\u0301");
    form.append("file", new File(["x"], "cafe\u0301.png"));
    const z = zeefFormData(form);
    expect(z.fout).toBeNull();
    const uit = (z as { form: FormData }).form;
    expect(uit.get("naam")).toBe("Café");
    expect((uit.get("file") as File).name).toBe("café.png");
    const slecht = new FormData();
    slecht.append("naam", "\u202e");
    expect(zeefFormData(slecht).fout?.path).toBe("body.naam");
  });
});

describe("ids are decimal digits in the column's range", () => {
  const id = idParam("id");
  it("accepts 1 … 2^31−1", () => {
    expect(id.parse("1")).toBe(1);
    expect(id.parse(String(MAX_INT))).toBe(MAX_INT);
    expect(administratieNrQuery.parse("1001")).toBe(1001);
  });
  it("refuses other notations, signs, spaces, zero and out-of-range values", () => {
    for (const s of ["0x10", " 1", "1 ", "1e3", "+1", "-1", "1.0", "0", "", String(MAX_INT + 1), "99999999999999999999", "0x3E9"]) {
      expect(id.safeParse(s).success, s).toBe(false);
      expect(administratieNrQuery.safeParse(s).success, s).toBe(false);
    }
  });
});

describe("worksheet names", () => {
  it("makes any title a name Excel accepts", () => {
    expect(werkbladNaam("Groep 1/2a")).toBe("Groep 1-2a");
    expect(werkbladNaam("a\\b?c*d:e[f]g")).toBe("a-b-c-d-e-f-g");
    expect(werkbladNaam("'citaat'")).toBe("citaat");
    expect(werkbladNaam("x".repeat(40))).toHaveLength(31);
    expect(werkbladNaam("''")).toBe("Blad1");
  });
});
