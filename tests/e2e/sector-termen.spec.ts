import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { openAs } from "./helpers";

/**
 * A care (nl-zorg) and a childcare (nl-kdv) administration read their own words on every screen:
 * the walk opens every page reachable through the menus and links (one per route shape), plus the
 * first "… toevoegen" dialog of each, and finds none of the primary-education words that the
 * sector file replaces. What the administration itself typed (names of roles, groups, indicator
 * texts …) is data, not interface: phrases found in the database are taken out first. The API
 * description documents the fixed API contract (/api/Leerlingen/…) and is left out.
 */

test.describe.configure({ mode: "serial", timeout: 600_000 });

const MESSAGES = path.resolve(import.meta.dirname, "../../messages");
const termen = (code: string) => (JSON.parse(readFileSync(path.join(MESSAGES, code, "translation.json"), "utf8")) as { termen?: Record<string, string> }).termen ?? {};

/** The nl words a sector replaces, as one pattern (compounds of the stems included). */
function verbodenWoorden(code: string): RegExp {
  const nl = termen("nl");
  const sector = { ...termen("nl-so"), ...termen(code) };
  const vervangen = Object.keys(nl).filter((k) => sector[k] !== undefined && sector[k] !== nl[k]).map((k) => nl[k]!);
  const stammen = vervangen.filter((w) => ["leerling", "leerkracht", "vestiging"].includes(w));
  const woorden = vervangen.filter((w) => !stammen.includes(w));
  return new RegExp(`\\b(?:(?:${stammen.join("|")})[a-zà-ÿ]*|(?:${woorden.join("|")}))\\b`, "i");
}

/** Texts in the database that contain a forbidden word: data, taken out of the page text. */
async function dataZinnen(patroon: RegExp): Promise<string[]> {
  return withDb(async (c) => {
    const kolommen = await c.query<{ tabel: string; kolom: string }>(
      `SELECT table_name AS tabel, column_name AS kolom FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying') AND table_name NOT LIKE '\\_%'`,
    );
    const perTabel = new Map<string, string[]>();
    for (const { tabel, kolom } of kolommen.rows) perTabel.set(tabel, [...(perTabel.get(tabel) ?? []), kolom]);
    const zinnen = new Set<string>();
    const bron = patroon.source.replaceAll("\\b", "");
    for (const [tabel, cols] of perTabel) {
      const delen = cols.map((k) => `SELECT DISTINCT "${k}" AS t FROM "${tabel}" WHERE "${k}" ~* $1`);
      const r = await c.query<{ t: string }>(`${delen.join(" UNION ")} LIMIT 20000`, [bron]);
      for (const { t } of r.rows) if (t) zinnen.add(t.trim());
    }
    // Texts inside json values (a form's filled-in answers, plan values) are data too.
    const json = await c.query<{ tabel: string; kolom: string }>(
      `SELECT table_name AS tabel, column_name AS kolom FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('json', 'jsonb') AND table_name NOT LIKE '\\_%'`,
    );
    for (const { tabel, kolom } of json.rows) {
      const r = await c.query<{ t: string }>(
        `SELECT DISTINCT x #>> '{}' AS t FROM "${tabel}", jsonb_path_query("${kolom}"::jsonb, 'strict $.**') x
         WHERE jsonb_typeof(x) = 'string' AND x #>> '{}' ~* $1 LIMIT 20000`,
        [bron],
      );
      for (const { t } of r.rows) if (t) zinnen.add(t.trim());
    }
    // Longest first, so a sentence goes before a word inside it.
    return [...zinnen].sort((a, b) => b.length - a.length);
  });
}

/** Every text a person can read or hear on the page (text, labels, titles), outside the API contract. */
async function teksten(page: Page, binnen?: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const wortel = selector ? document.querySelector(selector) : document.body;
    const uit: string[] = [document.title];
    if (!wortel) return uit;
    // [data-gebruikersinhoud]: rich text a person wrote (a lesson, a news article), data like the rest.
    const skip = (el: Element | null) => !!el?.closest("script, style, code, [data-contract], [data-gebruikersinhoud], next-route-announcer, #__next-route-announcer__");
    const walker = document.createTreeWalker(wortel, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const t = n.textContent?.trim();
      if (t && !skip(n.parentElement)) uit.push(t);
    }
    for (const el of wortel.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      if (skip(el)) continue;
      for (const a of ["aria-label", "title", "placeholder", "alt"]) {
        const v = el.getAttribute(a);
        if (v) uit.push(v);
      }
    }
    return uit;
  }, binnen ?? null);
}

function vorm(pad: string): string {
  return pad.replace(/\d{4}-\d{4}/g, "SJ").replace(/\/[0-9a-f]{8}-[0-9a-f-]{27}(?=\/|$)/gi, "/U").replace(/\/\d+(?=\/|$)/g, "/N");
}

async function wandel(page: Page, taalCode: string) {
  const verboden = verbodenWoorden(taalCode);
  const data = await dataZinnen(verboden);
  const fouten = new Set<string>();
  const controleer = (waar: string, lijst: string[]) => {
    for (const origineel of lijst) {
      let tekst = origineel;
      for (const zin of data) if (zin && tekst.includes(zin)) tekst = tekst.split(zin).join(" ");
      const m = verboden.exec(tekst);
      if (m) fouten.add(`${waar}: "${origineel.slice(0, 120)}" (${m[0]})`);
    }
  };

  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const gezien = new Set<string>();
  const rij = [`/${A}`, `/${A}/account/Mijnaccount`, `/${A}/Mijnadministratie`, `/${A}/beheer`];
  let bezocht = 0;
  while (rij.length && bezocht < 70) {
    const pad = rij.shift()!;
    if (gezien.has(vorm(pad))) continue;
    gezien.add(vorm(pad));
    const res = await page.goto(pad);
    if (!res || res.status() >= 400) continue;
    bezocht += 1;
    await page.waitForLoadState("networkidle");
    controleer(pad, await teksten(page));
    // The first add dialog of the page (sentences with terms live in dialogs too).
    const toevoegen = page.getByRole("main").getByRole("button", { name: /toevoegen/i }).first();
    if ((await toevoegen.count()) && (await toevoegen.isEnabled()) && (await toevoegen.isVisible())) {
      await toevoegen.click();
      const dialoog = page.getByRole("dialog");
      if (await dialoog.isVisible().catch(() => false)) {
        controleer(`${pad} (dialoog)`, await teksten(page, '[role="dialog"]'));
        await page.keyboard.press("Escape");
      }
    }
    const links = await page.evaluate((a) => [...document.querySelectorAll<HTMLAnchorElement>(`a[href^="/${a}"]`)].map((l) => l.getAttribute("href")!.split("?")[0]!.split("#")[0]!), A);
    for (const l of links) if (!gezien.has(vorm(l))) rij.push(l);
  }
  expect(bezocht, "pagina's bezocht").toBeGreaterThan(25);
  expect([...fouten]).toEqual([]);
}

test.afterAll(async () => {
  await withDb((c) => c.query(`UPDATE "Administratie" SET "taalCode" = 'nl' WHERE "administratieNr" = $1`, [A]));
});

for (const taalCode of ["nl-zorg", "nl-kdv"]) {
  test(`${taalCode}: no primary-education word on any screen`, async ({ page }) => {
    await withDb((c) => c.query(`UPDATE "Administratie" SET "taalCode" = $2 WHERE "administratieNr" = $1`, [A, taalCode]));
    try {
      await wandel(page, taalCode);
    } finally {
      await withDb((c) => c.query(`UPDATE "Administratie" SET "taalCode" = 'nl' WHERE "administratieNr" = $1`, [A]));
    }
  });
}
