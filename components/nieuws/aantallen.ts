/**
 * How many articles the home page shows at a time. Apart from nieuws-home.tsx: a value exported by
 * a "use client" module reaches a server component as a client reference, not as the number.
 */
export const HOME_NIEUWS_AANTAL = 5;
