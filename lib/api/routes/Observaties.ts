import { z } from "@hono/zod-openapi";
import { fileResponse, XLSX } from "@/lib/api/files";
import { guards } from "@/lib/permissions";
import { vveResultatenParams } from "@/lib/schemas/export";
import { exportVveResultaten } from "@/lib/services/observaties";
import { defineRoute, requires } from "../route";

/** Observaties (§7.3). The monitor's reading and writing calls come with the monitor issue. */
export default [
  defineRoute({
    method: "get",
    path: "/Observaties/Export/VveResultaten/{a}/{b}",
    summary: "VVE-resultaten van een periode als Excel-bestand: per leerling, pakket en domein het aantal beoordeelde, beheerste en gedeeltelijk beheerste indicatoren (a = schooljaar, b = periodenummer)",
    permission: requires(guards.export),
    // The export screen's form validates with the same schema (lib/schemas/export.ts).
    params: z.object({
      a: vveResultatenParams.shape.a.openapi({ description: "Schooljaar, bijvoorbeeld 2025-2026", param: { required: true } }),
      b: vveResultatenParams.shape.b.openapi({ type: "integer", description: "Nummer van de periode", param: { required: true } }),
    }),
    answer: "file",
    fileType: XLSX,
    handler: async ({ params }, ctx) => {
      const { buffer, bestandsnaam } = await exportVveResultaten(ctx, params.a, params.b);
      return fileResponse(buffer, bestandsnaam, XLSX);
    },
  }),
];
