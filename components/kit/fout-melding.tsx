/**
 * The error line under a small form or dialog (a failed call's text from useFoutTekst): nothing
 * while there is no error, else one `role="alert"` line that a screen reader announces. `blok`:
 * the boxed form-level error of a whole form (as FormRootError shows it).
 */
export function FoutMelding({ fout, blok = false }: { fout?: string | null; blok?: boolean }) {
  return fout ? (
    <p role="alert" className={blok ? "rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive" : "text-sm text-destructive"}>
      {fout}
    </p>
  ) : null;
}
