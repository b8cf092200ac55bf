/**
 * `npm run db:citus-plan` prints the SQL that turns this database's schema into the Citus layout
 * of docs/scale-out.md (step 4 of the move), after checking the schema against the plan. It only
 * reads: run the printed SQL on the Citus coordinator. DATABASE_URL chooses the database.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { citusPlan, controleerDistributie, leesCatalogus, leesPlan } from "@/lib/db/distributie";
import { databaseUrl, ROOT } from "./lib";

async function main() {
  const { url, postgres } = await databaseUrl();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const cat = await leesCatalogus(client);
    const plan = leesPlan(readFileSync(path.join(ROOT, "docs", "scale-out.md"), "utf8"));
    const fouten = controleerDistributie(cat, plan);
    if (fouten.length) {
      console.error(`Het schema past niet bij docs/scale-out.md:\n- ${fouten.join("\n- ")}`);
      process.exitCode = 1;
      return;
    }
    console.log(`-- Leerroute: de overstap naar Citus (docs/scale-out.md), ${cat.tabellen.length} tabellen\nBEGIN;`);
    for (const regel of citusPlan(cat, plan)) console.log(regel);
    console.log("COMMIT;");
  } finally {
    await client.end();
    await postgres?.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
