/**
 * Security headers of every answer, in one place: next.config.ts sends them on pages, the API
 * app (lib/api/app.ts) on every /api answer — also when the API is served without Next's router
 * (scripts/http-methoden.mjs), so both paths answer the same.
 */
export const BEVEILIGINGSHEADERS: readonly { key: string; value: string }[] = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
];

/** /api answers JSON and files, which never need to run script or be framed. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** HSTS only where the site is served over https (behind a proxy that says so). */
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" };
