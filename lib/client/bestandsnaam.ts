// The file name a download is saved under (api.download loads this module with the file, issue 27).
/**
 * File name from a content-disposition header. RFC 6266: `filename*` (RFC 5987, percent-encoded
 * with a charset) wins over `filename`. Returns null when the header names no file.
 */
export function parseContentDispositionFilename(header: string | null | undefined): string | null {
  if (!header) return null;
  const params = parseHeaderParams(header);
  const extended = params.get("filename*");
  if (extended !== undefined) {
    const decoded = decodeRfc5987(extended);
    if (decoded) return baseName(decoded);
  }
  const plain = params.get("filename");
  if (plain) return baseName(plain);
  return null;
}

/** `type; a=1; b="x;y"` → Map of lower-cased parameter names; quoted values unescaped. */
function parseHeaderParams(header: string): Map<string, string> {
  const params = new Map<string, string>();
  let i = header.indexOf(";");
  if (i < 0) return params;
  while (i < header.length) {
    i++; // skip ';'
    while (i < header.length && /\s/.test(header[i]!)) i++;
    const eq = header.indexOf("=", i);
    if (eq < 0) break;
    const name = header.slice(i, eq).trim().toLowerCase();
    i = eq + 1;
    while (i < header.length && /\s/.test(header[i]!)) i++;
    let value = "";
    if (header[i] === '"') {
      i++;
      while (i < header.length && header[i] !== '"') {
        if (header[i] === "\\" && i + 1 < header.length) i++;
        value += header[i];
        i++;
      }
      i++; // closing quote
      const next = header.indexOf(";", i);
      i = next < 0 ? header.length : next;
    } else {
      const next = header.indexOf(";", i);
      const end = next < 0 ? header.length : next;
      value = header.slice(i, end).trim();
      i = end;
    }
    // First occurrence wins: a repeated parameter is malformed and should not override.
    if (name && !params.has(name)) params.set(name, value);
  }
  return params;
}

/** `UTF-8''na%C3%AFve.txt` or `iso-8859-1'en'caf%E9.txt` → decoded text; null when malformed. */
function decodeRfc5987(value: string): string | null {
  const match = /^([^']*)'[^']*'(.*)$/.exec(value);
  if (!match) return null;
  const charset = (match[1] ?? "").toLowerCase();
  const encoded = match[2] ?? "";
  try {
    if (charset === "utf-8" || charset === "") return decodeURIComponent(encoded);
    if (charset === "iso-8859-1" || charset === "latin1") {
      // Each %XX is one Latin-1 code point, which maps 1:1 onto the same Unicode code point.
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
  } catch {
    return null;
  }
  return null;
}

/** A server must not choose our directory: keep only the last path segment. */
function baseName(name: string): string {
  const parts = name.split(/[\\/]/);
  return parts[parts.length - 1]?.trim() ?? "";
}
