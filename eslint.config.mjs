import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Attributes that carry text a person reads (our kit's props included).
const TEKST_ATTRIBUTEN = "aria-label|aria-description|aria-valuetext|placeholder|title|alt|label|titel|description|beschrijving|text|tekst|confirmLabel|submitLabel|empty|heading";

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
      // Issue 27: the kit's index pulls every part (forms with zod, the table, drag and drop) into
      // the page that imports it; import the part's own module.
      // Links never prefetch: our Link (components/ui/link.tsx) is the one way to make one.
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "@/components/kit", message: "Importeer het onderdeel zelf, bv. @/components/kit/page-header (issue 27)." },
            { name: "next/link", message: "Gebruik Link uit @/components/ui/link (geen prefetch, issue 27)." },
          ],
        },
      ],
    },
  },
  {
    // One language layer: every text a user sees comes from next-intl messages (sector terms).
    files: ["components/**/*.tsx", "app/**/*.tsx"],
    ignores: ["app/dev/**"],
    rules: {
      "react/jsx-no-literals": [
        "error",
        { noStrings: true, ignoreProps: true, allowedStrings: ["·", "—", "–", "-", "…", ":", ",", "(", ")", "/", "%", "×", "*", "|", "+", "→", "←", "&nbsp;"] },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: `JSXAttribute[name.name=/^(${TEKST_ATTRIBUTEN})$/] > Literal[value=/[A-Za-zÀ-ÿ]{2,}/]`,
          message: "Zichtbare tekst komt uit de next-intl-berichten (messages/), niet uit de component.",
        },
        {
          selector: `JSXAttribute[name.name=/^(${TEKST_ATTRIBUTEN})$/] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-zÀ-ÿ]{2,}/]`,
          message: "Zichtbare tekst komt uit de next-intl-berichten (messages/), niet uit de component.",
        },
        {
          selector: "CallExpression[callee.object.name='toast'] > :matches(Literal, TemplateLiteral)",
          message: "Meldingen komen uit de next-intl-berichten (messages/), niet uit de component.",
        },
      ],
    },
  },
];
