import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { e2eSiteEnv, ensureBuild } from "./scripts/lib/prepare.mjs";
import { chromiumArgs, freePort } from "./scripts/lib/local";

// The tests need the build made with the test integrations (tests/e2e/site-env.json); this is a
// quick no-op when it is current, so `npx playwright test` works after any other build too.
ensureBuild({ env: e2eSiteEnv });

/** A free port and a throwaway data dir, chosen once in the runner; workers inherit the env. */
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "neutra-e2e-"));
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  use: {
    baseURL,
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 800 },
    locale: "de-DE",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  webServer: {
    command: "node --import tsx server/main.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: process.env.E2E_PORT,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: "warn",
      // Test users type fast; the spam trap's real threshold is covered by the API tests.
      MIN_FILL_MS: "300",
      CONTACT_TO: "leads@neutra.test",
    },
  },
});
