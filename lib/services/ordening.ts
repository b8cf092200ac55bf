import { badRequest, notFound } from "@/lib/api/errors";
import { db } from "@/lib/db/client";
import { aantalTekst } from "@/lib/format";
import type { TenantContext } from "@/lib/api/context";

/**
 * Checks that `nieuw` is a permutation of `huidig` (same items, each once). 400 naming the field
 * otherwise, so a stale screen cannot drop or duplicate items.
 */
export function checkPermutatie(huidig: readonly number[], nieuw: readonly number[], veld: string, wat: string) {
  const set = new Set(nieuw);
  const fout =
    set.size !== nieuw.length
      ? `${wat} komt meer dan eens voor in de nieuwe volgorde`
      : nieuw.length !== huidig.length || huidig.some((n) => !set.has(n))
        ? `de nieuwe volgorde moet precies alle ${huidig.length} huidige ${wat} bevatten`
        : null;
  if (fout) throw badRequest(`${veld}: ${fout}.`, [{ path: veld, message: fout }]);
}

/** The package as used by this administration (AdministratieLeerroutepakket); 404 when not in use here. */
export async function pakketInGebruik(ctx: TenantContext, leerroutepakketId: number) {
  const row = await db.administratieLeerroutepakket.findUnique({
    where: { administratieNr_leerroutepakketId: { administratieNr: ctx.administratieNr, leerroutepakketId } },
    include: { leerroutepakket: { select: { id: true, naam: true, klantId: true } } },
  });
  if (!row) throw notFound(`Leerroutepakket ${leerroutepakketId}`);
  return row;
}

/** "3 onderwijsplannen, 1 groep": the non-zero counts, for refusal messages. */
export function telling(items: [number, string, string][]) {
  return items
    .filter(([n]) => n > 0)
    .map(([n, een, meer]) => aantalTekst(n, een, meer))
    .join(", ");
}
