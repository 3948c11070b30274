/**
 * The server runs only on a Node.js LTS line in support, logs which one at start, and otherwise
 * stops with one line saying what to install.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { nodeInstallHint, unsupportedNodeReason } from "../common/node-runtime.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Starts server/main.ts on this Node, pretending to be `version`; DATA_DIR is never reached. */
function startAs(version: string) {
  const pretend = `Object.defineProperty(process.versions, "node", { value: ${JSON.stringify(version)} })`;
  return spawnSync(
    process.execPath,
    ["--import", `data:text/javascript,${encodeURIComponent(pretend)}`, "--import", "tsx", "server/main.ts"],
    {
      cwd: root,
      encoding: "utf8",
      env: {
        PATH: process.env.PATH,
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: `${fileURLToPath(import.meta.url)}/data` /* a file in the way */,
        LOG_LEVEL: "silent",
      },
      timeout: 30_000,
    },
  );
}

describe("Node.js runtime", () => {
  it("24 and 26 are supported until their end of life, nothing else", () => {
    const day = new Date("2026-11-24T12:00:00Z");
    expect(unsupportedNodeReason("24.21.0", day)).toBeUndefined();
    expect(unsupportedNodeReason("v26.10.0", day)).toBeUndefined();
    expect(unsupportedNodeReason("20.20.2", day)).toMatch(/not a supported LTS line/);
    expect(unsupportedNodeReason("22.22.0", day)).toMatch(/not a supported LTS line/);
    expect(unsupportedNodeReason("25.1.0", day)).toMatch(/not a supported LTS line/);
    expect(unsupportedNodeReason("24.21.0", new Date("2028-05-01T00:00:00Z"))).toMatch(/left support on 2028-04-30/);
    expect(unsupportedNodeReason("26.10.0", new Date("2028-05-01T00:00:00Z"))).toBeUndefined();
  });

  it("the server refuses an unsupported Node with one line saying what to install", () => {
    const result = startAs("20.20.2");
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toEqual([`[neutra] Node.js 20.20.2 is not a supported LTS line: ${nodeInstallHint()}.`]);
    expect(lines[0]).toMatch(/install Node\.js 24 \(until 2028-04-30\) or 26/);
  });

  it("on a supported Node it logs the version and goes on (here to the DATA_DIR check)", () => {
    const result = startAs(process.versions.node);
    expect(result.stdout).toContain(`[neutra] Node.js ${process.versions.node}`);
    expect(result.stderr).toMatch(/DATA_DIR .* is not usable/);
  });
});
