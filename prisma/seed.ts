/**
 * Seeding (`npm run db:seed -- …`, also Prisma's seed hook):
 *   --demo                                   the demo administration (skipped when it exists)
 *   --tenant "<naam>" --admin-email <email>  a real, empty administration and its first administrator,
 *                                            who gets an activation link (mailed via SMTP_URL, else printed)
 */
import { parseArgs } from "node:util";
import { db } from "@/lib/db/client";
import { createTenant, seedDemo } from "./seed-data";

async function main() {
  const { values } = parseArgs({
    options: {
      demo: { type: "boolean", default: false },
      tenant: { type: "string" },
      "admin-email": { type: "string" },
      "admin-naam": { type: "string" },
    },
    allowPositionals: false,
  });

  if (values.demo) {
    const result = await seedDemo();
    console.log(result.created ? `Demo-administratie ${result.administratieNr} aangemaakt.` : `Demo-administratie ${result.administratieNr} bestaat al.`);
  }
  if (values.tenant !== undefined || values["admin-email"] !== undefined) {
    if (!values.tenant?.trim() || !values["admin-email"]?.trim())
      throw new Error('Geef zowel --tenant "<naam>" als --admin-email <e-mailadres> op.');
    const result = await createTenant({ naam: values.tenant.trim(), adminEmail: values["admin-email"].trim(), adminNaam: values["admin-naam"] });
    console.log(`Administratie ${result.administratieNr} "${values.tenant.trim()}" aangemaakt.`);
    console.log(`Activatielink voor ${values["admin-email"]}: ${result.activationLink}`);
  }
  if (!values.demo && values.tenant === undefined && values["admin-email"] === undefined)
    console.log('Niets te doen. Gebruik --demo of --tenant "<naam>" --admin-email <e-mailadres>.');
}

main()
  .then(() => db.$disconnect())
  .catch(async (e) => {
    console.error(e instanceof Error ? e.message : e);
    await db.$disconnect();
    process.exit(1);
  });
