/**
 * The operator commands while the server runs on the embedded database (docs/decisions/0035): each runs as
 * the operator types it (a child process of its own) and is carried out inside the running server
 * through the socket it offers in DATA_DIR, which only the server's OS user may open; the site
 * answers all the while.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../scripts/lib/local";
import { minimalContactLead } from "../tests/support/payloads";
import { makeStaticSite, startServerProcess, type ServerProcess } from "../tests/support/server-process";
import { openDatabase } from "./db/client";
import { leads } from "./db/schema";
import { operatorSocketPath } from "./operator-socket";

const root = fileURLToPath(new URL("..", import.meta.url));
const isRoot = process.getuid?.() === 0;
let dataDir: string;
let staticDir: string;
let adminUrl: string;
let server: ServerProcess;

const serverEnv = () => ({
  DATA_DIR: dataDir,
  STATIC_DIR: staticDir,
  // One host for site and back office (ADR 0030): the commands' links and the health check share it.
  SITE_URL: adminUrl,
  ADMIN_URL: adminUrl,
  RATE_LIMIT: "off",
  MIN_FILL_MS: "0",
});

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "neutra-operator-"));
  staticDir = makeStaticSite();
  const port = await freePort();
  adminUrl = `http://127.0.0.1:${port}`;
  server = await startServerProcess(serverEnv(), port);
});

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticDir, { recursive: true, force: true });
});

const running = (child: { exitCode: number | null; signalCode: string | null }) =>
  child.exitCode === null && child.signalCode === null;

/**
 * `npm run <area> -- <args>` as the operator runs it, in the server's DATA_DIR: its output, exit
 * code, and how often the site answered /api/health while the command ran.
 */
async function operator(argv: string[], options: { user?: { uid: number; gid: number }; dir?: string } = {}) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/operator.ts", ...argv], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: options.dir ?? dataDir, ENV_FILE: "none" },
    stdio: ["ignore", "pipe", "pipe"],
    ...options.user,
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
  child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  let answered = 0;
  while (running(child) && running(server.child)) {
    const healthy = await fetch(`${server.baseUrl}/api/health`).then((res) => res.ok);
    if (healthy && running(child)) answered++;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { code: await exited, stdout, stderr, answered };
}

async function postLead(company: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/leads`, {
    method: "POST",
    body: JSON.stringify({ ...minimalContactLead, company }),
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const signupOptions = (token: string) =>
  fetch(`${server.baseUrl}/api/admin/auth/signup/options`, {
    method: "POST",
    body: JSON.stringify({ token }),
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
  });

/** The .eml files the server wrote (no SMTP_URL), soft line breaks undone. */
const mailFiles = () => {
  const dir = path.join(dataDir, "mail");
  return existsSync(dir)
    ? readdirSync(dir).map((file) => readFileSync(path.join(dir, file), "utf8").replace(/=\r?\n/g, ""))
    : [];
};

// Spawning the server and a Node process with tsx per command: slow on two busy cores.
describe("operator commands while the server runs (embedded)", () => {
  it("the server offers its socket in DATA_DIR to its own OS user alone (mode 0600)", () => {
    const socket = statSync(operatorSocketPath(dataDir));
    expect(socket.isSocket()).toBe(true);
    expect(socket.mode & 0o777).toBe(0o600);
    expect(socket.uid).toBe(process.getuid?.());
  });

  it("leads list and export show a lead the running server just stored", { timeout: 120_000 }, async () => {
    const id = await postLead("Socket Stadtwerke");
    const list = await operator(["leads", "list"]);
    expect(list.stderr).toBe("");
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(new RegExp(`contact +de  Socket Stadtwerke <erika@stadtwerke\\.example>.*  ${id}\\n`));
    expect(list.stdout).toMatch(/^\d+ lead\(s\), \d+ unverified$/m);
    expect(list.answered).toBeGreaterThan(0);

    const json = await operator(["leads", "export", "--format", "json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toContainEqual(expect.objectContaining({ id, company: "Socket Stadtwerke" }));
  });

  it(
    "admin invite (as an editor) prints a link that works, the running server mails it; list and revoke",
    { timeout: 120_000 },
    async () => {
      const invite = await operator(["admin", "invite", "Kollegin@Neutra.test", "--lang", "en", "--role", "editor"]);
      expect(invite.stderr).toBe("");
      expect(invite.code).toBe(0);
      const [, link, token] = /^(\S+#signup=([\w-]{43}))$/m.exec(invite.stdout) ?? [];
      expect(link).toBe(`${adminUrl}/en/admin#signup=${token}`);
      expect(invite.answered).toBeGreaterThan(0);
      // Kicked by the command, the outbox sends it without waiting for its next round.
      await vi.waitFor(
        () => expect(mailFiles().find((mail) => mail.includes(token!))).toMatch(/^To: kollegin@neutra\.test/m),
        { timeout: 30_000, interval: 50 },
      );
      expect((await signupOptions(token!)).status).toBe(200);

      const list = await operator(["admin", "list"]);
      expect(list.stdout).toMatch(
        /^kollegin@neutra\.test {2}editor {2}created .* {2}passkeys 0 {2}last sign-in never$/m,
      );

      const revoke = await operator(["admin", "revoke", "kollegin@neutra.test"]);
      expect(revoke.stdout).toBe("Revoked kollegin@neutra.test: signed out everywhere, unused links deleted.\n");
      expect((await signupOptions(token!)).status).toBe(400);
    },
  );

  it("mail status, retry and enable-webhook, and stats", { timeout: 120_000 }, async () => {
    const status = await operator(["mail", "status"]);
    expect(status.code).toBe(0);
    expect(status.stdout).toMatch(
      /^mail: sent: \d+, waiting: \d+, failed: 0\nwebhook: sent: 0, waiting: 0, failed: 0\n/,
    );
    const unknown = "00000000-0000-4000-8000-000000000000";
    const retry = await operator(["mail", "retry", unknown]);
    expect(retry.code).toBe(1);
    expect(retry.stderr).toBe(
      `No unsent mail or webhook delivery with id ${unknown} that is not being sent right now\n`,
    );
    const enable = await operator(["mail", "enable-webhook"]);
    expect(enable.stdout).toBe("0 failed webhook deliveries are due again.\n");
    const stats = await operator(["stats", "--days", "7"]);
    expect(stats.code, stats.stderr).toBe(0);
    expect(stats.stdout).toMatch(/^Page views \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d \(UTC\): \d+\n/);
  });

  it(
    "db backup is taken by the running server; a restore into its database is refused",
    { timeout: 120_000 },
    async () => {
      const id = await postLead("Backup Logistik");
      const file = path.join(dataDir, "..", `${path.basename(dataDir)}.tar.gz`);
      const backup = await operator(["db", "backup", file]);
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toMatch(/^Backed up the embedded database to .* \(\d+ KB\)\.\n$/);
      expect(backup.answered).toBeGreaterThan(0);

      const refused = await operator(["db", "restore", file]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/A restore never goes into a database in use: stop the server first/);

      const fresh = mkdtempSync(path.join(tmpdir(), "neutra-operator-restored-"));
      try {
        const restore = await operator(["db", "restore", file], { dir: fresh });
        expect(restore.code, restore.stderr).toBe(0);
        const restored = await openDatabase({ dataDir: fresh });
        try {
          expect(await restored.db.select({ company: leads.company }).from(leads).where(eq(leads.id, id))).toEqual([
            { company: "Backup Logistik" },
          ]);
        } finally {
          await restored.close();
        }
      } finally {
        rmSync(fresh, { recursive: true, force: true });
        rmSync(file, { force: true });
      }
    },
  );

  it(
    "content import (a file named relative to the operator) saves drafts in the running server; export shows them",
    { timeout: 120_000 },
    async () => {
      const key = "fact:figures:amsMonthlyFromEur";
      const file = path.join(dataDir, "content.json");
      const drafts = { [key]: { value: 2700, shipped: 2500 } };
      writeFileSync(file, JSON.stringify({ format: "neutra-content", version: 1, published: {}, drafts }));
      const imported = await operator(["content", "import", path.relative(root, file)]);
      expect(imported.stderr).toBe("");
      expect(imported.code).toBe(0);
      expect(imported.stdout).toMatch(/^Imported 1 draft\(s\): facts 1; 0 unchanged\./m);
      expect(imported.answered).toBeGreaterThan(0);
      const exported = await operator(["content", "export"]);
      expect(exported.code).toBe(0);
      expect(JSON.parse(exported.stdout)).toMatchObject({ drafts });

      writeFileSync(file, "{ not json");
      const refused = await operator(["content", "import", file]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/content\.json is not JSON/);
    },
  );

  it(
    "another OS user cannot use the socket, even in a DATA_DIR others may enter",
    { timeout: 120_000 },
    async (context) => {
      if (!isRoot) return context.skip("running as another user needs root");
      const nobody = { uid: 65534, gid: 65534 };
      const probe = spawnSync(process.execPath, ["-e", `require("fs").accessSync(${JSON.stringify(root)})`], nobody);
      if (probe.status !== 0) return context.skip("the checkout or node is not readable for an unprivileged user");
      chmodSync(dataDir, 0o755);
      try {
        const result = await operator(["leads", "list"], { user: nobody });
        expect(result.code).toBe(1);
        expect(result.stdout).toBe("");
        expect(result.stderr).toMatch(/socket .*operator\.sock is not yours: run this as the user the server runs as/);
      } finally {
        chmodSync(dataDir, 0o700);
      }
    },
  );

  it(
    "after a kill the stale socket is no obstacle: the commands open the database, the next server replaces it",
    { timeout: 120_000 },
    async () => {
      server.child.kill("SIGKILL");
      await server.exited;
      expect(statSync(operatorSocketPath(dataDir)).isSocket()).toBe(true);
      const direct = await operator(["admin", "list"]);
      expect(direct.stderr).toBe("");
      expect(direct.stdout).toMatch(/^kollegin@neutra\.test .* REVOKED /m);

      server = await startServerProcess(serverEnv(), Number(new URL(adminUrl).port));
      expect(statSync(operatorSocketPath(dataDir)).mode & 0o777).toBe(0o600);
      const list = await operator(["leads", "list"]);
      expect(list.stdout).toContain("Backup Logistik");
      expect(list.answered).toBeGreaterThan(0);
      await server.stop();
      expect(existsSync(operatorSocketPath(dataDir))).toBe(false);
    },
  );
});
