"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { api } from "@/lib/client/api";
import { dataUrl } from "@/lib/client/data-url";
import { queryKeys } from "@/lib/client/keys";
import { cn } from "@/lib/utils";

export { RichText } from "./rich-text";

/**
 * An article's image. Images come through /api (X-CSRF header), so an <img src> cannot load them
 * directly: the client fetches the blob once and caches it as a data URL.
 */
export function NieuwsBeeld({ admnr, url, alt, className }: { admnr: number; url: string; alt: string; className?: string }) {
  const t = useTranslations("translation.nieuws");
  const { data, isError } = useQuery({
    queryKey: [...queryKeys.nieuws(admnr), "beeld", url],
    queryFn: async ({ signal }) => {
      const blob = (await api.request<Blob>("GET", url, { administratieNr: admnr, signal, responseType: "blob" })).data;
      return blob ? dataUrl(blob) : null;
    },
    staleTime: Infinity,
  });
  // A lost file: say so where the image would be, without breaking the article.
  if (isError) return <div className={cn("flex items-center justify-center bg-muted p-2 text-center text-xs text-muted-foreground", className)}>{t("beeldOntbreekt")}</div>;
  if (!data) return <Skeleton className={className} />;
  // eslint-disable-next-line @next/next/no-img-element -- a data URL of an API answer
  return <img src={data} alt={alt} className={cn("object-cover", className)} />;
}

export function Categorieen({ items }: { items: readonly { id: number; naam: string }[] }) {
  if (!items.length) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {items.map((c) => (
        <Badge key={c.id} variant="secondary">
          {c.naam}
        </Badge>
      ))}
    </span>
  );
}
