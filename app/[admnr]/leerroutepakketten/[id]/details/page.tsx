import { redirect } from "next/navigation";
import { pakketPagina } from "@/components/leerroutepakketten/server";

export default async function LeerroutepakketDetailsPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  const p = await pakketPagina(admnr, id);
  redirect(`/${p.admnr}/leerroutepakketten/${p.id}/details/stroomplan`);
}
