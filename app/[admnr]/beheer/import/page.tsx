import type { Metadata } from "next";
import { ImportBronnen } from "@/components/beheer/import-bronnen";
import { requirePage } from "@/lib/auth/page";
import { guards } from "@/lib/permissions";
import { huidigSchooljaar } from "@/lib/schooljaar";

export const metadata: Metadata = { title: "Importeren" };

/** Both importers behind the Import guard: the EDEX wizard and the spreadsheet pupil import (?bron=spreadsheet). */
export default async function ImportPage({ params, searchParams }: { params: Promise<{ admnr: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr } = await params;
  const sp = await searchParams;
  const { ctx } = await requirePage(admnr, guards.import);
  const bron = String(sp.bron ?? "").toLowerCase() === "spreadsheet" ? "spreadsheet" : "edex";
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Importeren</h1>
        <p className="text-sm text-muted-foreground">
          Leerlingen, groepen en leerkrachten overnemen uit het leerlingadministratiesysteem (EDEX), of leerlingen inlezen uit een spreadsheet.
        </p>
      </div>
      <ImportBronnen admnr={ctx.administratieNr} huidig={huidigSchooljaar()} bron={bron} />
    </div>
  );
}
