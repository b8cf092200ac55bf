import { ApiError } from "./api";

/**
 * The one place that turns a failed call into the text a person reads: our server's message
 * (already in the administration's language and terms), else the caller's fallback. Network
 * failures (status 0) and server errors get the fallback, never a technical text.
 */
export function foutTekst(e: unknown, standaard: string): string {
  if (e instanceof ApiError && e.status > 0 && e.status < 500 && e.message) return e.message;
  return standaard;
}

/**
 * Field issues of a 400 answer as form field names: "body.perioden.0.einddatum" → "perioden.0.einddatum".
 * Only names the form knows land on a field; the rest are returned for a form-level message.
 */
export function veldFouten(e: unknown, velden: readonly string[]): { veld: { naam: string; tekst: string }[]; rest: string[] } {
  const veld: { naam: string; tekst: string }[] = [];
  const rest: string[] = [];
  if (!(e instanceof ApiError)) return { veld, rest };
  for (const issue of e.issues) {
    const naam = issue.path.replace(/^(body|query|param)\./, "");
    if (velden.some((v) => naam === v || naam.startsWith(`${v}.`))) veld.push({ naam, tekst: issue.message });
    else rest.push(issue.message);
  }
  return { veld, rest };
}
