/** Shared by the server pages and the client screens (a "use client" module cannot export plain values to the server). */
export const FORMULIEREN_PAGE_SIZE = 50;
