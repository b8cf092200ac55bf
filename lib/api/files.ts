import { API_CSP } from "@/lib/http/beveiligingsheaders";

/**
 * What an inline file answer is shown under: `sandbox` gives it a unique origin without script,
 * forms or plugins, so an uploaded PDF or image that a browser opens can never act as the app
 * (issue 28). Attachments are saved, not shown, and take the API's policy.
 */
export const INLINE_CSP = `sandbox; ${API_CSP}`;

/**
 * Every file answer is made here: a download (attachment) the browser client saves under the
 * content-disposition name, or with `inline` (images, PDF: the caller says what is safe to show)
 * an answer shown in the browser, then always sandboxed (INLINE_CSP). A stream is sent as it is made.
 */
export function fileResponse(body: Uint8Array | ArrayBuffer | string | ReadableStream<Uint8Array>, filename: string, contentType: string, inline = false): Response {
  const ascii = filename.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const disposition = `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
  return new Response(body as BodyInit, {
    status: 200,
    headers: {
      "content-type": contentType,
      "content-disposition": disposition,
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
      "content-security-policy": inline ? INLINE_CSP : API_CSP,
    },
  });
}

/** Content type of the Excel exports. */
export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A worksheet name Excel accepts from any title a user typed ("Groep 1/2a" → "Groep 1-2a"): no
 * \ / ? * : [ ], not starting or ending with an apostrophe, at most 31 characters, never empty.
 */
export function werkbladNaam(titel: string): string {
  const naam = titel
    .replace(/[\\/?*:[\]\u0000-\u001f]/g, "-")
    .replace(/^'+|'+$/g, "")
    .trim()
    .slice(0, 31)
    .replace(/'+$/, "")
    .trim();
  return naam || "Blad1";
}
