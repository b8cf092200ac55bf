import { z } from "@hono/zod-openapi";
import { guards } from "@/lib/permissions";
import { idParam, type Permission } from "../route";

/**
 * Route-level check of every package write: Leerroutepakketten manage within the caller's own
 * customer (guards.leerroutepakketBeheren with the caller's klantId). The service then checks the
 * package itself: same klantId and owned by this administration (a published package of another
 * administration is read-only → 403; invisible → 404).
 */
export const leerroutepakketBeheren: Permission = {
  name: guards.leerroutepakketBeheren.key,
  check: (p) => guards.leerroutepakketBeheren(p, { klantId: p.klantId }),
};

export const pakketIdParam = () => idParam("Id van het leerroutepakket");

/** A positive integer id in a body, with a Dutch message naming the field. */
export const bodyId = (veld: string) =>
  z.number({ error: `${veld}: vul een geheel getal in` }).int({ error: `${veld}: moet een geheel getal zijn` }).positive({ error: `${veld}: moet groter dan 0 zijn` });

/** A reordering: every id of the current items once, at most a sane number. */
export const volgorde = (veld: string) => z.array(bodyId(veld), { error: `${veld}: geef de nieuwe volgorde als lijst van ids` }).max(10_000);
