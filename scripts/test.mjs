// npm test: every check, in order, stopping at the first failure.
import {
  checkNode,
  e2eSiteEnv,
  ensureBuild,
  ensureChromium,
  ensureDependencies,
  runOrExit,
  say,
} from "./lib/prepare.mjs";

checkNode();
ensureDependencies();
const chromium = ensureChromium();

const steps = [
  ["Typecheck", "npm", ["run", "--silent", "typecheck"]],
  ["Lint", "npm", ["run", "--silent", "lint"]],
  ["Unit, component and API tests", "npx", ["vitest", "run"]],
];
const started = Date.now();
for (const [title, command, args] of steps) {
  say(`${title}...`);
  runOrExit(command, args);
}
// The end-to-end tests run against a fresh production build, with test ids for the trackers.
ensureBuild({ force: process.env.CI === "true", env: e2eSiteEnv });
say("End-to-end tests in Chromium...");
runOrExit("npx", ["playwright", "test"], { env: { ...process.env, CHROMIUM_PATH: chromium } });
say(`All checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
