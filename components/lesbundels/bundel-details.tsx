"use client";

import { useQuery } from "@tanstack/react-query";
import { Clock, Files, Globe, MoveRight, Send, Users } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, useId, useState, type ReactNode } from "react";
import { AddDialog, EditDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { FoutMelding } from "@/components/kit/fout-melding";
import { LaadBijOpenen } from "@/components/kit/laad-bij-openen";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { SectionCard } from "@/components/kit/section-card";
import { SortableList } from "@/components/ui/sortable-list";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { LesBundelDetailsView } from "@/lib/services/lesbundels";

/** Sharing with colleagues and moving a lesson: dialogs loaded on their button's first click (issue 27). */
const laadDelen = () => import("./bundel-delen");
const CollegasDelen = lazy(() => laadDelen().then((m) => ({ default: m.CollegasDelen })));
const laadVerplaatsen = () => import("./les-verplaatsen");
const LesVerplaatsen = lazy(() => laadVerplaatsen().then((m) => ({ default: m.LesVerplaatsen })));
import { BeoordeelKnoppen } from "./beoordeel-knoppen";
import { BundelStatus } from "./bundel-status";

export const BUNDEL_TABS = ["lessen", "leerroutepakketten"] as const;

export function useBundel(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.lesbundels(admnr, "details", id),
    queryFn: async ({ signal }) => (await api.getJson<LesBundelDetailsView>(`/api/LesBundels/Details/${id}`, { administratieNr: admnr, signal }))!,
  });
}

/** Name, status, the bundle's actions (edit, share with the customer, publish, delete) and the tabs. */
export function BundelHeader({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.lesbundels");
  const router = useRouter();
  const { data: b } = useBundel(admnr, id);
  const opties = { administratieNr: admnr };
  const invalidate = [queryKeys.lesbundels(admnr)];
  const bijwerken = useApiMutation({
    mutationFn: (v: { id: number; naam: string; omschrijving?: string | null }) => api.post("/api/LesBundels/Update", v, opties),
    success: (_r, v) => t("bewerken.gelukt", { naam: v.naam }),
    toastError: false,
    invalidate,
  });
  const publiceren = useApiMutation({
    mutationFn: (gepubliceerd: boolean) => api.post("/api/LesBundels/Publish", { id, gepubliceerd }, opties),
    success: (_r, g) => t(g ? "publiceren.gelukt" : "publiceren.ingetrokken", { naam: b?.naam ?? "" }),
    toastError: false,
    invalidate,
  });
  const delen = useApiMutation({
    mutationFn: (gedeeld: boolean) =>
      api.post("/api/LesBundels/share", { id, gedeeld, medewerkers: (b?.medewerkers ?? []).map((m) => ({ gebruikerId: m.id, administratieNr: m.administratieNr, magBewerken: m.magBewerken })) }, opties),
    success: (_r, g) => t(g ? "delen.gelukt" : "delen.ingetrokken", { naam: b?.naam ?? "" }),
    toastError: false,
    invalidate,
  });
  const verwijderen = useApiMutation({
    mutationFn: () => api.delete(`/api/LesBundels/Delete/${id}`, opties),
    success: t("verwijderen.gelukt", { naam: b?.naam ?? "" }),
    toastError: false,
    invalidate,
    onSuccess: () => router.push(`/${admnr}/Lesbundels`),
  });
  if (!b) return null;
  const basis = `/${admnr}/Lesbundels/details/${id}`;
  return (
    <div className="space-y-4">
      <PageHeader
        title={b.naam}
        description={b.omschrijving ?? undefined}
        back={{ href: `/${admnr}/Lesbundels`, label: t("terug") }}
        actions={
          b.magBeheren ? (
            <div className="flex flex-wrap gap-2">
              <EditDialog
                label={t("bewerken.knop")}
                text={t("bewerken.knop")}
                schema={() => import("@/lib/schemas/lesbundels").then((m) => m.lesBundelBijwerken)}
                defaultValues={{ id: b.id, naam: b.naam, omschrijving: b.omschrijving ?? "" }}
                submitLabel={t("bewerken.opslaan")}
                onSubmit={(v) => bijwerken.mutateAsync(v)}
              >
                <TextField name="naam" label={t("velden.naam")} maxLength={200} />
                <TextField name="omschrijving" label={t("velden.omschrijving")} multiline maxLength={2000} />
              </EditDialog>
              <Omschakelen soort="delen" aan={b.gedeeld} naam={b.naam} icon={<Globe aria-hidden className="size-4" />} mutatie={delen} />
              <LaadBijOpenen trigger={<DelenKnop aantal={b.medewerkers.length} />} laad={laadDelen}>
                {(trigger) => <CollegasDelen admnr={admnr} bundel={b} trigger={trigger} initialOpen />}
              </LaadBijOpenen>
              <Omschakelen soort="publiceren" aan={b.gepubliceerd} naam={b.naam} icon={<Send aria-hidden className="size-4" />} mutatie={publiceren} />
              <ConfirmDelete
                label={t("verwijderen.knop", { naam: b.naam })}
                text={t("verwijderen.kort")}
                title={t("verwijderen.vraag", { naam: b.naam })}
                description={t("verwijderen.uitleg", { aantal: b.lessen.length })}
                onConfirm={() => verwijderen.mutateAsync()}
              />
            </div>
          ) : undefined
        }
      >
        <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
          <BundelStatus bundel={b} />
          <span>{t("auteurIs", { naam: b.eigen ? t("ikZelf") : b.auteur.naam })}</span>
        </div>
      </PageHeader>
      <RouteTabs label={t("tabs.label")} items={BUNDEL_TABS.map((s) => ({ href: `${basis}/${s}`, label: t(`tabs.${s}`) }))} />
    </div>
  );
}

/** Tab lessen: the lessons in order (drag, keyboard, buttons), add and delete. */
export function LessenTab({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.lesbundels.lessen");
  const { data: b } = useBundel(admnr, id);
  const opties = { administratieNr: admnr };
  const invalidate = [queryKeys.lesbundels(admnr)];
  const toevoegen = useApiMutation({
    mutationFn: (v: { naam: string; omschrijving?: string | null; duurMinuten?: number | null }) => api.post("/api/Lessen/Add", { ...v, lesBundelId: id }, opties),
    success: (_r, v) => t("toegevoegd", { naam: v.naam }),
    toastError: false,
    invalidate,
  });
  const ordenen = useApiMutation({
    mutationFn: (lesIds: number[]) => api.post("/api/Lessen/reorganise", { lesBundelId: id, lesIds }, opties),
    error: t("volgordeMislukt"),
    invalidate,
  });
  const verwijderen = useApiMutation({
    mutationFn: (les: { id: number; naam: string }) => api.delete(`/api/Lessen/Delete/${les.id}`, opties),
    success: (_r, les) => t("verwijderd", { naam: les.naam }),
    toastError: false,
    invalidate,
  });
  if (!b) return null;
  return (
    <SectionCard
      title={t("titel")}
      description={b.magBeheren ? t("uitlegBeheer") : t("uitleg")}
      action={
        b.magBeheren ? (
          <AddDialog
            label={t("toevoegen")}
            schema={() => import("@/lib/schemas/lesbundels").then((m) => m.lesVelden)}
            defaultValues={{ naam: "", omschrijving: "" }}
            submitLabel={t("opslaan")}
            onSubmit={(v) => toevoegen.mutateAsync(v)}
          >
            <TextField name="naam" label={t("velden.naam")} maxLength={200} />
            <TextField name="omschrijving" label={t("velden.omschrijving")} multiline maxLength={2000} />
            <TextField name="duurMinuten" label={t("velden.duur")} type="number" />
          </AddDialog>
        ) : undefined
      }
    >
      {b.lessen.length === 0 ? (
        <EmptyState title={t("leeg")} description={b.magBeheren ? t("leegToevoegen") : undefined} />
      ) : (
        <SortableList
          label={t("lijstLabel", { naam: b.naam })}
          items={b.lessen}
          readOnly={!b.magBeheren}
          onReorder={(ids) => ordenen.mutateAsync(ids)}
          render={(les) => (
            <div className="flex flex-1 flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <Link href={`/${admnr}/Lesbundels/les/${les.id}`} className="font-medium underline-offset-4 hover:underline">
                  {les.naam}
                </Link>
                {les.omschrijving ? <p className="truncate text-sm text-muted-foreground">{les.omschrijving}</p> : null}
              </div>
              <div className="flex items-center gap-3 text-sm text-muted-foreground">
                {les.duurMinuten ? (
                  <span className="inline-flex items-center gap-1">
                    <Clock aria-hidden className="size-4" />
                    {t("minuten", { aantal: les.duurMinuten })}
                  </span>
                ) : null}
                <span className="inline-flex items-center gap-1">
                  <Files aria-hidden className="size-4" />
                  {t("bronnen", { aantal: les.aantalBronnen })}
                </span>
                {b.magBeheren ? (
                  <LaadBijOpenen trigger={<VerplaatsKnop naam={les.naam} />} laad={laadVerplaatsen}>
                    {(trigger) => <LesVerplaatsen admnr={admnr} les={les} vanBundel={b.id} trigger={trigger} initialOpen />}
                  </LaadBijOpenen>
                ) : null}
                {b.magBeheren ? (
                  <ConfirmDelete
                    label={t("verwijderen", { naam: les.naam })}
                    title={t("verwijderenVraag", { naam: les.naam })}
                    description={t("verwijderenUitleg")}
                    onConfirm={() => verwijderen.mutateAsync(les)}
                  />
                ) : null}
              </div>
            </div>
          )}
        />
      )}
    </SectionCard>
  );
}

interface Keuze {
  id?: number;
  nummer?: number;
  naam: string;
}

/** Tab leerroutepakketten: linked phase cells, open suggestions, link (managers) or propose (others). */
export function FasenTab({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.lesbundels.fasen");
  const { data: b } = useBundel(admnr, id);
  const opties = { administratieNr: admnr };
  const invalidate = [queryKeys.lesbundels(admnr), queryKeys.leerroutepakketten(admnr)];
  type Cel = { leerroutepakketId: number; faseNummer: number; leerrouteNummer: number; domeinId: number };
  const actie = useApiMutation({
    mutationFn: (v: Cel & { actie: "koppelen" | "ontkoppelen" | "voorstellen" | "accepteren" | "afwijzen" }) => api.post("/api/LesBundels/LinkFase", { ...v, lesBundelId: id }, opties),
    success: (_r, v) => t(`gelukt.${v.actie}`),
    invalidate,
  });
  const formId = useId();
  const [pakket, setPakket] = useState<number | null>(null);
  const [keuze, setKeuze] = useState<{ fase: string; leerroute: string; domein: string }>({ fase: "", leerroute: "", domein: "" });
  const [fout, setFout] = useState<string>();
  const pakketten = useQuery({
    queryKey: queryKeys.leerroutepakketten(admnr),
    queryFn: async ({ signal }) => (await api.getJson<{ id: number; naam: string }[]>("/api/Leerroutepakketten", { administratieNr: admnr, signal })) ?? [],
  });
  const delen = useQuery({
    queryKey: queryKeys.lesbundels(admnr, "pakketdelen", pakket ?? 0),
    enabled: pakket !== null,
    queryFn: async ({ signal }) => {
      const [fasen, leerroutes, domeinen] = await Promise.all([
        api.getJson<Keuze[]>(`/api/Leerroutepakketfasen/voorPakket/${pakket}`, { administratieNr: admnr, signal }),
        api.getJson<Keuze[]>(`/api/Leerroutes/Leerroutepakket/${pakket}`, { administratieNr: admnr, signal }),
        api.getJson<Keuze[]>(`/api/Leerroutepakketten/Domeinen/${pakket}`, { administratieNr: admnr, signal }),
      ]);
      return { fasen: fasen ?? [], leerroutes: leerroutes ?? [], domeinen: domeinen ?? [] };
    },
  });
  if (!b) return null;
  const magKoppelen = b.magKoppelen;
  const celNaam = (c: { leerroutepakketNaam: string; faseNaam: string; leerrouteNaam: string; domeinNaam: string }) =>
    t("celNaam", { pakket: c.leerroutepakketNaam, fase: c.faseNaam, leerroute: c.leerrouteNaam, domein: c.domeinNaam });
  const sleutel = (c: Cel) => ({ leerroutepakketId: c.leerroutepakketId, faseNummer: c.faseNummer, leerrouteNummer: c.leerrouteNummer, domeinId: c.domeinId });
  const kies = (veld: keyof typeof keuze, waarde: string) => setKeuze((k) => ({ ...k, [veld]: waarde }));
  const velden: { veld: keyof typeof keuze; label: string; opties: { value: number; label: string }[] }[] = [
    { veld: "fase", label: t("fase"), opties: (delen.data?.fasen ?? []).map((f) => ({ value: f.nummer!, label: f.naam })) },
    { veld: "leerroute", label: t("leerroute"), opties: (delen.data?.leerroutes ?? []).map((l) => ({ value: l.nummer!, label: l.naam })) },
    { veld: "domein", label: t("domein"), opties: (delen.data?.domeinen ?? []).map((d) => ({ value: d.id!, label: d.naam })) },
  ];
  return (
    <div className="space-y-6">
      <SectionCard title={t("titel")} description={t("uitleg")}>
        {b.fasen.length === 0 ? (
          <EmptyState title={t("leeg")} />
        ) : (
          <ul className="divide-y">
            {b.fasen.map((c) => (
              <li key={`${c.leerroutepakketId}-${c.faseNummer}-${c.leerrouteNummer}-${c.domeinId}`} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  href={`/${admnr}/leerroutepakketten/${c.leerroutepakketId}/${c.faseNummer}/${c.leerrouteNummer}/${c.domeinId}/lesbundels`}
                  className="underline-offset-4 hover:underline"
                >
                  {celNaam(c)}
                </Link>
                {magKoppelen ? (
                  <ConfirmDelete
                    label={t("ontkoppelen", { cel: celNaam(c) })}
                    text={t("ontkoppelenKort")}
                    title={t("ontkoppelenVraag", { cel: celNaam(c) })}
                    confirmLabel={t("ontkoppelenKort")}
                    onConfirm={() => actie.mutateAsync({ ...sleutel(c), actie: "ontkoppelen" })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      {b.suggesties.length > 0 ? (
        <SectionCard title={t("voorstellen")} description={magKoppelen ? t("voorstellenUitlegBeheer") : t("voorstellenUitleg")}>
          <ul className="divide-y">
            {b.suggesties.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <div>
                  <p>{celNaam(s)}</p>
                  <p className="text-sm text-muted-foreground">{t("voorgesteldDoor", { naam: s.voorgesteldDoor })}</p>
                  {s.toelichting ? <p className="text-sm">{s.toelichting}</p> : null}
                </div>
                {magKoppelen ? (
                  <BeoordeelKnoppen
                    labels={{ accepteren: t("accepteren", { cel: celNaam(s) }), afwijzen: t("afwijzen", { cel: celNaam(s) }), accepterenKort: t("accepterenKort"), afwijzenKort: t("afwijzenKort") }}
                    onActie={(a) => actie.mutate({ ...sleutel(s), actie: a })}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        </SectionCard>
      ) : null}
      <SectionCard title={magKoppelen ? t("koppelenTitel") : t("voorstellenTitel")} description={magKoppelen ? t("koppelenUitleg") : t("voorstellenNieuwUitleg")}>
        <form
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
          onSubmit={async (e) => {
            e.preventDefault();
            setFout(undefined);
            if (!pakket || !keuze.fase || !keuze.leerroute || !keuze.domein) {
              setFout(t("kiesAlles"));
              return;
            }
            try {
              await actie.mutateAsync({ leerroutepakketId: pakket, faseNummer: Number(keuze.fase), leerrouteNummer: Number(keuze.leerroute), domeinId: Number(keuze.domein), actie: magKoppelen ? "koppelen" : "voorstellen" });
            } catch {
              // useApiMutation shows the server's refusal.
            }
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={`${formId}-pakket`}>{t("pakket")}</Label>
            <NativeSelect
              id={`${formId}-pakket`}
              value={pakket ?? ""}
              onChange={(e) => {
                setPakket(e.target.value ? Number(e.target.value) : null);
                setKeuze({ fase: "", leerroute: "", domein: "" });
              }}
            >
              <NativeSelectOption value="">{t("kies")}</NativeSelectOption>
              {(pakketten.data ?? []).map((p) => (
                <NativeSelectOption key={p.id} value={p.id}>
                  {p.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          {velden.map((v) => (
            <div key={v.veld} className="grid gap-2">
              <Label htmlFor={`${formId}-${v.veld}`}>{v.label}</Label>
              <NativeSelect id={`${formId}-${v.veld}`} value={keuze[v.veld]} disabled={!pakket} onChange={(e) => kies(v.veld, e.target.value)}>
                <NativeSelectOption value="">{t("kies")}</NativeSelectOption>
                {v.opties.map((o) => (
                  <NativeSelectOption key={o.value} value={o.value}>
                    {o.label}
                  </NativeSelectOption>
                ))}
              </NativeSelect>
            </div>
          ))}
          <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-4">
            <Button type="submit" disabled={actie.isPending}>
              {magKoppelen ? t("koppelenKnop") : t("voorstellenKnop")}
            </Button>
            <FoutMelding fout={fout} />
          </div>
        </form>
      </SectionCard>
    </div>
  );
}

function DelenKnop({ aantal, ...props }: { aantal: number } & Omit<ButtonProps, "children">) {
  const t = useTranslations("planning.lesbundels.collegas");
  return (
    <Button variant="outline" {...props}>
      <Users aria-hidden className="size-4" />
      {aantal ? t("knopAantal", { aantal }) : t("knop")}
    </Button>
  );
}

function VerplaatsKnop({ naam, ...props }: { naam: string } & Omit<ButtonProps, "children">) {
  const t = useTranslations("planning.lesbundels.verplaatsen");
  return (
    <Button type="button" variant="ghost" size="sm" aria-label={t("knopLabel", { naam })} {...props}>
      <MoveRight aria-hidden className="size-4" />
      {t("knop")}
    </Button>
  );
}

/**
 * A toggle of the bundle behind a confirmation: share with the customer (`delen`) or publish
 * (`publiceren`); the texts come from `planning.lesbundels.<soort>` (knop/vraag/uitleg when off,
 * intrekken/intrekkenVraag/intrekkenUitleg when on).
 */
function Omschakelen({
  soort,
  aan,
  naam,
  icon,
  mutatie,
}: {
  soort: "delen" | "publiceren";
  aan: boolean;
  naam: string;
  icon: ReactNode;
  mutatie: { isPending: boolean; mutateAsync: (aan: boolean) => Promise<unknown> };
}) {
  const t = useTranslations("planning.lesbundels");
  return (
    <ConfirmDelete
      destructive={false}
      trigger={
        <Button variant="outline" disabled={mutatie.isPending}>
          {icon}
          {t(aan ? `${soort}.intrekken` : `${soort}.knop`)}
        </Button>
      }
      title={t(aan ? `${soort}.intrekkenVraag` : `${soort}.vraag`, { naam })}
      description={t(aan ? `${soort}.intrekkenUitleg` : `${soort}.uitleg`)}
      confirmLabel={t(aan ? `${soort}.intrekken` : `${soort}.knop`)}
      onConfirm={() => mutatie.mutateAsync(!aan)}
    />
  );
}
