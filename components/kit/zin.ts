/** "vul een naam in" → "Vul een naam in." (a message that already ends in punctuation keeps it). */
export function zin(tekst: string): string {
  const t = tekst.trim();
  if (!t) return t;
  const hoofd = t.charAt(0).toLocaleUpperCase("nl") + t.slice(1);
  return /[.!?…)]$/.test(hoofd) ? hoofd : `${hoofd}.`;
}
