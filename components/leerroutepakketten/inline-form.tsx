"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { AddButton } from "@/components/kit/buttons";
import { KitForm, useSchemaForm, type FormSchema } from "@/components/kit/form";

export interface InlineFormProps<S extends FormSchema> {
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  knop: string;
  children: ReactNode;
}

/**
 * An add form of several fields under a list (code and name, value and label): the kit's schema
 * form inline, with the call's own schema; the server's refusal lands on the fields. Empties
 * itself after a successful add. One per page (the kit's fields take their id from their name).
 * Loaded by inline.tsx's InlineForm when it is shown (issue 27).
 */
export function InlineForm<S extends FormSchema>({ schema, defaultValues, onSubmit, knop, children }: InlineFormProps<S>) {
  const tk = useTranslations("translation.kit");
  const form = useSchemaForm(schema, defaultValues);
  return (
    <KitForm
      form={form}
      className="flex flex-wrap items-start gap-2 [&>[role=alert]]:basis-full"
      onSubmit={async (v) => {
        await onSubmit(v);
        form.reset(defaultValues);
      }}
    >
      {children}
      <div className="pt-7">
        <AddButton type="submit" disabled={form.formState.isSubmitting} label={form.formState.isSubmitting ? tk("bezig") : knop} />
      </div>
    </KitForm>
  );
}
