/**
 * Only a same-origin relative path is accepted as returnurl: "/x?y". Anything that a browser could
 * read as another origin ("//evil", "/\\evil", "https:…", control characters) falls back to "/".
 */
export function safeReturnUrl(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return fallback;
  if (!value.startsWith("/")) return fallback;
  if (value.startsWith("//") || value.startsWith("/\\")) return fallback;
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const parsed = new URL(value, "http://leerroute.invalid");
    if (parsed.origin !== "http://leerroute.invalid") return fallback;
    // The parser resolves "/./" and "/a/../" — what remains must still be one leading slash, or
    // "/.//evil.test" would come out as the protocol-relative "//evil.test".
    const pad = parsed.pathname + parsed.search + parsed.hash;
    return pad.startsWith("//") || pad.startsWith("/\\") ? fallback : pad;
  } catch {
    return fallback;
  }
}

export function loginUrl(returnUrl: string): string {
  return `/account/login?returnurl=${encodeURIComponent(returnUrl)}`;
}
