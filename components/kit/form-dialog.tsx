"use client";

import { cloneElement, isValidElement, Suspense, use, useState, type ReactElement, type ReactNode, type SyntheticEvent } from "react";
import type { DefaultValues } from "react-hook-form";
import type { z } from "zod";
import type { FormSchema } from "./form";
import { AddButton, EditButton } from "./buttons";
import { laadVelden } from "./velden";

export { AddButton, EditButton };

/**
 * The form's schema, or a function that loads it: `() => import("@/lib/schemas/tags").then((m) => m.tagToevoegen)`
 * keeps zod off the page until the dialog opens (issue 27). A screen that builds its schema with
 * zod itself puts that in a module of its own and loads it the same way.
 */
export type SchemaBron<S extends FormSchema> = S | (() => Promise<S>);

export interface FormDialogProps<S extends FormSchema> {
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  schema: SchemaBron<S>;
  /**
   * The values the form opens with; a function is called when the dialog opens — for values of
   * that moment (today's date) and so the page does not compute them while it loads (issue 27).
   */
  defaultValues: DefaultValues<z.input<S>> | (() => DefaultValues<z.input<S>>);
  /** Saves; reject (e.g. with the ApiError) to keep the dialog open with the error shown. */
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  submitLabel?: string;
  /** The fields: from kit/velden (they load with the dialog), or a module of the screen's own. */
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  wide?: boolean;
}

const laadDialoog = () => import("./form-dialog-inhoud");
type Dialoog = Awaited<ReturnType<typeof laadDialoog>>;

/** Loads the dialog's code ahead: for a screen's own lazily loaded dialog module (adm/leerling-form-lazy.tsx), so its first click costs one round trip. */
export const laadFormDialog = () => Promise.all([laadDialoog(), laadVelden()]);

/** The dialog's code (Radix's dialog, react-hook-form, zod), its fields and its schema. */
function laad<S extends FormSchema>(schema: SchemaBron<S>): Promise<[Dialoog, S]> {
  const s = typeof schema === "function" ? (schema as () => Promise<S>)() : Promise.resolve(schema);
  return Promise.all([laadDialoog(), s, laadVelden()]).then(([d, geladen]) => [d, geladen]);
}

function Geladen<S extends FormSchema>({ laden, ...props }: Omit<FormDialogProps<S>, "schema"> & { laden: Promise<[Dialoog, S]> }) {
  const [d, schema] = use(laden);
  return <d.FormDialog {...props} schema={schema} />;
}

type Trigger = ReactElement<{ onClick?: (e: SyntheticEvent) => void; onPointerEnter?: (e: SyntheticEvent) => void; onFocus?: (e: SyntheticEvent) => void }>;

/**
 * An add/edit dialog: a schema form in a dialog. It opens with `defaultValues`, keeps open and
 * shows the server's refusal on the fields (or above the buttons), and closes when saved.
 * Controlled (`open`/`onOpenChange`) or with a `trigger`.
 *
 * Its code loads when it is first used, not with the page (issue 27; as kit/laad-bij-openen):
 * until then the trigger is shown as it is; pointing at or focusing it starts the load, clicking it
 * (or Enter/Space) mounts the dialog from form-dialog-inhoud.tsx already open, the trigger standing
 * in while it loads. A controlled dialog loads when its owner opens it.
 */
export function FormDialog<S extends FormSchema>({ schema, ...props }: FormDialogProps<S>) {
  const { trigger, open: openProp, onOpenChange } = props;
  const [laden, setLaden] = useState<Promise<[Dialoog, S]> | null>(null);
  const [openState, setOpenState] = useState(false);
  if (!laden && openProp) setLaden(laad(schema));
  if (laden) {
    const setOpen = (o: boolean) => {
      setOpenState(o);
      onOpenChange?.(o);
    };
    return (
      <Suspense fallback={trigger ?? null}>
        <Geladen {...props} laden={laden} open={openProp ?? openState} onOpenChange={setOpen} />
      </Suspense>
    );
  }
  if (!isValidElement(trigger)) return trigger ?? null;
  const knop = trigger as Trigger;
  const voorladen = () => void laad(schema).catch(() => {});
  return cloneElement(knop, {
    onClick: (e: SyntheticEvent) => {
      knop.props.onClick?.(e);
      setLaden(laad(schema));
      setOpenState(true);
      onOpenChange?.(true);
    },
    onPointerEnter: (e: SyntheticEvent) => {
      knop.props.onPointerEnter?.(e);
      voorladen();
    },
    onFocus: (e: SyntheticEvent) => {
      knop.props.onFocus?.(e);
      voorladen();
    },
  });
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
