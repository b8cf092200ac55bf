"use client";

import { Check, Pencil, Trash2, X } from "lucide-react";
import { useTranslations } from "next-intl";
import { Suspense, use, useId, useState, type ReactNode } from "react";
import type { z } from "zod";
import { AddButton } from "@/components/kit/buttons";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import type { FormSchema } from "@/components/kit/form";
import type { SchemaBron } from "@/components/kit/form-dialog";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { laadVelden } from "@/components/kit/velden";
import { zin } from "@/components/kit/zin";
import type { InlineFormProps } from "./inline-form";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NaHydratatie } from "@/lib/client/gehydrateerd";
import { useTermen } from "@/lib/client/termen";

/** The call's zod schema of one value, or a function loading it (zod then loads on the first save, issue 27). */
type EenWaarde = z.ZodType | (() => Promise<z.ZodType>);

/**
 * The check of one inline value: the shared schema of the call when given (so the field says what
 * the server would say), else not empty and at most `max` characters. Null when the value is fine.
 */
function useControle(max: number, bron: EenWaarde | undefined, leeg: string) {
  const t = useTranslations("planning.leerroutepakketten.inline");
  const termen = useTermen();
  return async (tekst: string): Promise<string | null> => {
    const schema = typeof bron === "function" ? await bron() : bron;
    if (schema) {
      const r = schema.safeParse(tekst);
      return r.success ? null : zin(termen(r.error.issues[0]?.message ?? "")) || leeg;
    }
    const v = tekst.trim();
    if (!v) return leeg;
    if (v.length > max) return t("hoogstens", { max });
    return null;
  };
}

/**
 * Text that becomes an input on "Wijzigen": Enter or the check button saves, Escape cancels.
 * A refused save keeps the input open with the server's message under it.
 */
export function InlineEdit({
  waarde,
  label,
  onSave,
  readOnly,
  children,
  max = 1000,
  schema,
}: {
  waarde: string;
  /** What is edited, e.g. "naam van Tellen". */
  label: string;
  onSave: (nieuw: string) => Promise<unknown>;
  readOnly?: boolean;
  children?: ReactNode;
  max?: number;
  /** The call's zod schema of this one value (lib/schemas), or its loader: its message when the value is refused. */
  schema?: EenWaarde;
}) {
  const t = useTranslations("planning.leerroutepakketten.inline");
  const tk = useTranslations("translation.kit");
  const foutTekst = useFoutTekst();
  const controle = useControle(max, schema, t("vulIn"));
  const [bewerken, setBewerken] = useState(false);
  const [tekst, setTekst] = useState(waarde);
  const [fout, setFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  const id = useId();

  if (!bewerken)
    return (
      <span className="flex min-w-0 items-center gap-1">
        <span className="min-w-0 flex-1 break-words">{children ?? waarde}</span>
        {!readOnly && (
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={t("wijzig", { label })}
            onClick={() => {
              setTekst(waarde);
              setFout(null);
              setBewerken(true);
            }}
          >
            <NaHydratatie>
              <Pencil aria-hidden className="size-4" />
            </NaHydratatie>
          </Button>
        )}
      </span>
    );

  async function opslaan() {
    const probleem = await controle(tekst);
    if (probleem) return setFout(probleem);
    setBezig(true);
    try {
      await onSave(tekst.trim());
      setBewerken(false);
    } catch (e) {
      setFout(foutTekst(e, tk("fout.opslaan")));
    } finally {
      setBezig(false);
    }
  }

  return (
    <form
      noValidate
      className="flex flex-1 flex-wrap items-start gap-1"
      onSubmit={(e) => {
        e.preventDefault();
        void opslaan();
      }}
    >
      <div className="min-w-48 flex-1">
        <Label htmlFor={id} className="sr-only">
          {label}
        </Label>
        <Input
          id={id}
          autoFocus
          value={tekst}
          aria-invalid={fout ? true : undefined}
          aria-describedby={fout ? `${id}-fout` : undefined}
          onChange={(e) => setTekst(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Escape") {
              e.preventDefault();
              setBewerken(false);
            }
          }}
        />
        {fout && (
          <p id={`${id}-fout`} role="alert" className="mt-1 text-sm text-destructive">
            {fout}
          </p>
        )}
      </div>
      <Button type="submit" variant="ghost" size="icon" aria-label={t("opslaan", { label })} disabled={bezig}>
        <Check aria-hidden className="size-4" />
      </Button>
      <Button type="button" variant="ghost" size="icon" aria-label={tk("annuleren")} onClick={() => setBewerken(false)}>
        <X aria-hidden className="size-4" />
      </Button>
    </form>
  );
}

/** One input with an add button under a list; clears after a successful add. */
export function InlineAdd({
  label,
  knop,
  onAdd,
  max = 1000,
  schema,
}: {
  label: string;
  /** Text of the add button (default "Toevoegen"). */
  knop?: string;
  onAdd: (tekst: string) => Promise<unknown>;
  max?: number;
  /** The call's zod schema of this one value (lib/schemas), or its loader: its message when the value is refused. */
  schema?: EenWaarde;
}) {
  const t = useTranslations("planning.leerroutepakketten.inline");
  const tk = useTranslations("translation.kit");
  const foutTekst = useFoutTekst();
  const controle = useControle(max, schema, t("vulWatIn", { wat: label.toLocaleLowerCase("nl") }));
  const [tekst, setTekst] = useState("");
  const [fout, setFout] = useState<string | null>(null);
  const [bezig, setBezig] = useState(false);
  const id = useId();
  return (
    <form
      noValidate
      className="flex flex-wrap items-end gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        const probleem = await controle(tekst);
        if (probleem) return setFout(probleem);
        setBezig(true);
        try {
          await onAdd(tekst.trim());
          setTekst("");
          setFout(null);
        } catch (err) {
          setFout(foutTekst(err, tk("fout.opslaan")));
        } finally {
          setBezig(false);
        }
      }}
    >
      <div className="min-w-64 flex-1 space-y-1">
        <Label htmlFor={id}>{label}</Label>
        <Input
          id={id}
          value={tekst}
          onChange={(e) => setTekst(e.target.value)}
          aria-invalid={fout ? true : undefined}
          aria-describedby={fout ? `${id}-fout` : undefined}
        />
        {fout && (
          <p id={`${id}-fout`} role="alert" className="text-sm text-destructive">
            {fout}
          </p>
        )}
      </div>
      <AddButton type="submit" disabled={bezig} label={knop ?? tk("toevoegen")} />
    </form>
  );
}

/**
 * An add form of several fields under a list (code and name, value and label): the kit's schema
 * form inline (inline-form.tsx), with the call's own schema. It is there for those who may add;
 * its code (react-hook-form, zod) and the schema load when it is shown, not with the page (issue 27).
 */
export function InlineForm<S extends FormSchema>({ schema, ...props }: Omit<InlineFormProps<S>, "schema"> & { schema: SchemaBron<S> }) {
  const [laden] = useState(() => Promise.all([laadInlineForm(), typeof schema === "function" ? (schema as () => Promise<S>)() : Promise.resolve(schema), laadVelden()] as const));
  return (
    <Suspense fallback={null}>
      <GeladenForm {...props} laden={laden} />
    </Suspense>
  );
}

const laadInlineForm = () => import("./inline-form");

function GeladenForm<S extends FormSchema>({ laden, ...props }: Omit<InlineFormProps<S>, "schema"> & { laden: Promise<readonly [Awaited<ReturnType<typeof laadInlineForm>>, S, unknown]> }) {
  const [m, schema] = use(laden);
  return <m.InlineForm {...props} schema={schema} />;
}

/**
 * A delete button behind a confirmation (the kit's ConfirmDelete: a refusal shows in the dialog).
 * Its icon, like the edit button's, is drawn after hydration (NaHydratatie): the package lists repeat
 * both per row (~1 KB of SVG a row; the Competenties tab's 20 rows: 21 KB of HTML).
 */
export function DeleteButton({ titel, omschrijving, label, onConfirm }: { titel: string; omschrijving?: string; label: string; onConfirm: () => unknown }) {
  return (
    <ConfirmDelete
      label={label}
      title={titel}
      description={omschrijving}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label}>
          <NaHydratatie>
            <Trash2 aria-hidden className="size-4" />
          </NaHydratatie>
        </Button>
      }
      onConfirm={async () => {
        await onConfirm();
      }}
    />
  );
}
