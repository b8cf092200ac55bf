import { redirect } from "next/navigation";
import { celPagina, type CelParams } from "@/components/leerroutepakketten/cel-server";

export default async function CelPage({ params }: { params: Promise<CelParams> }) {
  const p = await celPagina(params);
  redirect(`${p.basis}/indicatoren`);
}
