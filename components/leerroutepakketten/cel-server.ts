import "server-only";
import { notFound } from "next/navigation";
import { queryKeys } from "@/lib/client/keys";
import { getFase } from "@/lib/services/leerroutepakketfasen";
import { ofNotFound, pakketPagina, routeId } from "./server";

export interface CelParams {
  admnr: string;
  id: string;
  fase: string;
  lr: string;
  domein: string;
}

/**
 * Every page of a cell ({fase}/{lr}/{domein}): the package visible to the administration, and a
 * phase, route and domain of that package; else the not-found page. The query client holds the
 * package and the phase's grid (the cell's header reads it).
 */
export async function celPagina(params: Promise<CelParams>) {
  const { admnr, id, fase, lr, domein } = await params;
  const p = await pakketPagina(admnr, id);
  const cel = { admnr: p.admnr, id: p.id, fase: routeId(fase), lr: routeId(lr), domein: routeId(domein) };
  const raster = await ofNotFound(getFase(p.ctx, p.id, cel.fase));
  if (!raster.leerroutes.some((l) => l.nummer === cel.lr) || !raster.domeinen.some((d) => d.id === cel.domein)) notFound();
  p.qc.setQueryData(queryKeys.leerroutepakketFase(p.admnr, p.id, cel.fase), raster);
  return { ...p, cel, basis: `/${p.admnr}/leerroutepakketten/${p.id}/${cel.fase}/${cel.lr}/${cel.domein}` };
}
