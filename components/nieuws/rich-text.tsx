import { cn } from "@/lib/utils";

/*
 * Apart from nieuws-delen.tsx, whose article parts read the news messages: a screen that only
 * shows rich text (the group plan, an action plan, a lesson) then ships none of them (issue 27).
 */

/** Sanitised article text (the server cleaned it: lib/richtext), styled for reading. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn(
        "space-y-2 text-sm leading-relaxed [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:text-base [&_h3]:font-semibold [&_h4]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3",
        className,
      )}
      data-gebruikersinhoud
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
