"use client";

import { use, type ComponentProps } from "react";
import type { ControllerProps, FieldPath, FieldValues, UseFormReturn } from "react-hook-form";

/**
 * kit/form's fields for dialogs that load on first use (issue 27): the same components, but this
 * module does not import react-hook-form or zod. kit/form-dialog's FormDialog loads kit/form
 * (laadVelden) together with the dialog, so inside it these render at once; elsewhere the first
 * render waits for the module (Suspense). A page whose form is the page itself imports kit/form.
 */
type Form = typeof import("./form");
let form: Form | null = null;
let belofte: Promise<Form> | null = null;

export function laadVelden(): Promise<Form> {
  belofte ??= import("./form").then((m) => (form = m));
  return belofte;
}

// `use` may be called conditionally: only the first render before the module is there waits.
const useFormModule = (): Form => form ?? use(laadVelden());

export function TextField(props: ComponentProps<Form["TextField"]>) {
  const { TextField: Veld } = useFormModule();
  return <Veld {...props} />;
}

export function SelectField(props: ComponentProps<Form["SelectField"]>) {
  const { SelectField: Veld } = useFormModule();
  return <Veld {...props} />;
}

export function CheckboxField(props: ComponentProps<Form["CheckboxField"]>) {
  const { CheckboxField: Veld } = useFormModule();
  return <Veld {...props} />;
}

/** react-hook-form's useWatch (`{ name }`) for a dialog's own fields, without importing it here. */
export function useVeldWaarde(name: string): unknown {
  const { useWatch } = useFormModule();
  return useWatch({ name });
}

/** react-hook-form's useFormContext for a dialog's own fields. */
export function useVeldenContext<T extends FieldValues = FieldValues>(): UseFormReturn<T> {
  const { useFormContext } = useFormModule();
  return useFormContext<T>();
}

/** react-hook-form's Controller for a dialog's own fields. */
export function Controller<T extends FieldValues = FieldValues, N extends FieldPath<T> = FieldPath<T>>(props: ControllerProps<T, N>) {
  const { Controller: Echte } = useFormModule();
  return <Echte {...(props as unknown as ControllerProps<FieldValues>)} />;
}

export type { Option } from "./form";
