"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, Suspense, type KeyboardEvent } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { KitForm, TextField, useSchemaForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { useGehydrateerd } from "@/lib/client/gehydrateerd";
import { queryKeys } from "@/lib/client/keys";
import { BIT_VOLGORDE, Bits } from "@/lib/permissions";
import type { RolBewerken } from "@/lib/schemas/rollen";
import type { RolMedewerker, RolView } from "@/lib/services/rollen";

/** The members' table with its row selection loads after hydration (issue 27; rol-medewerkers.tsx says why). */
const MedewerkersKiezer = lazy(() => import("./rol-medewerkers").then((m) => ({ default: m.MedewerkersKiezer })));

export function useRol(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.rol(admnr, id),
    queryFn: ({ signal }) => api.getJson<RolView>(`/api/Rollen/details/${id}`, { administratieNr: admnr, signal }),
  });
}

export function useRolMedewerkers(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.rolMedewerkers(admnr, id),
    queryFn: async ({ signal }) => (await api.getJson<RolMedewerker[]>(`/api/Rollen/details/${id}/medewerkers`, { administratieNr: admnr, signal })) ?? [],
  });
}

export function RolDetails({ admnr, id, medewerkers }: { admnr: number; id: number; medewerkers: RolMedewerker[] }) {
  const t = useTranslations("beheer.rollen");
  const { data: rol } = useRol(admnr, id);
  const { data: leden } = useRolMedewerkers(admnr, id);
  const gehydrateerd = useGehydrateerd();
  if (!rol || !leden) return null;
  return (
    <section className="space-y-6">
      <PageHeader back={{ href: `/${admnr}/beheer/rollen`, label: t("terug") }} title={t("details.titel", { naam: rol.naam })} description={t("details.aantallen", { medewerkers: rol.aantalMedewerkers, apiKeys: rol.aantalApiKeys })} />
      {/* Keyed by the saved state, so a save or a refetch starts the editor from what is stored. */}
      <RechtenEditor key={JSON.stringify([rol.naam, rol.permissies])} admnr={admnr} rol={rol} />
      {gehydrateerd ? (
        <Suspense fallback={<LedenLaden />}>
          <MedewerkersKiezer key={leden.map((m) => m.id).join()} admnr={admnr} id={id} leden={leden} alle={medewerkers} />
        </Suspense>
      ) : (
        <LedenLaden />
      )}
    </section>
  );
}

const waarden = (rol: RolView): RolBewerken => ({
  id: rol.id,
  naam: rol.naam,
  permissies: rol.permissies.map((p) => ({ functiegebied: p.functiegebied, bits: p.bits })),
});

function RechtenEditor({ admnr, rol }: { admnr: number; rol: RolView }) {
  const t = useTranslations("beheer.rollen.rechten");
  const qc = useQueryClient();
  const router = useRouter();
  const form = useSchemaForm(() => import("@/lib/schemas/rollen").then((m) => m.rolBewerken), waarden(rol));
  const save = useApiMutation({
    mutationFn: async (v: RolBewerken) => (await api.post<RolView>("/api/Rollen/Edit", v, { administratieNr: admnr })).data!,
    // The signed-in user may hold this role: their rights and menu follow at once.
    invalidate: [queryKeys.permissies(admnr)],
    toastError: false,
    success: (nieuw) => t("opgeslagen", { naam: nieuw.naam }),
    onSuccess: (nieuw) => {
      qc.setQueryData(queryKeys.rol(admnr, rol.id), nieuw);
      void qc.invalidateQueries({ queryKey: queryKeys.rollen(admnr), exact: true });
      router.refresh();
    },
  });
  const { isDirty, isSubmitting } = form.formState;

  return (
    <SectionCard title={t("titel")} description={t("uitleg")}>
      <KitForm form={form} onSubmit={(v) => save.mutateAsync(v)} className="gap-4">
        <TextField name="naam" label={t("naam")} className="max-w-md" />
        <RechtenRaster rol={rol} />
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" disabled={isSubmitting || !isDirty}>
            {isSubmitting ? t("bezig") : t("opslaan")}
          </Button>
          <Button type="button" variant="ghost" disabled={!isDirty} onClick={() => form.reset(waarden(rol))}>
            {t("ongedaan")}
          </Button>
          {isDirty && <span className="text-sm text-muted-foreground">{t("gewijzigd")}</span>}
        </div>
      </KitForm>
    </SectionCard>
  );
}

/** Arrow keys move between the checkboxes of the grid (Tab still walks through them in order). */
function pijltjes(e: KeyboardEvent<HTMLTableElement>) {
  const cel = (e.target as HTMLElement).closest("td");
  const rij = cel?.parentElement as HTMLTableRowElement | null;
  if (!cel || !rij) return;
  const stap: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const [dr, dk] = stap[e.key] ?? [0, 0];
  if (dr === 0 && dk === 0) return;
  // Cell 0 of a row is the area's heading.
  const kolom = cel.cellIndex + dk;
  const volgende = kolom > 0 ? e.currentTarget.tBodies[0]?.rows[rij.sectionRowIndex + dr]?.cells[kolom]?.querySelector("input") : null;
  if (volgende) {
    e.preventDefault();
    volgende.focus();
  }
}

/** The bits per area as a grid of checkboxes on the form's `permissies` (names from the permissies messages). */
function RechtenRaster({ rol }: { rol: RolView }) {
  const t = useTranslations("beheer.rollen.rechten");
  const tp = useTranslations("permissies");
  const { control, setValue } = useFormContext<RolBewerken>();
  const permissies = useWatch({ control, name: "permissies" }) ?? [];
  // One class on the table styles its rows and cells (issue 27: ~110 cells with their own classes
  // and Radix checkboxes — a button and a hidden bubble input each — were 60 KB of HTML); the
  // browser's checkbox is one element, a checkbox to assistive technology and Space toggles it;
  // the table's class styles them too (as .ui-vinkje), and arrows find them by their cell.
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1.5 [&_td]:text-center [&_tr]:border-b [&_tbody_th]:px-2 [&_tbody_th]:py-1.5 [&_tbody_th]:text-left [&_tbody_th]:font-medium [&_tbody_tr]:hover:bg-muted/50 [&_input]:size-4 [&_input]:cursor-pointer [&_input]:align-middle [&_input]:accent-primary" onKeyDown={pijltjes}>
        <caption className="sr-only">{t("raster", { naam: rol.naam })}</caption>
        <thead>
          <tr>
            <th scope="col" className="h-10 px-2 text-left font-medium">
              {t("functiegebied")}
            </th>
            {BIT_VOLGORDE.map((bit) => (
              <th key={bit} scope="col" className="h-10 px-2 text-center font-medium">
                {tp(`bits.${bit}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rol.permissies.map((p, rij) => {
            const gebied = tp(`functiegebieden.${p.naam}`);
            const masker = permissies[rij]?.bits ?? 0;
            return (
              <tr key={p.functiegebied}>
                <th scope="row">{gebied}</th>
                {BIT_VOLGORDE.map((bit) => (
                  <td key={bit}>
                    <input
                      type="checkbox"
                      aria-label={t("cel", { gebied, bit: tp(`bits.${bit}`) })}
                      checked={(masker & Bits[bit]) !== 0}
                      onChange={(e) => setValue(`permissies.${rij}.bits`, e.currentTarget.checked ? masker | Bits[bit] : masker & ~Bits[bit], { shouldDirty: true })}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The members' card while its table loads: its title and explanation, so nothing moves when it comes. */
function LedenLaden() {
  const t = useTranslations("beheer.rollen.medewerkers");
  return (
    <SectionCard title={t("titel")} description={t("uitleg")} contentClassName="space-y-3">
      <Skeleton className="h-4 w-48" />
      <Skeleton className="h-40 w-full" />
    </SectionCard>
  );
}
