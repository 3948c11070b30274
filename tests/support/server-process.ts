import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "../../scripts/lib/local";
import { writeInlineScripts } from "../../server/static-site";

const root = fileURLToPath(new URL("../..", import.meta.url));

/** A tiny stand-in for build/client, so server processes start without a site build. */
export function makeStaticSite(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "neutra-site-"));
  const files: Record<string, string> = {
    "index.html": "<!doctype html><title>Startseite</title><script>window.x=1</script>",
    "404/index.html": "<!doctype html><title>Seite nicht gefunden</title>",
    "en/404/index.html": "<!doctype html><title>Page not found</title>",
    "assets/entry-abc123.js": "console.log('asset');",
    "assets/font-abc123.woff2": "wOF2",
  };
  for (const [file, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  }
  // The start page's script, known as a build knows its own (server/csp.ts).
  writeInlineScripts(dir, { page: "window.x=1" });
  return dir;
}

export interface ServerProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
  /** SIGTERM and wait. */
  stop(): Promise<void>;
}

/** The real server (`node --import tsx server/main.ts`) on a free loopback port. */
export function spawnServerProcess(
  env: Record<string, string>,
  port?: number,
  user?: { uid: number; gid: number },
): ServerProcess & { port: Promise<number> } {
  const portPromise = port ? Promise.resolve(port) : freePort();
  let child!: ChildProcess;
  let out = "";
  const started = portPromise.then((p) => {
    child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        PORT: String(p),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        // A developer's .env (a DATABASE_URL, say) must never reach a test server.
        ENV_FILE: "none",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
      ...user,
    });
    child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
    return new Promise<number | string>((resolve) => child.on("exit", (code, signal) => resolve(code ?? signal ?? -1)));
  });
  const proc = {
    get child() {
      return child;
    },
    baseUrl: "",
    port: portPromise,
    output: () => out,
    exited: started.then((exited) => exited),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        await proc.exited;
      }
    },
  };
  return proc;
}

/** Starts the server and waits until /api/health answers 200 (or the process exits). */
export async function startServerProcess(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const proc = spawnServerProcess(env, port);
  const p = await proc.port;
  proc.baseUrl = `http://127.0.0.1:${p}`;
  let exited = false;
  void proc.exited.then(() => (exited = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline && !exited) {
    try {
      if ((await fetch(`${proc.baseUrl}/api/health`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await proc.stop();
  throw new Error(`The server did not become healthy:\n${proc.output()}`);
}
