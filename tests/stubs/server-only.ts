// vitest runs services outside React Server Components; the real package would throw there.
export {};
