import sanitizeHtml from "sanitize-html";

/**
 * Rich text as the editors write it (news articles; meant for lessons too): HTML reduced to an
 * allowlist by sanitize-html on the server, before it is stored. Scripts, styles, event handlers,
 * `javascript:` links and unknown elements are dropped; links get rel="noopener noreferrer".
 */
const OPTIES: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "h2", "h3", "h4", "blockquote", "a"],
  allowedAttributes: { a: ["href", "target", "rel"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    b: "strong",
    i: "em",
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...(attribs.href ? { href: attribs.href } : {}), ...(attribs.target === "_blank" ? { target: "_blank" } : {}), rel: "noopener noreferrer" },
    }),
  },
  // Editors write <div> for a new line; keep the text as a paragraph.
  nonTextTags: ["style", "script", "textarea", "option", "noscript", "template"],
};

export function sanitizeRichText(html: string): string {
  const schoon = sanitizeHtml(html.replace(/<div(\s[^>]*)?>/gi, "<p>").replace(/<\/div>/gi, "</p>"), OPTIES).trim();
  // Nothing but empty paragraphs and line breaks counts as empty.
  return heeftTekst(schoon) ? schoon : "";
}

/** Plain text of sanitised rich text (for summaries and search), whitespace collapsed. */
export function richTextNaarTekst(html: string): string {
  return sanitizeHtml(html.replace(/<(br|\/p|\/li|\/h[2-4])\s*\/?>/gi, " $&"), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

function heeftTekst(html: string): boolean {
  return richTextNaarTekst(html).length > 0;
}
