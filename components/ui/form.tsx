"use client";

import * as React from "react";
import { Label as LabelPrimitive, Slot } from "radix-ui";
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from "react-hook-form";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/**
 * shadcn-style react-hook-form bindings (client only):
 *   <Form {...form}><form onSubmit={form.handleSubmit(onSubmit)}>
 *     <FormController control={form.control} name="roepnaam" render={({ field }) => (
 *       <FormItem><FormLabel>Roepnaam</FormLabel><FormControl><Input {...field} /></FormControl><FormMessage /></FormItem>
 *     )} />
 * (`FormController` is shadcn's `FormField`; that name is taken by the simpler `form-field.tsx`.)
 */
const Form = FormProvider;

const FieldNameContext = React.createContext<{ name: string } | null>(null);
const ItemIdContext = React.createContext<{ id: string; hasDescription: boolean; setHasDescription: (v: boolean) => void } | null>(null);

function FormController<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
>(props: ControllerProps<TFieldValues, TName>) {
  return (
    <FieldNameContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FieldNameContext.Provider>
  );
}

function useFormField() {
  const field = React.useContext(FieldNameContext);
  const item = React.useContext(ItemIdContext);
  const { getFieldState } = useFormContext();
  if (!field || !item) throw new Error("useFormField moet binnen <FormController> en <FormItem> worden gebruikt");
  const formState = useFormState({ name: field.name });
  const fieldState = getFieldState(field.name, formState);
  return {
    name: field.name,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    formItemId: `${item.id}-control`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    ...fieldState,
  };
}

function FormItem({ className, ...props }: React.ComponentProps<"div">) {
  const id = React.useId();
  const [hasDescription, setHasDescription] = React.useState(false);
  const value = React.useMemo(() => ({ id, hasDescription, setHasDescription }), [id, hasDescription]);
  return (
    <ItemIdContext.Provider value={value}>
      <div data-slot="form-item" className={cn("grid gap-2", className)} {...props} />
    </ItemIdContext.Provider>
  );
}

function FormLabel({ className, ...props }: React.ComponentProps<typeof LabelPrimitive.Root>) {
  const { error, formItemId } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      htmlFor={formItemId}
      className={cn("data-[error=true]:text-destructive", className)}
      {...props}
    />
  );
}

/** Wraps exactly one control and gives it `id`, `aria-invalid` and `aria-describedby`. */
function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  // Only reference elements that exist (axe checks aria-describedby targets).
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId].filter(Boolean).join(" ");
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={!!error}
      {...props}
    />
  );
}

function FormDescription({ className, ...props }: React.ComponentProps<"p">) {
  const { formDescriptionId, setHasDescription } = useFormField();
  React.useEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn("text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

/** Shows the field's validation error (or `children` when there is none). */
function FormMessage({ className, children, ...props }: React.ComponentProps<"p">) {
  const { error, formMessageId } = useFormField();
  const body = error ? error.message || "Ongeldige invoer" : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-message"
      id={formMessageId}
      role={error ? "alert" : undefined}
      className={cn("text-sm font-medium text-destructive", className)}
      {...props}
    >
      {body}
    </p>
  );
}

export { Form, FormControl, FormController, FormDescription, FormItem, FormLabel, FormMessage, useFormField };
