import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "./local";
import { root } from "./prepare.mjs";

/** Starts the real server on a free loopback port with a throwaway database; resolves when healthy. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<{
  baseUrl: string;
  port: number;
  dataDir: string;
  pid: number;
  stop: () => Promise<void>;
  kill: () => void;
}> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-bench-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Up to 60 s: on a loaded machine the embedded database's first migration alone can take 20.
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) {
        const stop = async () => {
          child.kill("SIGTERM");
          if (child.exitCode === null && child.signalCode === null) await once(child, "exit");
        };
        // SIGKILL: a crash, as the deployment test makes one.
        return { baseUrl, port, dataDir, pid: child.pid!, stop, kill: () => child.kill("SIGKILL") };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill("SIGKILL");
  throw new Error("The server did not become healthy within 60 s.");
}
