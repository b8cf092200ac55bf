import { notFound, redirect } from "next/navigation";
import { requirePage } from "@/lib/auth/page";
import { beheerItemsFor } from "@/lib/navigation";
import { guards } from "@/lib/permissions";

/** The settings index opens the first item the user may use. */
export default async function BeheerIndex({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { tenant } = await requirePage(admnr, guards.instellingen);
  const first = beheerItemsFor(tenant.permissions)[0];
  if (!first) notFound();
  redirect(`/${tenant.administratieNr}/beheer/${first.segment}`);
}
