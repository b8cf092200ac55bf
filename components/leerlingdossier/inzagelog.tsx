"use client";

import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { formatDatum } from "@/lib/format";

interface Inzage {
  id: number;
  tijdstip: string;
  soort: string;
  omschrijving: string;
  door: string | null;
  email: string | null;
}

/** The access log of a pupil's file (administrators): who read what and when, with a CSV export. */
export function Inzagelog({ admnr, leerlingId }: { admnr: number; leerlingId: number }) {
  const t = useTranslations("adm.leerlingdossier.inzage");
  const { data } = useQuery({
    queryKey: ["dossierInzage", admnr, leerlingId],
    queryFn: async ({ signal }) => (await api.getJson<Inzage[]>(`/api/Leerlingdossier/Inzage/${admnr}/${leerlingId}`, { administratieNr: admnr, signal })) ?? [],
  });
  const exporteer = useApiMutation({
    mutationFn: () => api.download(`/api/Leerlingdossier/InzageExport/${admnr}/${leerlingId}`, { administratieNr: admnr, fallbackFilename: "inzage.csv" }),
    success: (r) => t("geexporteerd", { bestand: r.filename ?? "inzage.csv" }),
  });
  const kolommen: Column<Inzage>[] = [
    { accessorKey: "tijdstip", header: t("wanneer"), cell: ({ row }) => t("tijdstip", { datum: formatDatum(row.original.tijdstip.slice(0, 10)), tijd: new Date(row.original.tijdstip).toLocaleTimeString("nl-NL", { hour: "2-digit", minute: "2-digit" }) }) },
    // The kind in the interface's words (sector terms); the server's Dutch text for a kind the messages do not know.
    { accessorKey: "omschrijving", header: t("wat"), cell: ({ row }) => (t.has(`soorten.${row.original.soort}`) ? t(`soorten.${row.original.soort}`) : row.original.omschrijving) },
    { accessorKey: "door", header: t("wie"), cell: ({ row }) => row.original.door ?? t("onbekend") },
  ];
  return (
    <SectionCard
      title={t("titel")}
      description={t("uitleg")}
      action={
        <Button variant="outline" onClick={() => exporteer.mutate()} disabled={exporteer.isPending}>
          <Download aria-hidden />
          {t("exporteren")}
        </Button>
      }
    >
      {data && data.length === 0 ? <EmptyState title={t("leeg")} /> : <DataTable label={t("titel")} columns={kolommen} data={data} getRowId={(r) => String(r.id)} urlKey={false} />}
    </SectionCard>
  );
}
