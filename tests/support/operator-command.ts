import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * `npm run <area> -- ARGS` as an operator runs it: a process of its own on DATA_DIR=`dataDir`, no
 * .env file, under the caller's umask.
 */
export function runOperator(dataDir: string, area: string, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/operator.ts", area, ...args], {
    cwd: root,
    encoding: "utf8",
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ENV_FILE: "none" },
    timeout: 60_000,
  });
}

/** `npm run db -- ARGS`. */
export const dbCommand = (dataDir: string, ...args: string[]) => runOperator(dataDir, "db", ...args);
