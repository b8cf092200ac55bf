"use client";

import { Bold, Heading3, Italic, Link2, List, ListOrdered } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef } from "react";
import { Controller, useFormContext, type FieldValues } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { zin } from "@/components/kit/form";
import { cn } from "@/lib/utils";

/**
 * Rich text in a schema form: a contentEditable area with a small toolbar (bold, italic, heading,
 * lists, link). It hands the field its HTML; the server sanitises what is stored (lib/richtext),
 * so this editor needs to be convenient, not safe. Keyboard: Ctrl+B / Ctrl+I as in any editor,
 * the toolbar buttons are ordinary buttons.
 */
export function RichTextField({ name, label, description }: { name: string; label: string; description?: string }) {
  const t = useTranslations("translation.nieuws.editor");
  const { control } = useFormContext<FieldValues>();
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className="grid gap-2">
          <Label id={`${id}-label`}>{label}</Label>
          {description ? (
            <p id={`${id}-uitleg`} className="text-sm text-muted-foreground">
              {description}
            </p>
          ) : null}
          <Editor
            waarde={typeof field.value === "string" ? field.value : ""}
            onChange={field.onChange}
            onBlur={field.onBlur}
            labelId={`${id}-label`}
            uitlegId={description ? `${id}-uitleg` : undefined}
            foutId={fieldState.error ? `${id}-fout` : undefined}
            t={t}
          />
          {fieldState.error?.message ? (
            <p id={`${id}-fout`} role="alert" className="text-sm text-destructive">
              {zin(fieldState.error.message)}
            </p>
          ) : null}
        </div>
      )}
    />
  );
}

const KNOPPEN = [
  { key: "vet", icon: Bold, cmd: "bold", arg: undefined },
  { key: "cursief", icon: Italic, cmd: "italic", arg: undefined },
  { key: "kop", icon: Heading3, cmd: "formatBlock", arg: "h3" },
  { key: "opsomming", icon: List, cmd: "insertUnorderedList", arg: undefined },
  { key: "nummering", icon: ListOrdered, cmd: "insertOrderedList", arg: undefined },
  { key: "link", icon: Link2, cmd: "createLink", arg: undefined },
] as const;

function Editor({
  waarde,
  onChange,
  onBlur,
  labelId,
  uitlegId,
  foutId,
  t,
}: {
  waarde: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  uitlegId?: string;
  foutId?: string;
  t: ReturnType<typeof useTranslations>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // The area owns its DOM while typing; the form value is written into it only when it differs
  // (opening the dialog, a reset), so the caret does not jump.
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== waarde) ref.current.innerHTML = waarde;
  }, [waarde]);
  const opdracht = (cmd: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(cmd, false, arg);
    onChange(ref.current?.innerHTML ?? "");
  };
  const klik = (k: (typeof KNOPPEN)[number]) => {
    if (k.cmd !== "createLink") return opdracht(k.cmd, k.arg);
    const url = window.prompt(t("linkVraag"), "https://");
    if (url && /^(https?:\/\/|mailto:)/i.test(url)) opdracht("createLink", url);
  };
  return (
    <div className="rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/40">
      <div role="toolbar" aria-label={t("werkbalk")} className="flex flex-wrap gap-1 border-b border-input p-1">
        {KNOPPEN.map((k) => (
          <Button key={k.key} type="button" variant="ghost" size="icon" className="size-8" aria-label={t(k.key)} title={t(k.key)} onMouseDown={(e) => e.preventDefault()} onClick={() => klik(k)}>
            <k.icon aria-hidden className="size-4" />
          </Button>
        ))}
      </div>
      <div
        ref={ref}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={[uitlegId, foutId].filter(Boolean).join(" ") || undefined}
        aria-invalid={foutId ? true : undefined}
        contentEditable
        data-gebruikersinhoud
        suppressContentEditableWarning
        onInput={(e) => onChange((e.target as HTMLDivElement).innerHTML)}
        onBlur={onBlur}
        className={cn(
          "prose-nieuws min-h-40 max-h-96 overflow-y-auto px-3 py-2 text-sm outline-none",
          "[&_h3]:text-base [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary [&_a]:underline [&_p]:my-1",
        )}
      />
    </div>
  );
}
