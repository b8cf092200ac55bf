import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The lint rule of the language layer (eslint.config.mjs): a literal text in a component fails.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, "../..") });

async function regels(code: string, filePath = "components/voorbeeld/voorbeeld.tsx") {
  const [r] = await eslint.lintText(code, { filePath });
  return r!.messages.map((m) => m.ruleId);
}

describe("no literal text in JSX", () => {
  it("refuses text between tags", async () => {
    expect(await regels(`export function A() { return <p>Leerling toevoegen</p>; }\n`)).toContain("react/jsx-no-literals");
  });

  it("refuses text in a label-like attribute and in a toast", async () => {
    expect(await regels(`export function B() { return <button aria-label="Verwijderen" />; }\n`)).toContain("no-restricted-syntax");
    expect(await regels(`import { toast } from "sonner";\nexport function C() { toast.success("Opgeslagen"); return null; }\n`)).toContain("no-restricted-syntax");
  });

  it("accepts messages, class names and punctuation", async () => {
    const ok = `import { useTranslations } from "next-intl";\nexport function D() {\n  const t = useTranslations("translation.kit");\n  return <p className="text-sm" aria-label={t("zoeken")}>{t("opslaan")} …</p>;\n}\n`;
    expect(await regels(ok)).toEqual([]);
  });

  it("applies to pages under app/ too", async () => {
    expect(await regels(`export default function P() { return <h1>Groepen</h1>; }\n`, "app/voorbeeld/page.tsx")).toContain("react/jsx-no-literals");
  });
}, 60_000);
