// The one module that may: every other link comes from here (eslint no-restricted-imports).
// eslint-disable-next-line no-restricted-imports
import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * Every link of the app: Next's Link without prefetching. Our pages are dynamic and have no loading
 * boundary, so a prefetch only fetches the target's route tree and metadata — two server renders
 * per visible link (a pupil's tabs: fourteen per opening) that a click does not use: the click
 * still asks for the page itself, in one request (issue 27).
 */
export function Link(props: Omit<ComponentProps<typeof NextLink>, "prefetch">) {
  return <NextLink {...props} prefetch={false} />;
}
