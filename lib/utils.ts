import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge } from "tailwind-merge";
import { twConfig } from "@/lib/client/tw-merge.generated";

/**
 * tailwind-merge built from the class groups this code uses (scripts/tw-merge-config.ts writes
 * them; tests/unit/tw-merge.test.ts keeps them complete): its default configuration, every group
 * of Tailwind, was 8.6 kB gzipped on every page's first load (issue 27). Same merge results.
 */
// The generated config names its groups as plain strings; createTailwindMerge types Tailwind's ids.
const twMerge = createTailwindMerge(() => twConfig as never);

/** Joins class names conditionally and lets later Tailwind classes win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
