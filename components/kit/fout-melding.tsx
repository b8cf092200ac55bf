/**
 * The error line under a small form or dialog (a failed call's text from useFoutTekst): nothing
 * while there is no error, else one `role="alert"` line that a screen reader announces.
 */
export function FoutMelding({ fout }: { fout?: string | null }) {
  return fout ? (
    <p role="alert" className="text-sm text-destructive">
      {fout}
    </p>
  ) : null;
}
