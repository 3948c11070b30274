import path from "node:path";

/** Written by the server while it holds the embedded database; the operator commands check it. */
export function pidFile(dataDir: string): string {
  return path.resolve(dataDir, "server.pid");
}
