import { redirect } from "next/navigation";
import { bundelPagina } from "@/components/lesbundels/server";

/** Spec §2: the details page opens its tab lessen. */
export default async function LesbundelDetailsPage({ params }: { params: Promise<{ admnr: string; lesbundel: string }> }) {
  const { admnr, lesbundel } = await params;
  const p = await bundelPagina(admnr, lesbundel);
  redirect(`/${p.admnr}/Lesbundels/details/${p.id}/lessen`);
}
