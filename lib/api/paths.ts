// Paths match case-insensitively, as the original server did. Hono has no option for that, so the
// request path is rewritten to the registered spelling of each fixed segment; parameter values are
// kept exactly as sent.
export interface PathTemplate {
  segments: string[];
  fixed: number;
}
export function pathTemplate(path: string): PathTemplate {
  const segments = path.split("/");
  return { segments, fixed: segments.filter((s) => !s.startsWith("{")).length };
}
export function canonicalPath(pathname: string, templates: PathTemplate[]): string {
  const parts = pathname.split("/");
  let best: PathTemplate | undefined;
  for (const t of templates) {
    if (t.segments.length !== parts.length) continue;
    let ok = true;
    for (let i = 0; i < parts.length; i++) {
      const seg = t.segments[i]!;
      if (seg.startsWith("{")) {
        if (parts[i] === "") ok = false;
      } else if (seg.toLowerCase() !== parts[i]!.toLowerCase()) ok = false;
      if (!ok) break;
    }
    if (ok && (!best || t.fixed > best.fixed)) best = t;
  }
  if (!best) return pathname;
  return best.segments.map((seg, i) => (seg.startsWith("{") ? parts[i] : seg)).join("/");
}
