import { defineRoute } from "../route";
import { storeUrl } from "@/lib/storage";
import { storeUrlAntwoord } from "@/lib/schemas/general";

export default [
  defineRoute({
    method: "get",
    path: "/storeurl",
    access: "public",
    summary: "Adres waar opgeslagen bestanden rechtstreeks op te halen zijn, of null als ze via de API komen",
    response: storeUrlAntwoord,
    handler: () => ({ storeUrl: storeUrl() }),
  }),
];
