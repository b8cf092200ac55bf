/**
 * Writes the OpenAPI document as GET /api/openapi answers it (byte for byte), to compare two
 * states of the code: "nothing changes for users" holds for the API when the files are identical.
 *
 *   DATABASE_URL=… npx tsx scripts/openapi-document.ts /tmp/voor.json   # on the old code
 *   DATABASE_URL=… npx tsx scripts/openapi-document.ts /tmp/na.json     # on the new code
 *   cmp /tmp/voor.json /tmp/na.json
 *
 * Builds the app in this process (no server, no sign-in: the document is public); the database
 * is not queried, but the client module wants its URL.
 */
import { writeFileSync } from "node:fs";
import { getApi } from "@/lib/api/app";

const uit = process.argv[2];
if (!uit) {
  console.error("gebruik: npx tsx scripts/openapi-document.ts <bestand.json>");
  process.exit(2);
}
const antwoord = await getApi().fetch(new Request("http://localhost/api/openapi", { headers: { "x-csrf": "1" } }));
const tekst = await antwoord.text();
if (antwoord.status !== 200) {
  console.error(`GET /api/openapi: ${antwoord.status} ${tekst.slice(0, 200)}`);
  process.exit(1);
}
writeFileSync(uit, tekst);
console.log(`${uit}: ${tekst.length} tekens`);
process.exit(0);
