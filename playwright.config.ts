import { defineConfig } from "@playwright/test";
import { tijdfactor as leesTijdfactor } from "./scripts/tijdfactor";

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Default time-outs grow with the machine's load when the run starts (scripts/tijdfactor.ts);
// waits a spec sets itself ({ timeout }, test.setTimeout) are generous already and stay as written.
const tijdfactor = leesTijdfactor();
process.env.TEST_TIJDFACTOR = String(tijdfactor); // the workers use the same factor

// Debian's Chromium: `npx playwright install` cannot download a browser here.
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: `test-results/${process.env.TEST_RUN_ID ?? "main"}/artifacts`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Generous: CI runs on 2 cores, and a test signs in and runs axe several times.
  timeout: 60_000 * tijdfactor,
  expect: { timeout: 10_000 * tijdfactor },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    // As npm start runs it: with the method guard and the admission preloaded (scripts/http-methoden.mjs,
    // scripts/toelating.mjs), so the e2e suite runs what users get.
    command: `node --import ./scripts/http-methoden.mjs --import ./scripts/toelating.mjs node_modules/next/dist/bin/next start -p ${PORT}`,
    url: `http://localhost:${PORT}/account/login`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      API_LOG: "off",
      APP_URL: `http://localhost:${PORT}`,
    },
  },
});
