import { describe, expect, it } from "vitest";
import { richTextNaarTekst, sanitizeRichText } from "@/lib/richtext";

describe("sanitizeRichText", () => {
  it("keeps the allowed markup and drops scripts, handlers and unsafe links", () => {
    expect(sanitizeRichText('<p onclick="x()">Hoi <b>vet</b> <i>schuin</i><script>alert(1)</script></p>')).toBe("<p>Hoi <strong>vet</strong> <em>schuin</em></p>");
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a><a href="https://a.nl" target="_blank">y</a>')).toBe('<a rel="noopener noreferrer">x</a><a href="https://a.nl" target="_blank" rel="noopener noreferrer">y</a>');
    expect(sanitizeRichText('<img src=x onerror=alert(1)><iframe src="https://x"></iframe><style>p{}</style>')).toBe("");
    expect(sanitizeRichText("<div>regel</div>")).toBe("<p>regel</p>");
  });
  it("counts only real text as content", () => {
    expect(sanitizeRichText("<p><br></p><p>&nbsp;</p>")).toBe("");
    expect(richTextNaarTekst("<h3>Kop</h3><ul><li>een</li><li>twee &amp; drie</li></ul>")).toBe("Kop een twee & drie");
  });
});
