import { expect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { expectAccessible, openAs } from "./helpers";

const sj = huidigSchooljaar();

async function geenHorizontaleOverloop(page: Page) {
  const { breed, venster } = await page.evaluate(() => ({ breed: document.scrollingElement!.scrollWidth, venster: window.innerWidth }));
  expect(breed, `pagina is ${breed}px breed in een venster van ${venster}px`).toBeLessThanOrEqual(venster);
}

test("an unknown page inside an administration keeps the shell and leads back to its home", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const res = await page.goto(`/${A}/bestaat/niet`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Gebruikersmenu/ })).toBeVisible();
  await expect(page).toHaveTitle("Pagina niet gevonden · Leerroute");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Terug naar home" }).click();
  await expect(page).toHaveURL(`/${A}`);
});

test("a page the user may not open inside an administration shows not-found in the shell", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  const res = await page.goto(`/${A}/beheer/rollen`);
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Terug naar home" })).toHaveAttribute("href", `/${A}`);
});

test("a role's page is titled with its name and links its staff to their pages", async ({ page }) => {
  await openAs(page, `/${A}/beheer/rollen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page).toHaveTitle("Rollen · Leerroute");
  await page.getByRole("link", { name: "Leerkracht", exact: true }).click();
  await expect(page).toHaveTitle("Leerkracht · Rollen · Leerroute");
  const medewerkers = page.getByRole("table", { name: "Medewerkers" });
  await expect(medewerkers.getByRole("link").first()).toHaveAttribute("href", new RegExp(`/${A}/beheer/Gebruikers/details/[0-9a-f-]{36}$`));
  await medewerkers.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/${A}/beheer/Gebruikers/details/[0-9a-f-]{36}$`));
  await expect(page).toHaveTitle(/ · Gebruikers · Leerroute$/);
});

test("home lists the teacher's own groups of this year, each a link to its page", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page).toHaveTitle("Home · Leerroute");
  const lijst = page.getByRole("list", { name: "Mijn groepen" });
  const link = lijst.getByRole("link", { name: "Groep 3" });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/${A}/schooljaar/${sj}/adm/groepen/details/\\d+`));
  await expect(page.getByRole("heading", { name: /Groep 3/ })).toBeVisible();
});

test("Mijn account links the own groups to their pages", async ({ page }) => {
  await openAs(page, `/${A}/account/Mijnaccount`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page).toHaveTitle("Mijn account · Leerroute");
  await expect(page.getByRole("main").getByRole("link", { name: "Groep 3" })).toHaveAttribute("href", new RegExp(`/${A}/schooljaar/${sj}/adm/groepen/details/\\d+`));
});

test("the first page load asks for nothing that is missing (favicon included)", async ({ page }) => {
  const missing: string[] = [];
  page.on("response", (r) => {
    if (r.status() === 404) missing.push(r.url());
  });
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.waitForLoadState("networkidle");
  expect(missing).toEqual([]);
  const ico = await page.request.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/image/);
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", /icon|favicon/);
});

test("every page has a title of its own", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const titels = new Set<string>();
  for (const pad of [`/${A}`, `/${A}/account/Mijnaccount`, `/${A}/Mijnadministratie`, `/${A}/beheer/Notitiesoorten`, `/${A}/leerroutepakketten`]) {
    await page.goto(pad);
    const titel = await page.title();
    expect(titel, pad).toMatch(/ · Leerroute$/);
    titels.add(titel);
  }
  expect(titels.size).toBe(5);
});

test("on a phone the pages fit the screen and the user menu opens inside it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  for (const pad of [`/${A}`, `/${A}/account/Mijnaccount`, `/${A}/beheer/Notitiesoorten`]) {
    await page.goto(pad);
    await geenHorizontaleOverloop(page);
  }
  await page.getByRole("button", { name: /^Gebruikersmenu/ }).click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const box = (await menu.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expect(page.getByRole("menuitem", { name: "Afmelden" })).toBeInViewport();
});

test("/api matches case-insensitively, the prefix included", async ({ request }) => {
  for (const pad of ["/API/OPENAPI", "/Api/openapi", "/api/OpenApi"]) {
    const res = await request.get(pad, { maxRedirects: 0, headers: { "X-CSRF": "1" } });
    expect(res.status(), pad).toBe(200);
    expect((await res.json()) as { openapi?: string }).toHaveProperty("openapi");
  }
});

test("a method the app does not serve is a JSON 405, on /api and on pages (TRACE was a bare 500)", async ({ request }) => {
  for (const pad of ["/api/openapi", "/api/Leerlingen/Details/1001/1", `/account/login`]) {
    const res = await request.fetch(pad, { method: "TRACE", headers: { "X-CSRF": "1" } });
    expect(res.status(), pad).toBe(405);
    expect(res.headers()["allow"]).toContain("GET");
    expect(((await res.json()) as { error: string }).error).toBe("METHOD_NOT_ALLOWED");
  }
});

test("/api is served by the API app directly once loaded, with the same headers and compression (issue 19)", async ({ request }) => {
  // The first call may pass Next's router (it loads the API app); later ones go straight to it.
  await request.get("/api/openapi", { headers: { "X-CSRF": "1" } });
  for (const pad of ["/api/openapi", "/API/OpenApi"]) {
    const res = await request.get(pad, { headers: { "X-CSRF": "1", "Accept-Encoding": "gzip" } });
    expect(res.status(), pad).toBe(200);
    const h = res.headers();
    // Next's router adds its own Vary (rsc, next-router-state-tree …) to what it serves.
    expect(h["vary"] ?? "", pad).not.toMatch(/rsc/);
    expect(h["content-encoding"], pad).toBe("gzip");
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(h["x-frame-options"]).toBe("DENY");
    expect(((await res.json()) as { openapi?: string }).openapi).toBe("3.1.0");
  }
  const https = await request.get("/api/openapi", { headers: { "X-CSRF": "1", "X-Forwarded-Proto": "https" } });
  expect(https.headers()["strict-transport-security"]).toContain("max-age=");
  // Auth.js stays with Next.
  const sessie = await request.get("/api/auth/session");
  expect(sessie.status()).toBe(200);
});

test("pages and /api carry the security headers, and the pages run under their CSP without a violation", async ({ page }) => {
  const schendingen: string[] = [];
  page.on("console", (m) => {
    if (/Content.Security.Policy|Refused to/i.test(m.text())) schendingen.push(m.text());
  });
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const res = await page.goto(`/${A}/account/Mijnaccount`);
  const h = res!.headers();
  expect(h["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(h["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(h["x-content-type-options"]).toBe("nosniff");
  expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"]).toContain("camera=()");
  // The page is interactive (hydrated under the policy): the user menu opens.
  await page.getByRole("button", { name: /^Gebruikersmenu/ }).click();
  await expect(page.getByRole("menuitem", { name: "Afmelden" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.goto(`/${A}/beheer/Notitiesoorten`);
  await expect(page.getByRole("button", { name: "Notitiesoort toevoegen" })).toBeVisible();
  const api = await page.request.get(`/api/Accounts/Permissions?administratieNr=${A}`, { headers: { "X-CSRF": "1" } });
  expect(api.headers()["x-content-type-options"]).toBe("nosniff");
  expect(api.headers()["content-security-policy"]).toContain("default-src 'none'");
  expect(schendingen).toEqual([]);
});
