/**
 * A DATA_DIR the server cannot write (read-only file system, no permission, disk full, a file in
 * the way) stops it at start with one clear line naming the path, and a non-zero exit code,
 * before it accepts any lead it could not store.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeStaticSite, spawnServerProcess } from "../../tests/support/server-process";

let base: string;
let staticDir: string;
const mounts: string[] = [];
const isRoot = process.getuid?.() === 0;
const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));

/** A small tmpfs of our own (root only); undefined where mounting is not allowed. */
function mountTmpfs(sizeKb: number): string | undefined {
  if (!isRoot) return undefined;
  const dir = path.join(base, `fs-${mounts.length}`);
  mkdirSync(dir);
  if (spawnSync("mount", ["-t", "tmpfs", "-o", `size=${sizeKb}k`, "tmpfs", dir]).status !== 0) return undefined;
  mounts.push(dir);
  return dir;
}

async function start(dataDir: string, user?: { uid: number; gid: number }, env: Record<string, string> = {}) {
  const server = spawnServerProcess({ ...env, DATA_DIR: dataDir, STATIC_DIR: staticDir }, undefined, user);
  const code = await server.exited;
  return { code, output: server.output() };
}

describe("an unusable DATA_DIR at start", () => {
  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), "neutra-datadir-"));
    staticDir = makeStaticSite();
  });

  afterAll(() => {
    for (const dir of mounts.reverse()) spawnSync("umount", ["-l", dir]);
    rmSync(base, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

  it("a file where a directory should be", async () => {
    writeFileSync(path.join(base, "file"), "x");
    const dataDir = path.join(base, "file", "data");
    const { code, output } = await start(dataDir);
    expect(code).toBe(1);
    expect(output).toContain(`[neutra] DATA_DIR ${dataDir} is not usable: a part of the path is a file`);
  });

  it("with PostgreSQL, SMTP and every secret configured too: the erasure log lives there", async () => {
    writeFileSync(path.join(base, "file-too"), "x");
    const dataDir = path.join(base, "file-too", "data");
    const secret = "s".repeat(32);
    const { code, output } = await start(dataDir, undefined, {
      // Never reached: the check comes first.
      DATABASE_URL: "postgres://neutra@127.0.0.1:1/neutra",
      SMTP_URL: "smtp://127.0.0.1:1",
      POW_SECRET: secret,
      ADMIN_LINK_SECRET: secret,
      ERASURE_SECRET: secret,
    });
    expect(code).toBe(1);
    expect(output).toContain(`[neutra] DATA_DIR ${dataDir} is not usable: a part of the path is a file`);
  });

  it("no permission to write", async (context) => {
    const dataDir = path.join(base, "locked");
    mkdirSync(dataDir, { mode: 0o555 });
    // Root may write anywhere: the server runs as an unprivileged user (nobody) then, which needs
    // to read the checkout and run node.
    const nobody = { uid: 65534, gid: 65534 };
    if (isRoot) {
      const probe = spawnSync(
        process.execPath,
        ["-e", `require("fs").accessSync(${JSON.stringify(mainFile)})`],
        nobody,
      );
      if (probe.status !== 0) return context.skip("the checkout or node is not readable for an unprivileged user");
    }
    const { code, output } = await start(dataDir, isRoot ? nobody : undefined);
    expect(code).toBe(1);
    expect(output).toContain(`[neutra] DATA_DIR ${dataDir} is not usable: no permission to write there (EACCES).`);
  });

  it("a read-only file system", async (context) => {
    const mount = mountTmpfs(1024);
    if (!mount) return context.skip("mounting a file system needs root");
    mkdirSync(path.join(mount, "data"));
    expect(spawnSync("mount", ["-o", "remount,ro", mount]).status).toBe(0);
    const dataDir = path.join(mount, "data");
    const { code, output } = await start(dataDir);
    expect(code).toBe(1);
    expect(output).toContain(`[neutra] DATA_DIR ${dataDir} is not usable: the file system is read-only (EROFS).`);
  });

  it("a full disk", async (context) => {
    const mount = mountTmpfs(512);
    if (!mount) return context.skip("mounting a file system needs root");
    // Fill it up, as a log file or a backup would.
    spawnSync("dd", ["if=/dev/zero", `of=${path.join(mount, "filler")}`, "bs=64k", "count=100"]);
    const dataDir = path.join(mount, "data");
    const { code, output } = await start(dataDir);
    expect(code).toBe(1);
    expect(output).toContain(`[neutra] DATA_DIR ${dataDir} is not usable: the disk is full`);
  });

  it("a disk with almost no space left", async (context) => {
    const mount = mountTmpfs(4096);
    if (!mount) return context.skip("mounting a file system needs root");
    const dataDir = path.join(mount, "data");
    const { code, output } = await start(dataDir);
    expect(code).toBe(1);
    expect(output).toMatch(/DATA_DIR .* is not usable: the disk is full \(\d+ KiB free\) \(ENOSPC\)\./);
  });
});
