import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));

/**
 * `npm run db -- ARGS` as an operator runs it: a process of its own on DATA_DIR=`dataDir`, no .env
 * file, under the caller's umask.
 */
export function dbCommand(dataDir: string, ...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "server/operator.ts", "db", ...args], {
    cwd: root,
    encoding: "utf8",
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, ENV_FILE: "none" },
    timeout: 60_000,
  });
}
