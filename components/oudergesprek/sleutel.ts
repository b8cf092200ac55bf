import { queryKeys } from "@/lib/client/keys";

/**
 * The parent-meeting page's data query: key and address, shared by the page's server render (which
 * fills the cache) and the client screen — a module without "use client", so the server can call it.
 */
export const oudergesprekSleutel = (admnr: number, id: number, schooljaar: string, pakket: string) => queryKeys.monitor(admnr, "oudergesprek", id, schooljaar, pakket);
export const oudergesprekPad = (admnr: number, id: number, schooljaar: string, pakket: string) =>
  `/api/Oudergesprek/Details/${admnr}/${id}?schooljaar=${schooljaar}${pakket ? `&leerroutepakket=${pakket}` : ""}`;
