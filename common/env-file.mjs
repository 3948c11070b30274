// Plain JavaScript: read by the starters before dependencies exist, by the build, the server and
// the operator commands alike, so a value set only in .env reaches all of them (ADR 0020).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "node:util";

const projectRoot = path.resolve(import.meta.dirname, "..");

/** ENV_FILE names the file (relative to the project root); "none" reads none; default: .env. */
export function envFilePath(env = process.env) {
  const named = env.ENV_FILE?.trim();
  if (named === "none") return undefined;
  return named ? path.resolve(projectRoot, named) : path.join(projectRoot, ".env");
}

/** The file's variables, without applying them; {} when there is none. */
export function readEnvFile(env = process.env) {
  const file = envFilePath(env);
  if (!file) return {};
  if (!existsSync(file)) {
    if (env.ENV_FILE?.trim()) throw new Error(`ENV_FILE ${file} does not exist`);
    return {};
  }
  return parseEnv(readFileSync(file, "utf8"));
}

/**
 * Applies the file to process.env: the real environment wins over the file. Returns the file's
 * path, or undefined when none was read.
 */
export function loadEnvFile() {
  const values = readEnvFile();
  for (const [name, value] of Object.entries(values)) process.env[name] ??= value;
  return Object.keys(values).length ? envFilePath() : undefined;
}
