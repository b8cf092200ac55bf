import sharp from "sharp";
import { maakThumbnail } from "@/lib/storage/thumbnail";

/**
 * The bytes of the generated lesson sources (lib/generator/pakket.ts names them): a one-page PDF
 * worksheet `werkblad-<n>.pdf`, a PNG picture `plaat-<n>.png` and its WebP thumbnail
 * `plaat-<n>-miniatuur.webp` made as an upload's is (lib/storage/thumbnail.ts). The generator
 * writes only rows; the seed stores these files under the rows' keys, so every seeded source opens
 * and no thumbnail it names is missing (issue 30 item 7). Undefined for a name it does not know.
 */
export async function lesbronVoorbeeld(bestandsnaam: string, mimeType: string): Promise<Uint8Array | undefined> {
  const m = /^(werkblad|plaat)-(\d+)(-miniatuur|-thumbnail)?\.(pdf|png|webp)$/.exec(bestandsnaam);
  if (!m) return undefined;
  const n = Number(m[2]);
  if (mimeType === "application/pdf") return werkbladPdf(n);
  const plaat = await plaatPng(n);
  if (mimeType === "image/png" && !m[3]) return plaat;
  // A thumbnail: WebP as uploads get (an older demo named it …-thumbnail.png: the same bytes).
  if (mimeType === "image/webp" || mimeType === "image/png") return (await maakThumbnail(plaat)) ?? undefined;
  return undefined;
}

const KLEUREN = ["#2f6fb0", "#3d8b5a", "#b0642f", "#7a4fb0", "#b03a5b", "#2f8f96"] as const;

/** A simple picture (shapes only: no fonts needed) in the bundle's own colour, 800 × 600. */
async function plaatPng(n: number): Promise<Uint8Array> {
  const kleur = KLEUREN[(n - 1) % KLEUREN.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <rect width="800" height="600" fill="#f4f1ea"/>
  <rect x="40" y="40" width="720" height="520" rx="24" fill="#ffffff" stroke="${kleur}" stroke-width="8"/>
  <circle cx="270" cy="300" r="150" fill="${kleur}" opacity="0.85"/>
  <circle cx="270" cy="300" r="12" fill="#ffffff"/>
  <line x1="270" y1="300" x2="270" y2="190" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>
  <line x1="270" y1="300" x2="350" y2="300" stroke="#ffffff" stroke-width="12" stroke-linecap="round"/>
  <rect x="480" y="170" width="220" height="40" rx="8" fill="${kleur}" opacity="0.6"/>
  <rect x="480" y="240" width="180" height="40" rx="8" fill="${kleur}" opacity="0.4"/>
  <rect x="480" y="310" width="200" height="40" rx="8" fill="${kleur}" opacity="0.3"/>
  ${Array.from({ length: n }, (_, i) => `<circle cx="${500 + i * 40}" cy="420" r="14" fill="${kleur}"/>`).join("")}
</svg>`;
  return new Uint8Array(await sharp(Buffer.from(svg)).png().toBuffer());
}

/** A valid one-page PDF (A4, Helvetica) with a heading and writing lines: a worksheet. */
function werkbladPdf(n: number): Uint8Array {
  const regels = Array.from({ length: 12 }, (_, i) => `72 ${640 - i * 40} m 523 ${640 - i * 40} l S`).join("\n");
  const inhoud = `BT /F1 24 Tf 72 760 Td (Werkblad ${n}) Tj ET
BT /F1 12 Tf 72 730 Td (Naam: ______________________   Datum: ____________) Tj ET
0.6 G 0.5 w
${regels}`;
  const objecten = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    `<< /Length ${Buffer.byteLength(inhoud, "latin1")} >>\nstream\n${inhoud}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const posities: number[] = [];
  objecten.forEach((o, i) => {
    posities.push(Buffer.byteLength(pdf, "latin1"));
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, "latin1");
  pdf += `xref\n0 ${objecten.length + 1}\n0000000000 65535 f \n${posities.map((p) => `${String(p).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objecten.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(pdf, "latin1"));
}
