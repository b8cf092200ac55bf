"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { FormDialogProps } from "./form-dialog";
import { KitForm, useSchemaForm, type FormSchema } from "./form";

/**
 * The add/edit dialog itself (Radix's dialog, react-hook-form, the zod resolver): loaded by
 * form-dialog.tsx's FormDialog on the trigger's first click, not with the page (issue 27).
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
}: Omit<FormDialogProps<S>, "schema"> & { schema: S }) {
  const t = useTranslations("translation.kit");
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const beginWaarden = () => (typeof defaultValues === "function" ? defaultValues() : defaultValues);
  const [eerste] = useState(beginWaarden);
  const form = useSchemaForm(schema, eerste);
  const setOpen = (o: boolean) => {
    if (o) form.reset(beginWaarden());
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
