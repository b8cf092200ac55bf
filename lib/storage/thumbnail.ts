import sharp, { type Sharp } from "sharp";
import { openFileStream } from "./index";

/**
 * A small WebP preview of an image (at most 320 × 320, aspect kept, EXIF orientation applied),
 * made on the server with sharp. Null when the bytes are not an image sharp can read. PDFs and
 * other files get no generated preview: the screens show an icon for their type (rendering a
 * PDF page on the server would need a native canvas build).
 */
export async function maakThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await verklein(sharp(bytes, opties)).toBuffer());
  } catch {
    return null;
  }
}

/** As maakThumbnail, for a stored file: streamed from storage into sharp (never whole in the JS heap). */
export async function maakThumbnailVanSleutel(sleutel: string): Promise<Uint8Array | null> {
  const bron = await openFileStream(sleutel);
  if (!bron) return null;
  const omzetter = verklein(sharp(opties));
  try {
    const [uit] = await Promise.all([
      omzetter.toBuffer(),
      new Promise<void>((klaar, fout) => {
        bron.stream.on("error", fout);
        bron.stream.pipe(omzetter).on("error", fout);
        bron.stream.on("end", klaar);
      }),
    ]);
    return new Uint8Array(uit);
  } catch {
    (bron.stream as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
    return null;
  }
}

const opties = { limitInputPixels: 50_000_000, failOn: "error" } as const;
const verklein = (s: Sharp) => s.rotate().resize(320, 320, { fit: "inside", withoutEnlargement: true }).webp({ quality: 75 });
