// npm test: every check, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";
import {
  continueOnProjectNode,
  e2eEnvFile,
  ensureBuild,
  ensureChromium,
  ensureDependencies,
  run,
  runOrExit,
  say,
} from "./lib/prepare.mjs";
import { startThrowawayPostgres } from "./lib/postgres.mjs";

ensureDependencies();
await continueOnProjectNode(import.meta.filename);
const chromium = ensureChromium();

/**
 * The API and outbox suites also run against a real PostgreSQL server: always under CI=true,
 * on request with TEST_POSTGRES=on, never with TEST_POSTGRES=off (docs/decisions/0013).
 */
const postgresWanted = /^(on|true|1)$/i.test(process.env.TEST_POSTGRES ?? (process.env.CI === "true" ? "on" : "off"));

const started = Date.now();
function step(title, fn) {
  say(`${title}...`);
  const at = Date.now();
  fn();
  say(`${title}: ${Math.round((Date.now() - at) / 1000)} s`);
}

/**
 * `npm audit --omit=dev`: a high or critical advisory in a runtime dependency fails the run. A
 * registry that cannot answer audit requests (some mirrors) is reported, not counted as a pass.
 */
function audit() {
  const result = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", timeout: 120_000 });
  let report;
  try {
    report = JSON.parse(result.stdout || "{}");
  } catch {
    report = {};
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report.message ?? report.error?.summary ?? (result.stderr || "no answer").trim().split("\n").at(-1);
    say(`Dependency audit NOT DONE: the registry did not answer (${reason}). Run npm audit where it can.`);
    return;
  }
  say(`Dependency audit: ${JSON.stringify(counts)}`);
  if ((counts.high ?? 0) + (counts.critical ?? 0) > 0) {
    run("npm", ["audit", "--omit=dev", "--audit-level=high"]);
    process.exit(1);
  }
}

step("Typecheck", () => runOrExit("npm", ["run", "--silent", "typecheck"]));
step("Lint", () => runOrExit("npm", ["run", "--silent", "lint"]));
step("Dependency audit (npm audit --omit=dev)", audit);
step("Unit, component and API tests (embedded database)", () => runOrExit("npx", ["vitest", "run"]));
if (postgresWanted) {
  step("API and outbox tests against PostgreSQL", () => {
    say("Starting a throwaway PostgreSQL cluster on loopback...");
    const postgres = startThrowawayPostgres();
    const stop = () => postgres.stop();
    process.once("SIGINT", () => (stop(), process.exit(130)));
    process.once("SIGTERM", () => (stop(), process.exit(143)));
    let status;
    try {
      status = run("npx", ["vitest", "run", "--project", "postgres"], {
        env: { ...process.env, TEST_DATABASE_URL: postgres.url },
      });
    } finally {
      stop();
    }
    if (status !== 0) process.exit(status);
  });
} else {
  say("PostgreSQL suites skipped (set TEST_POSTGRES=on, or CI=true, to run them).");
}
// The end-to-end tests run against a fresh production build, with test ids for the trackers.
ensureBuild({ force: process.env.CI === "true", envFile: e2eEnvFile });
step("HTML validation of every prerendered page", () => runOrExit("npm", ["run", "--silent", "validate:html"]));
step("End-to-end tests in Chromium", () =>
  runOrExit("npx", ["playwright", "test"], { env: { ...process.env, CHROMIUM_PATH: chromium } }),
);
// The production topology (deploy/): nginx, two app processes, PostgreSQL. Always in CI; locally
// on request, since it installs nginx and PostgreSQL when they are missing.
if (/^(on|true|1)$/i.test(process.env.TEST_DEPLOY ?? (process.env.CI === "true" ? "on" : "off"))) {
  step("Deployment test through nginx (npm run test:deploy)", () =>
    runOrExit("npm", ["run", "--silent", "test:deploy"]),
  );
} else {
  say("Deployment test skipped (set TEST_DEPLOY=on, or CI=true, to run it).");
}
say(`All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
