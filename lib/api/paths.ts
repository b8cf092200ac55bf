// Paths match case-insensitively, as the original server did. Hono has no option for that, so the
// request path is rewritten to the registered spelling of each fixed segment; parameter values are
// kept exactly as sent.
export interface PathTemplate {
  segments: string[];
  /** Each fixed segment lower-cased once (null for a parameter). */
  lower: (string | null)[];
  fixed: number;
}
export function pathTemplate(path: string): PathTemplate {
  const segments = path.split("/");
  const lower = segments.map((s) => (s.startsWith("{") ? null : s.toLowerCase()));
  return { segments, lower, fixed: lower.filter((s) => s !== null).length };
}

/**
 * Every call runs this, so the templates are looked up by segment count and area (the segment after
 * /api) instead of compared one by one: scanning all ~440 templates was 6 % of a list call's CPU.
 */
const indexen = new WeakMap<PathTemplate[], Map<string, PathTemplate[]>>();
function index(templates: PathTemplate[]): Map<string, PathTemplate[]> {
  let idx = indexen.get(templates);
  if (!idx) {
    idx = new Map();
    for (const t of templates) {
      const sleutel = `${t.segments.length}/${t.lower[2] ?? "{}"}`;
      idx.set(sleutel, [...(idx.get(sleutel) ?? []), t]);
    }
    indexen.set(templates, idx);
  }
  return idx;
}

export function canonicalPath(pathname: string, templates: PathTemplate[]): string {
  const parts = pathname.split("/");
  const lower = parts.map((p) => p.toLowerCase());
  const idx = index(templates);
  const kandidaten = [...(idx.get(`${parts.length}/${lower[2] ?? ""}`) ?? []), ...(idx.get(`${parts.length}/{}`) ?? [])];
  let best: PathTemplate | undefined;
  for (const t of kandidaten) {
    let ok = true;
    for (let i = 0; i < parts.length; i++) {
      const seg = t.lower[i];
      if (seg === null ? parts[i] === "" : seg !== lower[i]) {
        ok = false;
        break;
      }
    }
    if (ok && (!best || t.fixed > best.fixed)) best = t;
  }
  if (!best) return pathname;
  const gekozen = best;
  return gekozen.segments.map((seg, i) => (gekozen.lower[i] === null ? parts[i] : seg)).join("/");
}
