import { spawn, type ChildProcess } from "node:child_process";
import { expect, request, test, type APIRequestContext } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { createStaff } from "./db";
import { alert, signIn, signOut } from "./helpers";

/**
 * Two app instances, one database (issue 19): a second production server is started beside the
 * one Playwright runs, on another port, against the same database and storage folder — the shape
 * of several stateless instances behind a load balancer. A session made on one works on the
 * other, sign-out on one ends it on both, the sign-in limit counts attempts on both together, and
 * a file uploaded through one is served by the other.
 */

test.describe.configure({ mode: "serial", timeout: 180_000 });

const POORT_1 = Number(process.env.E2E_PORT ?? 3100);
const POORT_2 = POORT_1 + 7;
const EEN = `http://localhost:${POORT_1}`;
const TWEE = `http://localhost:${POORT_2}`;
let tweede: ChildProcess | undefined;

test.beforeAll(async () => {
  tweede = spawn("node", ["--import", "./scripts/http-methoden.mjs", "--import", "./scripts/toelating.mjs", "node_modules/next/dist/bin/next", "start", "-p", String(POORT_2)], {
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", API_LOG: "off", APP_URL: TWEE },
    stdio: "ignore",
  });
  // Ready when it answers its sign-in page.
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${TWEE}/account/login`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 120_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
});

test.afterAll(() => {
  tweede?.kill("SIGTERM");
});

const permissies = (ctx: APIRequestContext, basis: string) => ctx.get(`${basis}/api/Accounts/Permissions?administratieNr=${A}`, { headers: { "X-CSRF": "1" } });

test("a session made on one instance works on the other; sign-out on the other ends it on both", async ({ page }) => {
  await page.goto(`${EEN}/account/login?returnurl=%2F${A}`);
  await signIn(page, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${EEN}/${A}`);
  // The same cookie to the second instance (another port is the same host for cookies).
  const cookies = await page.context().cookies();
  const kopie = await request.newContext({ storageState: { cookies, origins: [] } });
  expect((await permissies(kopie, EEN)).status()).toBe(200);
  expect((await permissies(kopie, TWEE)).status()).toBe(200);
  await page.goto(`${TWEE}/${A}`);
  await expect(page.getByRole("button", { name: /^Gebruikersmenu/ })).toBeVisible();
  await signOut(page);
  await expect(page).toHaveURL(`${TWEE}/Loggedout?tenant=${A}`);
  expect((await permissies(kopie, TWEE)).status()).toBe(401);
  expect((await permissies(kopie, EEN)).status()).toBe(401);
  await kopie.dispose();
});

test("the sign-in limit counts failures on both instances together", async ({ page }) => {
  const staff = await createStaff(A, { password: "Juist-wachtwoord-2" });
  for (let i = 0; i < 5; i++) {
    await page.goto(`${i % 2 ? TWEE : EEN}/account/login`);
    await signIn(page, staff.email, `fout-${i}`);
    await expect(alert(page)).toBeVisible();
  }
  await expect(alert(page)).toContainText("tijdelijk geblokkeerd");
  for (const basis of [EEN, TWEE]) {
    await page.goto(`${basis}/account/login`);
    await signIn(page, staff.email, "Juist-wachtwoord-2");
    await expect(alert(page)).toContainText("tijdelijk geblokkeerd");
  }
});

test("a file uploaded through one instance is served by the other", async ({ page }) => {
  await page.goto(`${EEN}/account/login?returnurl=%2F${A}`);
  await signIn(page, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${EEN}/${A}`);
  const ctx = page.context().request;
  // A 1×1 PNG with a marker byte pattern of its own in a text chunk.
  const merk = `twee-instanties-${Date.now()}`;
  const png = pngMetTekst(merk);
  const upload = await ctx.post(`${EEN}/api/Administraties/UpLoad?administratieNr=${A}`, {
    headers: { "X-CSRF": "1" },
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: png } },
  });
  expect(upload.status()).toBe(200);
  const logo = await ctx.get(`${TWEE}/api/Administraties/Logo/${A}?administratieNr=${A}`, { headers: { "X-CSRF": "1" } });
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");
  expect(Buffer.from(await logo.body()).equals(png)).toBe(true);
});

/** A valid 1×1 PNG carrying `tekst` in a tEXt chunk (so each run's file is its own). */
function pngMetTekst(tekst: string): Buffer {
  const crcTabel = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTabel[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 0, 0, 0, 0]);
  const idat = Buffer.from([0x78, 0x9c, 0x63, 0x60, 0x00, 0x00, 0x00, 0x02, 0x00, 0x01]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("tEXt", Buffer.from(`Comment\0${tekst}`, "latin1")),
    chunk("IDAT", idat),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
