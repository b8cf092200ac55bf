import { CelKop } from "@/components/leerroutepakketten/cel-kop";
import { celPagina, type CelParams } from "@/components/leerroutepakketten/cel-server";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { metBerichten } from "@/components/providers/berichten";

async function CelLayout({ params, children }: { params: Promise<CelParams>; children: React.ReactNode }) {
  const p = await celPagina(params);
  return (
    <div className="space-y-6">
      <CompacteHydratie state={compacteStaat(p.qc)}>
        <CelKop cel={p.cel} />
      </CompacteHydratie>
      {children}
    </div>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/[fase]/[lr]/[domein]/layout", CelLayout);
