import AxeBuilder from "@axe-core/playwright";
import { expect, type Cookie, type Locator, type Page } from "@playwright/test";

/** No WCAG 2.1 A/AA violations on the page as it is now (menus closed). */
/**
 * axe on the page (WCAG 2.0/2.1 A and AA). `wcag22`: WCAG 2.2 AA too, which adds target-size
 * (2.5.8, targets of 24 × 24 px or spaced so), as Lighthouse's accessibility score checks it.
 */
export async function expectAccessible(page: Page, { wcag22 = false }: { wcag22?: boolean } = {}) {
  // Metadata streams: the <title> can arrive after the content it names. Wait a little for it; a
  // page that has none at all is then still reported by axe (document-title).
  await page.waitForFunction(() => document.title.trim() !== "", undefined, { timeout: 5_000 }).catch(() => undefined);
  let violations: string[] = [];
  // A toast that is sliding in or out is half transparent, which axe reports as low contrast. The
  // toast library loads when first used, so a toast can also appear between the wait and axe's
  // run: when only toasts were reported, wait again and look once more (a settled toast's
  // contrast is still checked).
  for (let poging = 0; poging < 2; poging++) {
    await toastsStil(page);
    // axe.run in the page itself (legacy mode) when the page has no frames: the default runs axe
    // per frame and then merges the results in a new blank page, injecting axe (~550 KB) there
    // too — seconds per check on a loaded machine, for the same findings. A page with frames gets
    // the default, which also reaches cross-origin frames.
    const zonderFrames = page.frames().length === 1;
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", ...(wcag22 ? ["wcag22aa"] : [])]).setLegacyMode(zonderFrames).analyze();
    violations = result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    const doelen = result.violations.flatMap((v) => (v.id === "color-contrast" ? v.nodes.map((n) => String(n.target[0])) : ["-"]));
    // Retried only when every reported node is in a toast or already gone (a transient); whatever
    // stays is reported by the second run.
    const inToast = await page.evaluate((sels) => sels.every((sel) => sel !== "-" && (!document.querySelector(sel) || !!document.querySelector(sel)!.closest("[data-sonner-toast]"))), doelen);
    if (doelen.length === 0 || !inToast) break;
  }
  expect(violations).toEqual([]);
}

/** Every toast on screen has finished its animation (or is gone); one stacked behind the front one fades its content separately. */
async function toastsStil(page: Page) {
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll<HTMLElement>("[data-sonner-toast]")).every(
      (t) =>
        t.dataset.visible === "false" ||
        (t.dataset.removed !== "true" &&
          t.dataset.mounted === "true" &&
          getComputedStyle(t).opacity === "1" &&
          Array.from(t.querySelectorAll<HTMLElement>("[data-title], [data-description], [data-content]")).every((c) => ["0", "1"].includes(getComputedStyle(c).opacity))),
    ),
  );
}

/** Our own alerts; Next's route announcer also has role=alert, outside <main>. */
export const alert = (page: Page) => page.getByRole("main").getByRole("alert");

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  // Wait for the sign-in action's answer, and for React to have applied it (the button is itself
  // again): the same message twice in a row would otherwise race, and React's reset of the form
  // after an action could empty the next attempt's password. The form also posts a lookup of the
  // address's sign-in methods to the same page (issue 31): its body holds no password field.
  const knop = page.getByRole("button", { name: "Aanmelden", exact: true });
  const [antwoord] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/account/login") && (r.request().postData() ?? "").includes("password")),
    knop.click(),
  ]);
  // Signed in: Next follows the action's redirect. Refused: the button reads "Aanmelden" again
  // once React has committed the answer (while pending it reads "Bezig met aanmelden…").
  if (!antwoord.headers()["x-action-redirect"]) await expect(knop).toBeEnabled();
}

/**
 * Sessions signed in earlier in this worker, per user. Signing in costs an argon2 verification and
 * three page loads; most tests only need to be someone, so a session is reused while the server
 * still accepts it (a test that signs out, revokes sessions or deactivates the user ends it; the
 * next openAs then lands on the login page and signs in again).
 */
const sessies = new Map<string, Cookie[]>();

/** Opens `path` as `email`, reusing this worker's session of that user or signing in on the way. */
export async function openAs(page: Page, path: string, email: string, password: string) {
  const sleutel = `${email}\n${password}`;
  const bewaard = sessies.get(sleutel);
  if (bewaard) {
    await page.context().clearCookies();
    await page.context().addCookies(bewaard);
    await page.goto(path);
    if (!new URL(page.url()).pathname.startsWith("/account/login")) {
      await expect(page).toHaveURL(path);
      return;
    }
    sessies.delete(sleutel);
  } else {
    // Whoever this page was signed in as before is signed out first (the login page sends a
    // signed-in user on to the return url).
    await page.context().clearCookies();
    await page.goto(`/account/login?returnurl=${encodeURIComponent(path)}`);
  }
  await signIn(page, email, password);
  await expect(page).toHaveURL(path);
  sessies.set(sleutel, await page.context().cookies());
}

/**
 * Waits until React has hydrated `locator`'s element: its props (the handlers) are on the node.
 * Server-rendered HTML is visible and clickable before that; a click or a choice made then does
 * nothing or is undone by hydration (on a loaded machine hydration of a big page takes seconds).
 * Wait for it before the first interaction with a page that was loaded, not navigated to in the app.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps$"))), { message: "React heeft het element niet gehydrateerd" })
    .toBe(true);
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: /^Gebruikersmenu/ }).click();
  await page.getByRole("menuitem", { name: "Afmelden" }).click();
}

/**
 * Moves a sortable row one place with dnd-kit's keyboard sensor, waiting for each state before the
 * next key (under load a key pressed before the pick-up landed is lost): Space picks up (the
 * handle becomes aria-pressed), the arrow waits for dnd-kit's announcement that the row is over
 * ANOTHER row, Space drops. dnd-kit already announces "X boven X." at the pick-up (the row is over
 * itself); a drop before the arrow's move reached React left the order as it was (a CI flake).
 */
export async function verplaatsMetToetsenbord(page: Page, naam: string, toets: "ArrowUp" | "ArrowDown") {
  const handvat = page.getByRole("button", { name: `${naam} verslepen` });
  await handvat.focus();
  await expect(handvat).toBeFocused();
  await page.keyboard.press("Space");
  await expect(handvat).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.press(toets);
  const n = naam.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  await expect(page.getByText(new RegExp(`^${n} boven (?!${n}\\.$).+\\.$`))).toBeAttached();
  await page.keyboard.press("Space");
  await expect(handvat).not.toHaveAttribute("aria-pressed", "true");
}
