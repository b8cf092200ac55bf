import { createHash } from "node:crypto";
import type { ErrorBody } from "@/lib/api/errors";
import { berichtenNaarDubbeleAccolades } from "@/lib/i18n/berichten";
import { bekendeKeten, isNamespace, loadNamespace, NAMESPACES, type Namespace } from "@/lib/i18n/messages";
import { normaliseerTaalCode } from "@/lib/i18n/taalcode";

/**
 * GET /locales/{language}/{namespace}.json (spec §1, §9): one namespace's messages for a language
 * code, merged along the fallback chain (language → nl-so → nl), for integrators and clients that
 * use double-brace interpolation: placeholders are served as "{{naam}}" while the source files
 * keep next-intl's ICU "{naam}". The build-version query string only busts caches and is ignored
 * (whatever its name). Public: proxy.ts lets /locales/ through without a session.
 */

const CACHE_CONTROL = "public, max-age=3600";

interface Antwoord {
  body: string;
  etag: string;
}

// Keyed by the known chain, like loadNamespace, so unknown codes share entries.
const antwoorden = new Map<string, Promise<Antwoord>>();

function namespaceVan(param: string): Namespace | null {
  const naam = param.replace(/\.json$/i, "");
  // Paths are case-insensitive elsewhere in the app (lib/api); accept "Translation.json" too.
  return isNamespace(naam) ? naam : (NAMESPACES.find((ns) => ns.toLowerCase() === naam.toLowerCase()) ?? null);
}

function nietGevonden(): Response {
  const body: ErrorBody = { error: "NOT_FOUND", message: "Het vertaalbestand is niet gevonden." };
  return Response.json(body, { status: 404, headers: { "Cache-Control": "no-store" } });
}

function antwoord(taal: string, namespace: Namespace): Promise<Antwoord> {
  const sleutel = `${bekendeKeten(taal).join(">")}/${namespace}`;
  let a = antwoorden.get(sleutel);
  if (!a) {
    a = loadNamespace(taal, namespace).then((berichten) => {
      const body = JSON.stringify(berichtenNaarDubbeleAccolades(berichten));
      return { body, etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"` };
    });
    a.catch(() => antwoorden.delete(sleutel));
    antwoorden.set(sleutel, a);
  }
  return a;
}

/** If-None-Match holds our ETag (weak or strong, in a list, or "*"). */
function ongewijzigd(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header.split(",").some((tag) => {
    const t = tag.trim();
    return t === "*" || t.replace(/^W\//, "") === etag;
  });
}

export async function GET(request: Request, { params }: { params: Promise<{ language: string; namespace: string }> }) {
  const { language, namespace } = await params;
  const ns = namespaceVan(namespace);
  const taal = normaliseerTaalCode(language);
  if (!ns || !taal) return nietGevonden();

  const { body, etag } = await antwoord(taal, ns);
  const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag };
  if (ongewijzigd(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
}
