import { describe, expect, it } from "vitest";
import { documentNaam, documentType } from "@/lib/api/documenten";

const b = (...x: number[]) => new Uint8Array(x);
const tekst = (s: string) => new TextEncoder().encode(s);

describe("document type from the bytes", () => {
  it("knows PDF, images, Office and plain text by their first bytes, whatever the name says", () => {
    expect(documentType(tekst("%PDF-1.7 ..."), "x.txt")?.mimeType).toBe("application/pdf");
    expect(documentType(b(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), "foto.jpg")?.mimeType).toBe("image/png");
    expect(documentType(b(0xff, 0xd8, 0xff, 0xe0), "scan")?.mimeType).toBe("image/jpeg");
    expect(documentType(b(0x50, 0x4b, 0x03, 0x04, 0), "brief.docx")?.extensie).toBe("docx");
    expect(documentType(b(0x50, 0x4b, 0x03, 0x04, 0), "map.exe")?.mimeType).toBe("application/zip");
    expect(documentType(tekst("Gewone aantekeningen"), "a.txt")?.mimeType).toBe("text/plain");
    expect(documentType(tekst("naam;klas\nAda;5"), "lijst.csv")?.mimeType).toBe("text/csv");
  });

  it("refuses markup a browser would run (HTML, SVG) and binary it does not know", () => {
    expect(documentType(tekst('<svg xmlns="http://www.w3.org/2000/svg"/>'), "plaatje.png")).toBeNull();
    expect(documentType(tekst("  <!doctype html><script>alert(1)</script>"), "a.pdf")).toBeNull();
    expect(documentType(tekst("tekst met <script>x</script>"), "a.txt")).toBeNull();
    expect(documentType(b(0x4d, 0x5a, 0x90, 0x00, 0xff, 0xfe), "programma.exe")).toBeNull();
    expect(documentType(b(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1), "onbekend.bin")).toBeNull();
  });

  it("names the stored file safely with the extension of its real type", () => {
    expect(documentNaam("C:\\\\map\\\\verslag juni.exe", "pdf")).toBe("verslag juni.pdf");
    expect(documentNaam("../../etc/passwd", "txt")).toBe("passwd.txt");
    expect(documentNaam("<>", "png")).toBe("document.png");
  });
});
