import { z } from "@hono/zod-openapi";
import { fileResponse, XLSX } from "@/lib/api/files";
import { guards } from "@/lib/permissions";
import { exportVveResultaten } from "@/lib/services/observaties";
import { defineRoute, idParam, requires } from "../route";
import { schooljaarParam } from "./Leerlingen";

/** Observaties (§7.3). The monitor's reading and writing calls come with the monitor issue. */
export default [
  defineRoute({
    method: "get",
    path: "/Observaties/Export/VveResultaten/{a}/{b}",
    summary: "VVE-resultaten van een periode als Excel-bestand: per leerling, pakket en domein het aantal beoordeelde, beheerste en gedeeltelijk beheerste indicatoren (a = schooljaar, b = periodenummer)",
    permission: requires(guards.export),
    params: z.object({ a: schooljaarParam, b: idParam("Nummer van de periode") }),
    answer: "file",
    handler: async ({ params }, ctx) => {
      const { buffer, bestandsnaam } = await exportVveResultaten(ctx, params.a, params.b);
      return fileResponse(buffer, bestandsnaam, XLSX);
    },
  }),
];
