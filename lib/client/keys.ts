/**
 * Query keys, one place: server prefetch and client hooks must agree. Roots "permissies" and
 * "administratieContext" get the 15-minute freshness (see query-client.ts).
 */
export const queryKeys = {
  permissies: (admnr: number) => ["permissies", admnr] as const,
  administratieContext: (admnr: number) => ["administratieContext", admnr] as const,
  schooljaren: (admnr: number) => ["schooljaren", admnr] as const,
  schooljaar: (admnr: number, schooljaar: string) => ["schooljaren", admnr, schooljaar] as const,
  administraties: () => ["administraties"] as const,
};
