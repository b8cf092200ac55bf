/** The demo administration's fixed facts, shared by the seed, `npm start` and the tests. */
export const DEMO_ADMINISTRATIENR = 1001;
export const DEMO_PASSWORD = "Leerroute2026!";
export const DEMO_USERS = {
  beheerder: "beheerder@leerroute.test",
  leerkracht: "leerkracht@leerroute.test",
  ib: "ib@leerroute.test",
  directeur: "directeur@leerroute.test",
} as const;
