import type { Metadata } from "next";
import { EdexWizard } from "@/components/beheer/edex-wizard";
import { requirePage } from "@/lib/auth/page";
import { guards } from "@/lib/permissions";

export const metadata: Metadata = { title: "Importeren" };

export default async function ImportPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.import);
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Importeren</h1>
        <p className="text-sm text-muted-foreground">Leerlingen, groepen en leerkrachten overnemen uit het leerlingadministratiesysteem.</p>
      </div>
      <EdexWizard admnr={ctx.administratieNr} />
    </div>
  );
}
