/**
 * SIGTERM to the process a supervisor has (`docker stop`, systemd, a process manager) shuts the
 * site down cleanly: `npm start` and `npm run serve` as npm runs them, and the start script
 * relaying to the project's Node. Each runs in its own process group on a tiny site (STATIC_DIR,
 * so `npm start` builds nothing); only the outermost PID gets the signal, and then the server
 * must have said it shuts down, closed its port, removed its pid file, and no process of the
 * group may be left.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaticSite } from "../tests/support/server-process";
import { freePort } from "./lib/local";

const root = fileURLToPath(new URL("..", import.meta.url));
const pretendNode20 = `data:text/javascript,${encodeURIComponent(
  'Object.defineProperty(process.versions, "node", { value: "20.20.2" })',
)}`;

let staticDir: string;
beforeAll(() => {
  staticDir = makeStaticSite();
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

async function until(condition: () => boolean | Promise<boolean>, what: string, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (r) => r.ok,
    () => false,
  );

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(false)));
    socket.once("error", () => resolve(true));
  });

/** True while any process of the group is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("SIGTERM to the outermost process", () => {
  it.each([
    ["npm start", "npm", ["start"]],
    ["npm run serve", "npm", ["run", "serve"]],
    [
      "the start script relaying from an unsupported Node",
      process.execPath,
      ["--import", pretendNode20, "scripts/start.mjs"],
    ],
  ])(
    "%s: the server shuts down cleanly and nothing of it is left",
    async (_name, command, args) => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-sigterm-"));
      const child = spawn(command, args, {
        cwd: root,
        // Its own process group, as under a supervisor: nothing else gets the signal.
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          ENV_FILE: "none",
          STATIC_DIR: staticDir,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: "127.0.0.1",
          LOG_LEVEL: "warn",
        },
      });
      let out = "";
      child.stdout.on("data", (d: Buffer) => (out += d.toString()));
      child.stderr.on("data", (d: Buffer) => (out += d.toString()));
      const exited = new Promise<number | string>((resolve) =>
        child.on("exit", (code, signal) => resolve(code ?? signal ?? -1)),
      );
      const pgid = child.pid!;
      try {
        await until(
          () => healthy(port),
          "the health endpoint",
          () => out,
        );
        expect(existsSync(path.join(dataDir, "server.pid"))).toBe(true);

        process.kill(pgid, "SIGTERM");

        expect(await exited).toBe(0);
        await until(
          () => !groupAlive(pgid),
          "every process of the group to end",
          () => out,
        );
        expect(out).toContain("[neutra] SIGTERM received, shutting down...");
        expect(await refused(port)).toBe(true);
        expect(existsSync(path.join(dataDir, "server.pid"))).toBe(false);
      } finally {
        if (groupAlive(pgid)) process.kill(-pgid, "SIGKILL");
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    200_000,
  );
});
