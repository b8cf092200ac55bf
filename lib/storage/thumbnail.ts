import sharp from "sharp";

/**
 * A small WebP preview of an image (at most 320 × 320, aspect kept, EXIF orientation applied),
 * made on the server with sharp. Null when the bytes are not an image sharp can read. PDFs and
 * other files get no generated preview: the screens show an icon for their type (rendering a
 * PDF page on the server would need a native canvas build).
 */
export async function maakThumbnail(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    const uit = await sharp(bytes, { limitInputPixels: 50_000_000, failOn: "error" })
      .rotate()
      .resize(320, 320, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return new Uint8Array(uit);
  } catch {
    return null;
  }
}
