"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Mail, RotateCcw, Trash2, UserX } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EditButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { FormDialog } from "@/components/kit/form-dialog";
import { PageHeader } from "@/components/kit/page-header";
import { RouteTabs } from "@/components/kit/route-tabs";
import { RowLink } from "@/components/kit/row-link";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { briefaanhef, formatDatumTijd, formatLijst } from "@/lib/format";
import type { MedewerkerDetails as Details, MedewerkerGroepView, MedewerkerLesbundelView } from "@/lib/services/medewerkers";
import { MedewerkerStatus, NaamLinks, type MedewerkerLinks } from "./gebruikers-screen";
import { useMedewerkerDetails } from "./medewerker-gegevens";
import { GESLACHTEN, MEDEWERKER_TABS, type MedewerkerTabNaam } from "./medewerker-keuzes";

/** The e-mail dialog's schema, loaded with it (issue 27). */
const emailWijzigen = () => import("@/lib/schemas/medewerkers").then((m) => m.emailWijzigen);

/** Endpoint per tab; the answers share one query key per tab. */
const MEDEWERKER_TAB_PAD: Record<MedewerkerTabNaam, string> = {
  rollen: "Rollen",
  vestigingen: "Vestigingen",
  groepen: "Groepen",
  lesbundels: "Lesbundels",
};

/** Header of the staff details: names, addressing, state and the actions (each confirmed first). */
export function MedewerkerKop({ admnr, id }: { admnr: number; id: string }) {
  const t = useTranslations("beheer.gebruikers");
  const { data: m } = useMedewerkerDetails(admnr, id);
  const qc = useQueryClient();
  const router = useRouter();
  const invalidate = [queryKeys.medewerkers(admnr)];
  const bijgewerkt = (d: Details) => qc.setQueryData(queryKeys.medewerker(admnr, id), d);

  const deactiveer = useApiMutation({
    mutationFn: async () => (await api.delete<Details>(`/api/Medewerkers/Deactivate/${id}`, { administratieNr: admnr })).data!,
    invalidate,
    toastError: false,
    success: (d) => t("details.deactiveren.gelukt", { naam: d.naam }),
    onSuccess: bijgewerkt,
  });
  const heractiveer = useApiMutation({
    // The call answers a small text file (a confirmation); its last lines say what was mailed.
    mutationFn: async () => (await api.request<string>("POST", "/api/Medewerkers/Reactivate", { administratieNr: admnr, body: { id }, responseType: "text" })).data ?? "",
    invalidate,
    toastError: false,
    success: (tekst) => tekst.trim().split(/\r?\n/).slice(3).join(" ") || t("details.heractiveren.gelukt"),
  });
  const verwijder = useApiMutation({
    mutationFn: () => api.delete(`/api/Medewerkers/Delete/${id}`, { administratieNr: admnr }),
    toastError: false,
    success: () => t("details.verwijderen.gelukt", { naam: m?.naam ?? "" }),
    onSuccess: () => {
      qc.removeQueries({ queryKey: queryKeys.medewerker(admnr, id) });
      void qc.invalidateQueries({ queryKey: queryKeys.medewerkers(admnr), refetchType: "none" });
      router.push(`/${admnr}/beheer/Gebruikers`);
    },
  });

  if (!m) return null;
  const auteurVan = formatLijst(
    m.auteurVan.map((a) => t(`details.auteurschap.${a.soort}`, { aantal: a.aantal })),
    t("details.en"),
  );

  return (
    <div className="space-y-4">
      <PageHeader
        back={{ href: `/${admnr}/beheer/Gebruikers`, label: t("terug") }}
        title={
          <span className="flex flex-wrap items-center gap-2">
            {m.naam} <MedewerkerStatus actief={m.actief} geactiveerd={m.geactiveerd} />
          </span>
        }
        description={m.email ?? t("lijst.geenEmail")}
        actions={
          <>
            <EditButton href={`/${admnr}/beheer/Gebruikers/bewerken/${id}`} text={t("details.bewerken")} />
            <EmailWijzigen admnr={admnr} m={m} onGewijzigd={bijgewerkt} />
            {m.actief && !m.geactiveerd && m.email && (
              <ConfirmDelete
                destructive={false}
                trigger={<Button variant="outline"><Mail aria-hidden />{t("details.uitnodiging.knop")}</Button>}
                title={t("details.uitnodiging.vraag", { naam: m.naam })}
                description={t("details.uitnodiging.uitleg", { email: m.email })}
                confirmLabel={t("details.uitnodiging.bevestig")}
                onConfirm={() => heractiveer.mutateAsync()}
              />
            )}
            {!m.actief && (
              <ConfirmDelete
                destructive={false}
                trigger={<Button variant="outline"><RotateCcw aria-hidden />{t("details.heractiveren.knop")}</Button>}
                title={t("details.heractiveren.vraag", { naam: m.naam })}
                description={
                  m.geactiveerd
                    ? t("details.heractiveren.uitlegGeactiveerd", { naam: m.naam })
                    : m.email
                      ? t("details.heractiveren.uitlegNietGeactiveerd", { naam: m.naam, email: m.email })
                      : t("details.heractiveren.uitlegZonderEmail", { naam: m.naam })
                }
                confirmLabel={t("details.heractiveren.knop")}
                onConfirm={() => heractiveer.mutateAsync()}
              />
            )}
            {!m.isZelf && m.actief && (
              <ConfirmDelete
                trigger={<Button variant="outline"><UserX aria-hidden />{t("details.deactiveren.knop")}</Button>}
                title={t("details.deactiveren.vraag", { naam: m.naam })}
                description={t("details.deactiveren.uitleg", { naam: m.naam })}
                confirmLabel={t("details.deactiveren.knop")}
                onConfirm={() => deactiveer.mutateAsync()}
              />
            )}
            {!m.isZelf && (
              // An author is refused by the server as well: the dialog then shows its 409.
              <ConfirmDelete
                trigger={
                  <Button variant="outline" className="text-destructive">
                    <Trash2 aria-hidden />
                    {t("details.verwijderen.knop")}
                  </Button>
                }
                title={t("details.verwijderen.vraag", { naam: m.naam })}
                description={m.auteurVan.length > 0 ? t("details.verwijderen.auteur", { naam: m.naam, wat: auteurVan }) : t("details.verwijderen.uitleg", { naam: m.naam })}
                onConfirm={() => verwijder.mutateAsync()}
              />
            )}
          </>
        }
      />
      {m.isZelf && <p className="text-sm text-muted-foreground">{t("details.eigenAccount")}</p>}
      {m.werktOokElders && <p className="text-sm text-muted-foreground">{t("details.email.elders", { naam: m.naam, email: m.email ?? "" })}</p>}
      <Card>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            <Gegeven term={t("details.velden.aanhef")}>{briefaanhef(m)}</Gegeven>
            <Gegeven term={t("details.velden.voornamen")}>{m.voornamen || "—"}</Gegeven>
            <Gegeven term={t("details.velden.geslacht")}>{(GESLACHTEN as readonly number[]).includes(m.geslacht) ? t(`geslachten.${m.geslacht}`) : String(m.geslacht)}</Gegeven>
            <Gegeven term={t("details.velden.account")}>{m.geactiveerd ? t("details.geactiveerd") : t("details.nietGeactiveerd")}</Gegeven>
            <Gegeven term={t("details.velden.laatstAangemeld")}>{m.laatsteLogin ? formatDatumTijd(m.laatsteLogin) : t("details.nooit")}</Gegeven>
            <Gegeven term={t("details.velden.auteurVan")}>{auteurVan || t("details.geenAuteur")}</Gegeven>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}

function Gegeven({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The sign-in address: changed here only for someone who works in this administration alone. */
function EmailWijzigen({ admnr, m, onGewijzigd }: { admnr: number; m: Details; onGewijzigd: (d: Details) => void }) {
  const t = useTranslations("beheer.gebruikers.details.email");
  const wijzig = useApiMutation({
    mutationFn: async (v: { id: string; email: string }) =>
      (await api.post<Details & { activatieVerstuurd: boolean | null }>("/api/Medewerkers/ChangeEmailAdress", v, { administratieNr: admnr })).data!,
    invalidate: [queryKeys.medewerkers(admnr)],
    toastError: false,
    success: (d) => t(d.activatieVerstuurd ? "geluktUitnodiging" : "gelukt", { naam: d.naam, email: d.email ?? "" }),
    onSuccess: onGewijzigd,
  });
  const knop = (
    <Button variant="outline" disabled={m.werktOokElders}>
      <Mail aria-hidden />
      {m.email ? t("knop") : t("toevoegen")}
    </Button>
  );
  if (m.werktOokElders) return knop;
  return (
    <FormDialog
      trigger={knop}
      title={m.email ? t("knop") : t("toevoegen")}
      description={!m.email ? t("uitlegToevoegen", { naam: m.naam }) : m.geactiveerd ? t("uitleg", { naam: m.naam }) : t("uitlegUitnodiging", { naam: m.naam })}
      schema={emailWijzigen}
      defaultValues={{ id: m.id, email: m.email ?? "" }}
      submitLabel={t("bevestig")}
      onSubmit={(v) => wijzig.mutateAsync(v)}
    >
      <TextField name="email" type="email" label={t("veld")} />
    </FormDialog>
  );
}

/** URL tabs under details/{id}; the bare details page is the rollen tab. */
export function MedewerkerTabsNav({ admnr, id }: { admnr: number; id: string }) {
  const t = useTranslations("beheer.gebruikers.details");
  const basis = `/${admnr}/beheer/Gebruikers/details/${id}`;
  return <RouteTabs label={t("onderdelen")} items={MEDEWERKER_TABS.map((tab) => ({ href: tab === "rollen" ? basis : `${basis}/${tab}`, label: t(`tabs.${tab}`) }))} />;
}

type TabData = { rollen: { id: number; naam: string }[]; vestigingen: { nr: number; naam: string }[]; groepen: MedewerkerGroepView[]; lesbundels: MedewerkerLesbundelView[] };

export function MedewerkerTab({ admnr, id, tab, links }: { admnr: number; id: string; tab: MedewerkerTabNaam; links: MedewerkerLinks }) {
  const t = useTranslations("beheer.gebruikers.details");
  const { data } = useQuery({
    queryKey: queryKeys.medewerkerTab(admnr, id, tab),
    queryFn: ({ signal }) => api.getJson<TabData[typeof tab]>(`/api/Medewerkers/${MEDEWERKER_TAB_PAD[tab]}/${id}`, { administratieNr: admnr, signal }),
  });
  if (!data) return null;
  const titel = t(`tabs.${tab}`);
  const leeg = <EmptyState title={t(`leeg.${tab}`)} />;
  return (
    <section aria-labelledby="tab-titel" className="space-y-3">
      <h2 id="tab-titel" className="text-lg font-medium">
        {titel}
      </h2>
      {tab === "rollen" ? (
        <NaamLijst items={data as TabData["rollen"]} sleutel={(r) => r.id} naam={(r) => r.naam} href={(r) => `/${admnr}/beheer/rollen/details/${r.id}`} leeg={leeg} />
      ) : tab === "vestigingen" ? (
        <NaamLijst
          items={data as TabData["vestigingen"]}
          sleutel={(v) => v.nr}
          naam={(v) => v.naam}
          href={(v) => (links.vestigingen ? `/${admnr}/beheer/Vestigingen/details/${v.nr}` : null)}
          leeg={leeg}
        />
      ) : tab === "groepen" ? (
        <GroepenTabel admnr={admnr} groepen={data as TabData["groepen"]} links={links} label={titel} leeg={leeg} />
      ) : (
        <LesbundelsTabel bundels={data as TabData["lesbundels"]} label={titel} leeg={leeg} />
      )}
    </section>
  );
}

function NaamLijst<T>({ items, sleutel, naam, href, leeg }: { items: T[]; sleutel: (i: T) => number; naam: (i: T) => string; href: (i: T) => string | null; leeg: ReactNode }) {
  if (items.length === 0) return leeg;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((i) => {
        const doel = href(i);
        return (
          <li key={sleutel(i)} className="rounded-md border px-3 py-1">
            {doel ? <RowLink href={doel}>{naam(i)}</RowLink> : naam(i)}
          </li>
        );
      })}
    </ul>
  );
}

function GroepenTabel({ admnr, groepen, links, label, leeg }: { admnr: number; groepen: MedewerkerGroepView[]; links: MedewerkerLinks; label: string; leeg: ReactNode }) {
  const t = useTranslations("beheer.gebruikers.details.kolommen");
  const kolommen: Column<MedewerkerGroepView>[] = [
    { accessorKey: "schooljaar", header: t("schooljaar") },
    {
      accessorKey: "naam",
      header: t("groep"),
      cell: ({ row }) => (
        <NaamLinks
          items={[row.original]}
          naam={(g) => g.naam}
          href={(g) => (links.groepen ? `/${admnr}/schooljaar/${g.schooljaar}/adm/groepen/details/${g.nr}` : null)}
          geen={null}
        />
      ),
    },
    {
      accessorKey: "vestigingsnaam",
      header: t("vestiging"),
      cell: ({ row }) => (
        <NaamLinks
          items={[row.original]}
          naam={(g) => g.vestigingsnaam}
          href={(g) => (links.vestigingen ? `/${admnr}/beheer/Vestigingen/details/${g.vestigingNr}` : null)}
          geen={null}
        />
      ),
    },
  ];
  return <DataTable label={label} columns={kolommen} data={groepen} getRowId={(g) => String(g.nr)} urlKey={false} empty={leeg} />;
}

function LesbundelsTabel({ bundels, label, leeg }: { bundels: MedewerkerLesbundelView[]; label: string; leeg: ReactNode }) {
  const t = useTranslations("beheer.gebruikers.details");
  const kolommen: Column<MedewerkerLesbundelView>[] = [
    { accessorKey: "naam", header: t("kolommen.lesbundel") },
    {
      id: "rol",
      accessorFn: (b) => (b.auteur ? 0 : b.magBewerken ? 1 : 2),
      header: t("kolommen.rol"),
      cell: ({ row }) => t(row.original.auteur ? "lesbundelRol.auteur" : row.original.magBewerken ? "lesbundelRol.bewerken" : "lesbundelRol.lezen"),
    },
    { accessorKey: "aantalLessen", header: t("kolommen.lessen") },
    { accessorKey: "gepubliceerd", header: t("kolommen.gepubliceerd"), cell: ({ row }) => (row.original.gepubliceerd ? t("ja") : t("nee")) },
  ];
  return <DataTable label={label} columns={kolommen} data={bundels} getRowId={(b) => String(b.id)} urlKey={false} empty={leeg} />;
}
