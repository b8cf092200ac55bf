import { Button } from "@/components/ui/button";

export type BeoordeelActie = "accepteren" | "afwijzen";

/**
 * Accept / reject of a proposed link between a bundle and a learning-route cell (bundle page,
 * cell suggestions, open proposals): two small buttons with a short visible text and a full
 * accessible name; the caller passes the translated texts and what a click does.
 */
export function BeoordeelKnoppen({
  labels,
  bezig,
  onActie,
}: {
  labels: { accepteren: string; afwijzen: string; accepterenKort: string; afwijzenKort: string };
  bezig?: boolean;
  onActie: (actie: BeoordeelActie) => void;
}) {
  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={bezig} aria-label={labels.accepteren} onClick={() => onActie("accepteren")}>
        {labels.accepterenKort}
      </Button>
      <Button size="sm" variant="outline" disabled={bezig} aria-label={labels.afwijzen} onClick={() => onActie("afwijzen")}>
        {labels.afwijzenKort}
      </Button>
    </div>
  );
}
