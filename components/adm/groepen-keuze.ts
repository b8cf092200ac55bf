import type { PermissionsView } from "@/lib/client/hooks";
import { guards } from "@/lib/permissions";

/**
 * The groups call for choosing a group to put pupils in: all (or a branch's) groups when the user
 * may list them, else the own groups (spec §6 filters); the caller keeps those it may write.
 * Apart from groep-form.tsx so the pupil form (and with it the pupil list) does not carry the
 * group form's messages (issue 27).
 */
export function groepenKeuzePad(perms: PermissionsView | undefined, schooljaar: string): string {
  const p = perms ? { ...perms, gebruikerId: perms.gebruikerId ?? "" } : undefined;
  return p && !guards.groepenAlleLezen(p) ? `/api/Groepen/Eigen/${schooljaar}` : `/api/Groepen/All/${schooljaar}`;
}
