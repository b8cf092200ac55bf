"use client";

import { useQuery } from "@tanstack/react-query";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { SectionCard } from "@/components/kit/section-card";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { guards, type GuardKey } from "@/lib/permissions";
import { cn } from "@/lib/utils";

/** The parts of the OpenAPI 3.1 document (GET /api/openapi) this page shows. */
interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
}
interface OpenApiSchema {
  properties?: Record<string, { description?: string }>;
  required?: string[];
}
interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
  security?: unknown[];
  "x-permission"?: string;
}
interface OpenApiDocument {
  info?: { title?: string; description?: string; version?: string };
  paths?: Record<string, Record<string, OpenApiOperation>>;
}

export interface Aanroep {
  method: string;
  path: string;
  summary: string;
  parameters: OpenApiParameter[];
  body: { soort: string; velden: { naam: string; verplicht: boolean }[] } | null;
  recht: string;
}

const METHODEN = ["get", "post", "put", "delete", "patch"];
/** Texts of the description that come from the messages (translation.mijnadministratie.api). */
export interface ApiTeksten {
  openbaar: string;
  elkeMedewerker: string;
  elkeGebruiker: string;
  /** Route permissions that are not a guard of lib/permissions (named in their route files). */
  extra: Record<string, string>;
  json: string;
  formulier: string;
}

function rechtVan(op: OpenApiOperation, teksten: ApiTeksten): string {
  const naam = op["x-permission"];
  if (naam) return guards[naam as GuardKey]?.label ?? teksten.extra[naam] ?? naam;
  if (!op.security?.length) return teksten.openbaar;
  if (op.parameters?.some((p) => p.name === "administratieNr")) return teksten.elkeMedewerker;
  return teksten.elkeGebruiker;
}

/** Calls grouped by area (OpenAPI tag), areas and calls in alphabetical order. */
export function groepeerAanroepen(doc: OpenApiDocument, teksten: ApiTeksten): [string, Aanroep[]][] {
  const groepen = new Map<string, Aanroep[]>();
  for (const [path, ops] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODEN) {
      const op = ops[method];
      if (!op) continue;
      const content = Object.entries(op.requestBody?.content ?? {})[0];
      const schema = content?.[1].schema;
      const body = content
        ? {
            soort: content[0].includes("multipart") ? teksten.formulier : teksten.json,
            velden: Object.keys(schema?.properties ?? {}).map((naam) => ({ naam, verplicht: schema?.required?.includes(naam) ?? false })),
          }
        : null;
      const aanroep: Aanroep = { method: method.toUpperCase(), path, summary: op.summary ?? "", parameters: op.parameters ?? [], body, recht: rechtVan(op, teksten) };
      const tag = op.tags?.[0] ?? "Overig";
      groepen.set(tag, [...(groepen.get(tag) ?? []), aanroep]);
    }
  }
  return [...groepen.entries()]
    .sort(([a], [b]) => a.localeCompare(b, "nl"))
    .map(([tag, lijst]) => [tag, lijst.sort((a, b) => a.path.localeCompare(b.path, "nl") || METHODEN.indexOf(a.method.toLowerCase()) - METHODEN.indexOf(b.method.toLowerCase()))]);
}

const METHODE_KLEUR: Record<string, string> = {
  GET: "border-transparent bg-sky-100 text-sky-900",
  POST: "border-transparent bg-emerald-100 text-emerald-900",
  PUT: "border-transparent bg-amber-100 text-amber-900",
  DELETE: "border-transparent bg-red-100 text-red-900",
};

export function ApiBeschrijving() {
  const t = useTranslations("translation.mijnadministratie.api");
  const [zoek, setZoek] = useState("");
  const { data: doc, isError } = useQuery({
    queryKey: queryKeys.openapi(),
    queryFn: ({ signal }) => api.getJson<OpenApiDocument>("/api/openapi", { administratieNr: null, signal }),
    staleTime: Infinity,
  });
  const groepen = useMemo(
    () =>
      doc
        ? groepeerAanroepen(doc, {
            openbaar: t("openbaar"),
            elkeMedewerker: t("elkeMedewerker"),
            elkeGebruiker: t("elkeGebruiker"),
            extra: { administratieBeheren: t("administratieBeheren"), apiSleutelsBeheren: t("apiSleutelsBeheren") },
            json: t("json"),
            formulier: t("formulier"),
          })
        : [],
    [doc, t],
  );
  const term = zoek.trim().toLowerCase();
  const gefilterd = term
    ? groepen
        .map(([tag, lijst]) => {
          if (tag.toLowerCase().includes(term)) return [tag, lijst] as const;
          return [tag, lijst.filter((a) => [a.path, a.summary, a.recht, a.method].some((v) => v.toLowerCase().includes(term)))] as const;
        })
        .filter(([, lijst]) => lijst.length > 0)
    : groepen;
  const aantal = groepen.reduce((n, [, l]) => n + l.length, 0);

  return (
    // data-contract: the paths and summaries document the fixed API contract, in its own Dutch school terms.
    <SectionCard data-contract="" title={t("titel")} description={t.rich("uitleg", { aantal, code: (c) => <code>{c}</code> })} contentClassName="space-y-4">
      {doc?.info?.description && <p className="text-sm">{doc.info.description}</p>}
      <div className="relative max-w-md">
        <Label htmlFor="zoek-aanroep" className="sr-only">
          {t("zoeken")}
        </Label>
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input id="zoek-aanroep" type="search" placeholder={t("zoekenPlaceholder")} className="pl-9" value={zoek} onChange={(e) => setZoek(e.target.value)} />
      </div>
      {isError && <p role="alert" className="text-sm text-destructive">{t("fout")}</p>}
      {doc && gefilterd.length === 0 && <p className="text-muted-foreground">{t("geen", { zoek })}</p>}
      <div className="divide-y rounded-md border">
        {gefilterd.map(([tag, lijst]) => (
          <details key={tag} open={term ? true : undefined} className="group">
            <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring">
              <h3 className="font-medium">{tag}</h3>
              <span className="text-sm text-muted-foreground">{t("aantal", { aantal: lijst.length })}</span>
            </summary>
            <ul className="space-y-3 px-4 pb-4">
              {lijst.map((a) => (
                <li key={`${a.method} ${a.path}`} className="rounded-md border p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge className={cn("font-mono", METHODE_KLEUR[a.method])}>{a.method}</Badge>
                    <code className="text-sm break-all">{a.path}</code>
                  </div>
                  {a.summary && <p className="mt-1 text-sm">{a.summary}</p>}
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                    <dt className="text-muted-foreground">{t("recht")}</dt>
                    <dd>{a.recht}</dd>
                    {a.parameters.length > 0 && (
                      <>
                        <dt className="text-muted-foreground">{t("parameters")}</dt>
                        <dd>
                          {a.parameters.map((p, i) => (
                            <span key={`${p.in}-${p.name}`}>
                              {i > 0 && ", "}
                              <code>{p.name}</code> {t("parameter", { plaats: t.has(`plaatsen.${p.in}` as never) ? t(`plaatsen.${p.in}` as never) : p.in, verplicht: p.required ? "ja" : "nee" })}
                            </span>
                          ))}
                        </dd>
                      </>
                    )}
                    {a.body && (
                      <>
                        <dt className="text-muted-foreground">{t("inhoud")}</dt>
                        <dd>
                          {a.body.soort}
                          {a.body.velden.length > 0 && ": "}
                          {a.body.velden.map((v, i) => (
                            <span key={v.naam}>
                              {i > 0 && ", "}
                              <code>{v.naam}</code>
                              {v.verplicht ? t("veldVerplicht") : ""}
                            </span>
                          ))}
                        </dd>
                      </>
                    )}
                  </dl>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </div>
    </SectionCard>
  );
}
