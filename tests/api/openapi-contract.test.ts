import { describe, expect, it } from "vitest";
import { routes } from "@/lib/api/routes";
import { call } from "./helpers";

/**
 * The public contract (issue 18): /api/openapi types every answer, so integrators can generate a
 * client from it. Every operation documents its success answer (a JSON schema that says something,
 * or the content types of a file) and its error answers with the one error shape.
 */

interface Media {
  schema?: Record<string, unknown>;
}
interface Operation {
  responses: Record<string, { content?: Record<string, Media> }>;
}

describe("the OpenAPI document", () => {
  it("every route declares its answer: a response schema, or a file with its content type", () => {
    const zonder = routes.filter((r) => (r.answer === "file" ? !r.fileType : !r.response)).map((r) => `${r.method.toUpperCase()} ${r.path}`);
    expect(zonder).toEqual([]);
  });

  it("documents every success answer with a real schema and every failure with the error shape", async () => {
    const doc = (await call("GET", "/api/openapi")).json as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
    expect(doc.components.schemas).toHaveProperty("Fout");
    const fouten: string[] = [];
    let aantal = 0;
    for (const [pad, item] of Object.entries(doc.paths)) {
      if (pad === "/api/openapi") continue;
      for (const [method, op] of Object.entries(item)) {
        aantal++;
        const naam = `${method.toUpperCase()} ${pad}`;
        const ok = op.responses["200"]?.content ?? {};
        const types = Object.keys(ok);
        if (!types.length) fouten.push(`${naam}: 200 zonder inhoud`);
        for (const [type, media] of Object.entries(ok)) {
          const schema = media.schema ?? {};
          if (type.includes("json") && !("format" in schema) && Object.keys(schema).length === 0) fouten.push(`${naam}: 200 ${type} als {}`);
        }
        for (const status of ["400", "404", "500"]) {
          const s = op.responses[status]?.content?.["application/json"]?.schema as { $ref?: string } | undefined;
          if (s?.$ref !== "#/components/schemas/Fout") fouten.push(`${naam}: ${status} zonder de foutvorm`);
        }
      }
    }
    expect(aantal).toBeGreaterThan(200);
    expect(fouten).toEqual([]);
  });
});
