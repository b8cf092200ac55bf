"use client";

import { X } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray, useFormContext } from "react-hook-form";
import type { z } from "zod";
import { AddButton } from "@/components/kit/buttons";
import { SelectField, TextField } from "@/components/kit/form";
import { zin } from "@/components/kit/zin";
import { Button } from "@/components/ui/button";
import { SortableList } from "@/components/ui/sortable-list";
import { useTermen } from "@/lib/client/termen";
import type { trajectBody } from "@/lib/schemas/leerroutetrajecten";

type Fase = { nummer: number; naam: string };
type TrajectInvoer = z.input<typeof trajectBody>;

/** The steps as rows (leerjaar, fase) that can be added, removed and reordered (drag, keyboard or buttons). */
export function StappenVeld({ fasen }: { fasen: Fase[] }) {
  const t = useTranslations("planning.leerroute.trajecten");
  const termen = useTermen();
  const { control, getValues, formState } = useFormContext<TrajectInvoer>();
  const stappen = useFieldArray({ control, name: "stappen" });
  // SortableList names rows by position ("Stap 2 omhoog"); the row's fields are keyed by the field id.
  const items = stappen.fields.map((f, i) => ({ id: i + 1, naam: t("stap", { nummer: i + 1 }), veld: f.id }));
  const fout = formState.errors.stappen?.message ?? formState.errors.stappen?.root?.message;

  /** The new order from SortableList is one move: find it and move the field array the same way. */
  function verplaats(ids: number[]) {
    const eerste = ids.findIndex((x, i) => x !== i + 1);
    if (eerste < 0) return;
    let laatste = ids.length - 1;
    while (ids[laatste] === laatste + 1) laatste--;
    if (ids[eerste] === laatste + 1) stappen.move(laatste, eerste);
    else stappen.move(eerste, laatste);
  }

  function volgendeFase(): number | undefined {
    const laatste = getValues("stappen").at(-1);
    const i = laatste ? fasen.findIndex((f) => f.nummer === laatste.faseNummer) : -1;
    return (fasen[Math.min(i + 1, fasen.length - 1)] ?? fasen[0])?.nummer;
  }

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{t("stappen")}</legend>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("geenStappenNog")}</p>
      ) : (
        <SortableList
          label={t("stappenLijst")}
          items={items}
          onReorder={async (ids) => verplaats(ids)}
          render={(item, index) => <StapRij key={item.veld} index={index} fasen={fasen} onRemove={() => stappen.remove(index)} />}
        />
      )}
      {fout && (
        <p role="alert" className="text-sm text-destructive">
          {zin(termen(String(fout)))}
        </p>
      )}
      <AddButton type="button" variant="outline" size="sm" label={t("stapToevoegen")} onClick={() => stappen.append({ leerjaar: "", faseNummer: volgendeFase()! })} />
    </fieldset>
  );
}

function StapRij({ index, fasen, onRemove }: { index: number; fasen: Fase[]; onRemove: () => void }) {
  const t = useTranslations("planning.leerroute.trajecten");
  const nummer = index + 1;
  return (
    <div className="flex flex-wrap items-start gap-2">
      <span className="w-14 pt-2 text-sm text-muted-foreground">{t("stap", { nummer })}</span>
      <TextField
        name={`stappen.${index}.leerjaar`}
        label={<span className="sr-only">{t("stapLeerjaar", { nummer })}</span>}
        placeholder={t("leerjaarVoorbeeld")}
        className="min-w-40 flex-1 gap-1"
      />
      <SelectField
        name={`stappen.${index}.faseNummer`}
        label={<span className="sr-only">{t("stapFase", { nummer })}</span>}
        numeric
        placeholder={t("kiesFase")}
        options={fasen.map((f) => ({ value: f.nummer, label: f.naam }))}
        className="min-w-40 flex-1 gap-1"
      />
      <Button type="button" variant="ghost" size="icon" aria-label={t("stapVerwijderen", { nummer })} onClick={onRemove}>
        <X aria-hidden className="size-4" />
      </Button>
    </div>
  );
}
