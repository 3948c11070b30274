// Plain JavaScript on purpose: this runs on a fresh clone, before any dependency is installed.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";

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

export function checkNode() {
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`[neutra] Node.js >= 20.19 is required, this is ${process.versions.node}.`);
    process.exit(1);
  }
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/**
 * Installs when node_modules is missing or older than the lockfile. `npm install` keeps the locked
 * versions; `npm ci` is not used because it rejects a lockfile that lacks other platforms'
 * optional packages, which a registry mirror without them produces (docs/decisions/0005).
 */
export function ensureDependencies() {
  const installed = path.join(root, "node_modules/.package-lock.json");
  if (mtime(installed) >= mtime(path.join(root, "package-lock.json"))) return;
  say("Installing dependencies (npm install, locked versions)...");
  runOrExit("npm", ["install", "--no-audit", "--no-fund"]);
}

const buildInputs = [
  "app",
  "common",
  "public",
  "scripts/postbuild.ts",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
];
const stampFile = path.join(root, "build/.stamp");

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((name) => newestMtime(path.join(target, name))));
}

/** The SITE_* variables are baked into the build; a change to them needs a rebuild. */
function siteEnv(env) {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(env)
        .filter(([k]) => k.startsWith("SITE_"))
        .sort(),
    ),
  );
}

/**
 * The end-to-end tests' build: trackers and the scheduling embed configured with test values, so
 * the tests can prove that none of them loads before consent.
 */
export const e2eSiteEnv = JSON.parse(readFileSync(path.join(root, "tests/e2e/site-env.json"), "utf8"));

/**
 * Builds when the build is missing, older than any input, or made with other SITE_* settings.
 * `env` adds SITE_* settings to the environment's.
 */
export function ensureBuild({ force = false, env = {} } = {}) {
  const buildEnv = { ...process.env, ...env };
  const stampTime = mtime(stampFile);
  const fresh =
    !force &&
    existsSync(path.join(root, "build/client/index.html")) &&
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
