"use client";

import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { AddButton, EditButton } from "./buttons";
import { KitForm, useSchemaForm, type FormSchema } from "./form";

export { AddButton, EditButton };

export interface FormDialogProps<S extends FormSchema> {
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
}

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
}: FormDialogProps<S>) {
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

/** The add dialog of a list: `label` names its button (with the Plus icon), its title (unless `title`) and its submit button (unless `submitLabel`). */
export function AddDialog<S extends FormSchema>({ label, title, submitLabel, ...props }: Omit<FormDialogProps<S>, "trigger" | "title"> & { label: string; title?: ReactNode }) {
  return <FormDialog trigger={<AddButton label={label} />} title={title ?? label} submitLabel={submitLabel ?? label} {...props} />;
}

/**
 * The edit dialog of a row (the pencil icon button; `label` is its name and the dialog's title
 * unless `title`) or of a details page (`text`: an outline button with that text).
 */
export function EditDialog<S extends FormSchema>({
  label,
  text,
  title,
  ...props
}: Omit<FormDialogProps<S>, "trigger" | "title"> & { label?: string; text?: ReactNode; title?: ReactNode }) {
  return <FormDialog trigger={<EditButton label={label} text={text} />} title={title ?? label} {...props} />;
}
