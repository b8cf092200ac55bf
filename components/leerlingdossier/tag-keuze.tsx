"use client";

import { Controller, useVeldenContext } from "@/components/kit/velden";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";

/** Several tags as checkboxes (field value: the chosen tag numbers as strings). */
export function TagKeuze({ name, label, tags }: { name: string; label: string; tags: readonly { nr: number; naam: string }[] }) {
  const { control } = useVeldenContext();
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
