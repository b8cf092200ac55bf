import * as React from "react";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * Accessibility props for a form control rendered inside `FormField`:
 * `id` (matches the label), `aria-invalid` when there is an error, and
 * `aria-describedby` pointing at the description and/or error text.
 * Works in server components too (no client code).
 */
function fieldControlProps({
  name,
  id = name,
  error,
  description,
}: {
  name: string;
  id?: string;
  error?: string | undefined;
  description?: React.ReactNode;
}): FieldControlProps {
  const describedBy = [description ? `${name}-description` : null, error ? `${name}-error` : null].filter(Boolean);
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy.length > 0 ? describedBy.join(" ") : undefined,
  };
}

type FormFieldProps = {
  label: React.ReactNode;
  /** Field name; also the default control `id` and the base for `${name}-error` / `${name}-description`. */
  name: string;
  /** Control id if it differs from `name`. */
  id?: string;
  error?: string | undefined;
  description?: React.ReactNode;
  className?: string;
  /**
   * The control. Either a node (then spread `fieldControlProps(...)` on it yourself) or a
   * function receiving those props: `{(p) => <Input {...p} {...register("roepnaam")} />}`.
   */
  children: React.ReactNode | ((controlProps: FieldControlProps) => React.ReactNode);
};

/**
 * Label + control + description + error for react-hook-form or plain server forms.
 * The error is rendered in the destructive colour with `role="alert"` and `id={name + "-error"}`.
 * Its rows keep to the top (content-start): in a grid row with a taller neighbour (one with a
 * description) the label and control stay level with the neighbour's instead of spreading down.
 */
function FormField({ label, name, id, error, description, className, children }: FormFieldProps) {
  const controlProps = fieldControlProps({ name, id, error, description });
  return (
    <div data-slot="form-field" data-invalid={error ? "" : undefined} className={cn("grid content-start gap-2", className)}>
      <Label htmlFor={controlProps.id} className={cn(error && "text-destructive")}>
        {label}
      </Label>
      {typeof children === "function" ? children(controlProps) : children}
      {description ? (
        <p id={`${name}-description`} data-slot="form-field-description" className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} role="alert" data-slot="form-field-error" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { FormField, fieldControlProps, type FieldControlProps, type FormFieldProps };
