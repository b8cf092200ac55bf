"use client";

import { useTranslations } from "next-intl";
import { useEffect, useMemo, type ReactNode } from "react";
import {
  Controller,
  FormProvider,
  get,
  useForm,
  useFormContext,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { foutTekst, veldFouten } from "@/lib/client/fout";
import { useTermen } from "@/lib/client/termen";
import { cn } from "@/lib/utils";
import { zin } from "./zin";

export { zin };

/** For kit/velden, which hands these to dialog fields without importing react-hook-form itself. */
export { Controller, useFormContext, useWatch } from "react-hook-form";

/** A zod object schema whose input and output are form values (the route's own body schema). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;
export type FormValues<S extends FormSchema> = z.input<S>;
export type SchemaForm<S extends FormSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>>;

/**
 * A form's schema, or a function that loads it: `() => import("@/lib/schemas/rollen").then((m) => m.rolBewerken)`
 * keeps zod (and the schema module) out of the page's first load (issue 27).
 */
export type SchemaBron<S extends FormSchema> = S | (() => Promise<S>);

type Validatie = typeof import("./zod-validatie");
let validatie: Promise<Validatie> | null = null;
/** The zod resolver and zod's Dutch messages (./zod-validatie), loaded once. */
const laadValidatie = (): Promise<Validatie> => (validatie ??= import("./zod-validatie"));

/**
 * A resolver that loads the zod resolver and the schema on first use (or on `laad()`).
 * react-hook-form's zod resolver is asynchronous already (safeParseAsync), so a form validates as
 * before: on the first blur after a change and on submit, with the same messages.
 */
function luieValidatie<S extends FormSchema>(bron: SchemaBron<S>) {
  type R = Resolver<z.input<S>, unknown, z.output<S>>;
  let klaar: Promise<R> | null = null;
  const laad = (): Promise<R> =>
    (klaar ??= Promise.all([laadValidatie(), typeof bron === "function" ? (bron as () => Promise<S>)() : bron]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as never,
    ));
  const resolver: R = async (values, context, options) => (await laad())(values, context, options);
  return { resolver, laad };
}

/**
 * react-hook-form driven by the same zod schema the API route parses with: the browser checks
 * what the server will check, with the same Dutch messages. The schema may be passed as a loader
 * (SchemaBron): the form renders at once, and the schema with zod loads when the browser is idle
 * after hydration, or at the first validation if that comes sooner.
 */
export function useSchemaForm<S extends FormSchema>(schema: SchemaBron<S>, defaultValues: DefaultValues<z.input<S>>): SchemaForm<S> {
  // A schema object: a new resolver when the screen passes another schema (as before). A loader:
  // the form's first one (screens pass it inline, a new function each render).
  const sleutel = typeof schema === "function" ? null : schema;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const { resolver, laad } = useMemo(() => luieValidatie(schema), [sleutel]);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
    const stop = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => void laad().catch(() => {}));
    return () => stop(id);
  }, [laad]);
  return useForm<z.input<S>, unknown, z.output<S>>({ resolver, defaultValues, mode: "onTouched" });
}

/**
 * Submits `values` and, when the server refuses, puts its 400 `issues` on the matching fields
 * and anything else in the form's own message. Resolves true when saved.
 */
export async function submitWithServerErrors<S extends FormSchema>(
  form: SchemaForm<S>,
  run: () => Promise<unknown>,
  fallback: string,
): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (e) {
    const { veld, rest } = veldFouten(e, Object.keys(form.getValues() as object));
    for (const f of veld) form.setError(f.naam as Path<z.input<S>>, { type: "server", message: f.tekst }, { shouldFocus: true });
    if (veld.length === 0 || rest.length > 0) form.setError("root.server", { type: "server", message: rest[0] ?? foutTekst(e, fallback) });
    return false;
  }
}

/** A form bound to a schema form: fields below read it from context. */
export function KitForm<S extends FormSchema>({
  form,
  onSubmit,
  children,
  className,
  id,
}: {
  form: SchemaForm<S>;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  children: ReactNode;
  className?: string;
  id?: string;
}) {
  const t = useTranslations("translation.kit.fout");
  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        // min-w-0: a select with long options must not widen the form past a phone screen.
        className={cn("grid gap-4 [&>*]:min-w-0", className)}
        onSubmit={form.handleSubmit((values) => submitWithServerErrors(form, () => onSubmit(values), t("opslaan")))}
      >
        {children}
        <FormRootError />
      </form>
    </FormProvider>
  );
}

/** The form-level error (a server refusal that names no field). */
export function FormRootError() {
  const { formState } = useFormContext();
  const termen = useTermen();
  const message = formState.errors.root?.server?.message;
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      {termen(String(message))}
    </p>
  );
}

function useVeldFout(name: string): string | undefined {
  const { formState } = useFormContext();
  const termen = useTermen();
  const t = useTranslations("translation.kit.fout");
  const fout = get(formState.errors, name) as { message?: unknown } | undefined;
  if (!fout) return undefined;
  // Shared schemas write their messages with sector terms ("[[leerling]]") and as fragments
  // ("vul een naam in", as the API's issues read): beside a field they read as a sentence.
  return zin(termen(String(fout.message ?? ""))) || t("ongeldig");
}


interface VeldProps {
  name: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** Text input (also e-mail, number, date via `type`); `multiline` gives a textarea. */
export function TextField({
  name,
  label,
  description,
  disabled,
  className,
  type = "text",
  autoComplete = "off",
  placeholder,
  multiline,
  rows = 4,
  maxLength,
}: VeldProps & { type?: string; autoComplete?: string; placeholder?: string; multiline?: boolean; rows?: number; maxLength?: number }) {
  const { register } = useFormContext();
  const error = useVeldFout(name);
  const id = `veld-${name.replaceAll(".", "-")}`;
  return (
    <FormField label={label} name={id} error={error} description={description} className={className}>
      {(p) =>
        multiline ? (
          <textarea
            {...p}
            {...register(name)}
            rows={rows}
            disabled={disabled}
            placeholder={placeholder}
            maxLength={maxLength}
            className="min-h-16 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm"
          />
        ) : (
          <Input
            {...p}
            {...register(name, type === "number" ? { setValueAs: (v: string) => (v === "" || v == null ? undefined : Number(v)) } : undefined)}
            type={type}
            disabled={disabled}
            autoComplete={autoComplete}
            placeholder={placeholder}
            maxLength={maxLength}
          />
        )
      }
    </FormField>
  );
}

export interface Option {
  value: string | number;
  label: string;
}

/** A choice from a short list (native select: keyboard and screen readers as the browser does). */
export function SelectField({
  name,
  label,
  description,
  disabled,
  className,
  options,
  placeholder,
  numeric,
}: VeldProps & { options: readonly Option[]; placeholder?: string; numeric?: boolean }) {
  const { register } = useFormContext();
  const t = useTranslations("translation.kit");
  const error = useVeldFout(name);
  const id = `veld-${name.replaceAll(".", "-")}`;
  return (
    <FormField label={label} name={id} error={error} description={description} className={className}>
      {(p) => (
        <NativeSelect
          {...p}
          {...register(name, numeric ? { setValueAs: (v: string) => (v === "" || v == null ? null : Number(v)) } : undefined)}
          disabled={disabled}
        >
          {placeholder !== undefined || !options.length ? <NativeSelectOption value="">{placeholder ?? t("kies")}</NativeSelectOption> : null}
          {options.map((o) => (
            <NativeSelectOption key={o.value} value={o.value}>
              {o.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** One yes/no choice (ui/checkbox: the native control, issue 27). */
export function CheckboxField({ name, label, description, disabled, className }: VeldProps) {
  const { control } = useFormContext();
  const error = useVeldFout(name);
  const id = `veld-${name.replaceAll(".", "-")}`;
  return (
    <div className={cn("grid gap-1", className)}>
      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Checkbox
              id={id}
              checked={field.value === true}
              onCheckedChange={(c) => field.onChange(c === true)}
              onBlur={field.onBlur}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={description ? `${id}-description` : undefined}
            />
          )}
        />
        <Label htmlFor={id}>{label}</Label>
      </div>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
