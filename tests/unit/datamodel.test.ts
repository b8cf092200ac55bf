import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { datamodelDocument, DOC } from "../../scripts/datamodel";

const SCHEMA = path.resolve(__dirname, "../../prisma/schema.prisma");

describe("docs/datamodel.md", () => {
  it("is what prisma/schema.prisma and its comments give (run `npx tsx scripts/datamodel.ts` after a schema change)", () => {
    expect(fs.readFileSync(DOC, "utf8")).toBe(datamodelDocument(fs.readFileSync(SCHEMA, "utf8")));
  });

  it("follows the schema: a column's comment and a new model show up, a model without an area is refused", () => {
    const schema = fs.readFileSync(SCHEMA, "utf8");
    const metOpmerking = schema.replace(/^model Leerling \{\n  administratieNr Int\n/m, "model Leerling {\n  administratieNr Int\n  /// Een opmerking die er net bij kwam.\n  proef Int\n");
    expect(datamodelDocument(metOpmerking)).toContain("| `proef` | Int |  | Een opmerking die er net bij kwam. |");
    expect(() => datamodelDocument(`${schema}\nmodel Nieuw {\n  id Int @id\n}\n`)).toThrow(/Geen gebied .* Nieuw/);
  });
});
