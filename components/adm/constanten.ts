/** Shared by the server pages and the client screens (a "use client" module cannot export values to a server component). */
export const LEERLINGEN_PAGE_SIZE = 50;
/** Pupils per page on the group details page (tab leerlingen). */
export const GROEP_LEERLINGEN_PAGE_SIZE = 50;
