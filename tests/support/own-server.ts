import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startServerProcess } from "./server-process";

/**
 * A server process of an e2e suite's own, on localhost (a passkey's relying party must be a host
 * name, not an address) over a throwaway DATA_DIR: its address, an owner's invitation as the
 * operator command prints it, and its start.
 */
export function ownServer(port: number, name: string) {
  const siteUrl = `http://localhost:${port}`;
  const env = {
    PATH: process.env.PATH!,
    HOME: process.env.HOME!,
    ENV_FILE: "none",
    DATA_DIR: mkdtempSync(path.join(tmpdir(), `neutra-${name}-e2e-`)),
    SITE_URL: siteUrl,
    ADMIN_URL: siteUrl,
    LOG_LEVEL: "warn",
  };
  return {
    siteUrl,
    async invite(email: string): Promise<string> {
      const invited = await promisify(execFile)(
        process.execPath,
        ["--import", "tsx", "server/operator.ts", "admin", "invite", email],
        { env },
      );
      return invited.stdout.match(/https?:\/\/\S+#signup=[\w-]+/)![0];
    },
    start: (more: Record<string, string> = {}) =>
      startServerProcess({ ...env, HOST: "127.0.0.1", STATIC_DIR: path.resolve("build/client"), ...more }, port),
  };
}
