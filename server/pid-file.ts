import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** Written by the server while it holds the embedded database; the operator commands check it. */
export function pidFile(dataDir: string): string {
  return path.resolve(dataDir, "server.pid");
}

/** Whether a server process holds the embedded database in this DATA_DIR now. */
export function serverRunning(dataDir: string): boolean {
  const file = pidFile(dataDir);
  if (!existsSync(file)) return false;
  try {
    process.kill(Number(readFileSync(file, "utf8")), 0);
    return true;
  } catch {
    return false;
  }
}
