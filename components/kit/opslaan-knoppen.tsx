import { Button } from "@/components/ui/button";

/**
 * The end of an edit form on its own page: cancel (only with `onAnnuleren`) and save, on the
 * right. `form`: the id of the form when the buttons stand outside it; `bezig` disables saving.
 */
export function OpslaanKnoppen({ opslaan, annuleren, onAnnuleren, bezig, form }: { opslaan: string; annuleren?: string; onAnnuleren?: () => void; bezig?: boolean; form?: string }) {
  return (
    <div className="flex justify-end gap-2">
      {onAnnuleren && (
        <Button type="button" variant="outline" onClick={onAnnuleren}>
          {annuleren}
        </Button>
      )}
      <Button type="submit" form={form} disabled={bezig}>
        {opslaan}
      </Button>
    </div>
  );
}
