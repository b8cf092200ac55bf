"use client";

import { Controller, useFormContext } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** Several tags as checkboxes (field value: the chosen tag numbers as strings). */
export function TagKeuze({ name, label, tags }: { name: string; label: string; tags: readonly { nr: number; naam: string }[] }) {
  const { control } = useFormContext();
  if (tags.length === 0) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">{label}</legend>
      <Controller
        control={control}
        name={name}
        render={({ field }) => {
          const waarde = (field.value as string[] | undefined) ?? [];
          return (
            <div className="flex flex-wrap gap-3">
              {tags.map((t) => {
                const id = `${name}-${t.nr}`;
                return (
                  <div key={t.nr} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={waarde.includes(String(t.nr))}
                      onCheckedChange={(c) => field.onChange(c === true ? [...waarde, String(t.nr)] : waarde.filter((w) => w !== String(t.nr)))}
                    />
                    <Label htmlFor={id} className="font-normal">
                      {t.naam}
                    </Label>
                  </div>
                );
              })}
            </div>
          );
        }}
      />
    </fieldset>
  );
}

/** A multipart body from form values and files (tags and documents as repeated fields). */
export function alsFormData(velden: Record<string, string | number | null | undefined | readonly (string | number)[]>, bestanden: readonly File[]): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(velden)) {
    if (v === null || v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) form.append(k, String(item));
    else form.append(k, String(v));
  }
  for (const b of bestanden) form.append("documenten", b);
  return form;
}

export const vandaagIso = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};
