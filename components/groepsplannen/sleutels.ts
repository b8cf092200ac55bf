import { queryKeys } from "@/lib/client/keys";

/** Query keys of the plan screens (plain module: the server pages seed these too). */
export const igSleutel = (admnr: number, groepNr: number, periode: number, igNr: number, wat: "beoordelingen" | "evaluaties") => [...queryKeys.groepsplan(admnr, groepNr, periode), "ig", igNr, wat] as const;
export const handelingsplanSleutel = (admnr: number, id: number) => [...queryKeys.handelingsplannen(admnr), "details", id] as const;
export const planLessenSleutel = (admnr: number, onderwijsplanId: number) => ["onderwijsplanlessen", admnr, onderwijsplanId] as const;
