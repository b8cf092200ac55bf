"use client";

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

