"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { KitForm, useSchemaForm, type FormSchema } from "./form";

/**
 * An add/edit dialog: a schema form in a dialog. It opens with `defaultValues`, keeps open and
 * shows the server's refusal on the fields (or above the buttons), and closes when saved.
 * Controlled (`open`/`onOpenChange`) or with a `trigger`.
 */
export function FormDialog<S extends FormSchema>({
  trigger,
  title,
  description,
  schema,
  defaultValues,
  onSubmit,
  submitLabel,
  children,
  open: openProp,
  onOpenChange,
  wide,
}: {
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  /** Saves; reject (e.g. with the ApiError) to keep the dialog open with the error shown. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  submitLabel?: string;
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  wide?: boolean;
}) {
  const t = useTranslations("translation.kit");
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const form = useSchemaForm(schema, defaultValues);
  const setOpen = (o: boolean) => {
    if (o) form.reset(defaultValues);
    setOpenState(o);
    onOpenChange?.(o);
  };
  const formId = `form-${String(title).replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent className={wide ? "sm:max-w-2xl" : undefined}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description ? <DialogDescription>{description}</DialogDescription> : null}
        </DialogHeader>
        <KitForm
          id={formId}
          form={form}
          onSubmit={async (values) => {
            await onSubmit(values);
            setOpen(false);
          }}
        >
          {children}
        </KitForm>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t("annuleren")}
          </Button>
          <Button type="submit" form={formId} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("bezig") : (submitLabel ?? t("opslaan"))}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
