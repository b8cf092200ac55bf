import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default [
  ...next,
  ...nextTs,
  {
    ignores: ["node_modules/**", ".next/**", ".next-*/**", ".data/**", "lib/generated/**", "prisma/engine/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Route files export their list of definitions as the default export, by design.
      "import/no-anonymous-default-export": "off",
    },
  },
];
