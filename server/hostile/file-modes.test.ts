/**
 * On a shared host no other local user reads a lead or a link: under umask 000 (the most open a
 * process can be started with), the server makes DATA_DIR 0700, and everything it writes there
 * (the embedded database's files, the mail files, the pid file, the proof-of-work secret) is for
 * its user alone; `npm run db -- backup` writes 0600, also over an existing file that was 0644,
 * and `npm run db -- restore` a private DATA_DIR.
 */
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbCommand } from "../../tests/support/operator-command";
import { minimalContactLead } from "../../tests/support/payloads";
import { makeStaticSite, startServerProcess } from "../../tests/support/server-process";
import { postJson } from "../../tests/support/test-app";

let base: string;
let staticDir: string;
let umask: number;

const mode = (file: string) => (statSync(file).mode & 0o777).toString(8);

/** Every file and directory under `dir` that a group or other user could read, write or enter. */
function openToOthers(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((entry) => path.join(dir, entry))
    .filter((file) => statSync(file).mode & 0o077)
    .map((file) => `${path.relative(dir, file)} ${mode(file)}`);
}

async function waitFor<T>(check: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = check();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("file modes under umask 000", () => {
  beforeAll(() => {
    // The spawned server and operator command inherit it.
    umask = process.umask(0);
    base = mkdtempSync(path.join(tmpdir(), "neutra-modes-"));
    staticDir = makeStaticSite();
  });

  afterAll(() => {
    process.umask(umask);
    rmSync(base, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

  /** Starts the server on `dataDir`, sends a lead and waits for its mail file; stops it again. */
  async function serveOneLead(dataDir: string) {
    const server = await startServerProcess({ DATA_DIR: dataDir, STATIC_DIR: staticDir, MIN_FILL_MS: "0" });
    try {
      const app = { request: (p: string, init: RequestInit) => fetch(`${server.baseUrl}${p}`, init) };
      expect((await postJson(app, "/api/leads", minimalContactLead)).status).toBe(201);
      const mailDir = path.join(dataDir, "mail");
      const mail = await waitFor(
        () => (statSync(mailDir, { throwIfNoEntry: false }) ? readdirSync(mailDir)[0] : undefined),
        "the lead's mail file",
      );
      // While it runs, with the pid file.
      expect(readdirSync(path.join(dataDir, "pglite")).length).toBeGreaterThan(0);
      expect(mode(path.join(mailDir, mail))).toBe("600");
      expect(mode(path.join(dataDir, "server.pid"))).toBe("600");
      expect(mode(path.join(dataDir, "pow-secret"))).toBe("600");
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await server.stop();
    }
    expect(mode(dataDir)).toBe("700");
    expect(openToOthers(dataDir)).toEqual([]);
  }

  it("a new DATA_DIR is 0700 with nothing in it open to others; backups 0600; a restore private", async () => {
    const dataDir = path.join(base, "new", "data");
    await serveOneLead(dataDir);

    const backup = path.join(base, "backup.tar.gz");
    writeFileSync(backup, "an older backup, as the default umask makes it", { mode: 0o644 });
    const backedUp = dbCommand(dataDir, "backup", backup);
    expect(backedUp.stderr).toBe("");
    expect(backedUp.status).toBe(0);
    expect(mode(backup)).toBe("600");
    expect(openToOthers(dataDir)).toEqual([]);

    const restoredDir = path.join(base, "restored");
    expect(dbCommand(restoredDir, "restore", backup).status).toBe(0);
    expect(mode(restoredDir)).toBe("700");
    expect(openToOthers(restoredDir)).toEqual([]);
  }, 120_000);

  it("an existing DATA_DIR that was 0777 is made 0700 at start", async () => {
    const dataDir = path.join(base, "existing");
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o777);
    await serveOneLead(dataDir);
  }, 120_000);
});
