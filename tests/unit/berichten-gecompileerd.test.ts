import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import format from "icu-minify/format";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { berichtenGecompileerd, compileer, loadMessages, voorNextIntl } from "@/lib/i18n/messages";
import { TAALCODES } from "@/lib/i18n/taalcode";

// The app formats messages compiled ahead of time (next.config.ts aliases next-intl's formatter to
// its format-only one). Every message of every sector variant must read the same compiled as it
// does through the ICU parser, with its arguments filled in (plural counts 1 and 3, a date, a
// select's other branch, rich-text tags).

type Boom = { [k: string]: unknown };

function bladeren(boom: Boom, pad: string[] = []): Array<[string, string]> {
  return Object.entries(boom).flatMap(([k, v]) => (typeof v === "string" ? [[[...pad, k].join("."), v] as [string, string]] : bladeren(v as Boom, [...pad, k])));
}

function waarden(elementen: MessageFormatElement[], aantal: number, uit: Record<string, unknown> = {}): Record<string, unknown> {
  for (const e of elementen) {
    if (e.type === TYPE.argument) uit[e.value] ??= `«${e.value}»`;
    else if (e.type === TYPE.number) uit[e.value] = aantal;
    else if (e.type === TYPE.date || e.type === TYPE.time) uit[e.value] = new Date(Date.UTC(2026, 10, 28, 9, 30));
    else if (e.type === TYPE.plural) {
      uit[e.value] = aantal;
      for (const o of Object.values(e.options)) waarden(o.value, aantal, uit);
    } else if (e.type === TYPE.select) {
      uit[e.value] ??= "__anders__";
      for (const o of Object.values(e.options)) waarden(o.value, aantal, uit);
    } else if (e.type === TYPE.tag) {
      uit[e.value] = (delen: unknown[]) => `<${e.value}>${delen.join("")}</${e.value}>`;
      waarden(e.children, aantal, uit);
    }
  }
  return uit;
}

const formatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
};
const tekst = (x: unknown) => (Array.isArray(x) ? x.join("") : String(x));

describe("messages compiled ahead of time (issue 27)", () => {
  it.each(TAALCODES)("every message of %s reads the same compiled as parsed", async (code) => {
    const verschillen: string[] = [];
    let metArgumenten = 0;
    const berichten = (await loadMessages(code)) as Boom;
    const gecompileerd = compileer(berichten) as Boom;
    for (const [sleutel, bericht] of bladeren(berichten)) {
      const c = sleutel.split(".").reduce<unknown>((k, d) => (k as Boom)[d], gecompileerd);
      const ast = parse(bericht);
      if (ast.some((e) => e.type !== TYPE.literal)) metArgumenten++;
      for (const aantal of [1, 3]) {
        const w = waarden(ast, aantal);
        const verwacht = tekst(new IntlMessageFormat(bericht, "nl", undefined, { ignoreTag: false }).format(w as never));
        const gekregen = tekst(format(c as never, "nl", w as never, { formatters, timeZone: "Europe/Amsterdam" }));
        if (verwacht !== gekregen) verschillen.push(`${sleutel}: ${JSON.stringify(verwacht)} ≠ ${JSON.stringify(gekregen)}`);
      }
    }
    expect(verschillen).toEqual([]);
    // React passes only plain objects to client components (icu-minify's own have no prototype).
    const vreemd: string[] = [];
    const loop = (x: unknown, pad: string) => {
      if (x === null || typeof x !== "object") return;
      if (!Array.isArray(x) && Object.getPrototypeOf(x) !== Object.prototype) vreemd.push(pad);
      for (const [k, v] of Object.entries(x)) loop(v, `${pad}.${k}`);
    };
    loop(gecompileerd, code);
    expect(vreemd).toEqual([]);
    expect(metArgumenten).toBeGreaterThan(100); // the comparison covers real arguments, not only plain texts
  });

  it("outside the app's bundles (no alias) next-intl gets the messages as written", async () => {
    expect(berichtenGecompileerd()).toBe(false);
    const nl = await loadMessages("nl");
    expect(voorNextIntl(nl)).toBe(nl);
  });
});
