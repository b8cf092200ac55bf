/** Shared by the server pages and the client screens (a "use client" module cannot export values to a server component). */
export const LEERLINGEN_PAGE_SIZE = 50;
