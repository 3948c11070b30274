import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { readEnvFile } from "./common/env-file.mjs";
import { e2eEnvFile, ensureBuild } from "./scripts/lib/prepare.mjs";
import { chromiumArgs, freePort } from "./scripts/lib/local";

// The tests need the build made from their configuration file (tests/e2e/site.env); this is a
// quick no-op when it is current, so `npx playwright test` works after any other build too.
ensureBuild({ envFile: e2eEnvFile });
// The build saw these values only through the file; the tests (site.url, tracker ids) read them
// from their environment, and the workers inherit it. The server reads the same file.
Object.assign(process.env, readEnvFile({ ENV_FILE: e2eEnvFile }));

/** A free port and a throwaway data dir, chosen once in the runner; workers inherit the env. */
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), "neutra-e2e-"));
// The back office's own server (tests/e2e/admin-flow.spec.ts), on localhost: a passkey's relying
// party must be a host name, not an address.
process.env.E2E_ADMIN_PORT ??= String(await freePort());
// The content editor's (tests/e2e/content-editor.spec.ts), the same way.
process.env.E2E_CONTENT_PORT ??= String(await freePort());
// The media library's (tests/e2e/admin-media.spec.ts), the same way.
process.env.E2E_MEDIA_PORT ??= String(await freePort());
// The collections' editor's (tests/e2e/admin-collections.spec.ts), the same way.
process.env.E2E_COLLECTIONS_EDITOR_PORT ??= String(await freePort());
// The contained publish's (tests/e2e/contained-publish.spec.ts), restarted within the test.
process.env.E2E_CONTAINED_PORT ??= String(await freePort());
// The collections' pages, rendered from fictional entries (tests/e2e/collections.spec.ts).
process.env.E2E_COLLECTIONS_PORT ??= String(await freePort());
// The loading-speed figures' (tests/e2e/web-vitals.spec.ts), whose visitors and owner share one host.
process.env.E2E_VITALS_PORT ??= String(await freePort());
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
      // As behind nginx: tests that act as several visitors name them in X-Forwarded-For.
      TRUST_PROXY: "on",
      CONTACT_TO: "leads@neutra.test",
      ENV_FILE: e2eEnvFile,
    },
  },
});
