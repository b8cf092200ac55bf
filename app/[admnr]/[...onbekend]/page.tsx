import { notFound } from "next/navigation";
import { paginaTitel } from "@/lib/i18n/metadata";

/**
 * The tab says "Pagina niet gevonden" as a refused page does: without its own title this route
 * would keep the root layout's default ("Leerroute") over the not-found body's.
 */
export const generateMetadata = paginaTitel("translation.notFound.paginaTitel");

/** Any unknown path inside an administration: the not-found page inside the shell (app/[admnr]/not-found.tsx). */
export default function Onbekend() {
  notFound();
}
