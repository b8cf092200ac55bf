"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { makeQueryClient } from "@/lib/client/query-client";

/**
 * One QueryClient per browser session. useState (not a module-level singleton) so that server
 * rendering never shares a cache between requests, and re-renders keep the same client.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => makeQueryClient({ browser: true }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
