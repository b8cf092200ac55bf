import { defineRoute } from "../route";
import { storeUrl } from "@/lib/storage";

export default [
  defineRoute({
    method: "get",
    path: "/storeurl",
    access: "public",
    summary: "Adres waar opgeslagen bestanden rechtstreeks op te halen zijn, of null als ze via de API komen",
    handler: () => ({ storeUrl: storeUrl() }),
  }),
];
