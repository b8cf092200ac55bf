import { redirect } from "next/navigation";
import { requirePage } from "@/lib/auth/page";
import { guards } from "@/lib/permissions";

/** overzichten/{periode}: the first tab (Pervakgebied), keeping the searches. */
export default async function OverzichtPeriode({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string; periode: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr, schooljaar, periode } = await params;
  await requirePage(admnr, guards.evaluatiesLezen);
  const q = new URLSearchParams(Object.entries(await searchParams).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
  const s = q.toString();
  redirect(`/${admnr}/schooljaar/${schooljaar}/overzichten/${encodeURIComponent(periode)}/Pervakgebied${s ? `?${s}` : ""}`);
}
