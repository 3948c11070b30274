/**
 * Managed PostgreSQL usually sits behind PgBouncer in transaction pooling mode, which refuses
 * server settings as startup parameters (the pool sent statement_timeout that way and could not
 * connect) and may run each transaction on another server connection. Through Debian's pgbouncer
 * in that mode, in front of the test server: two migrations at once on an empty database, leads
 * stored through the app and mailed by the outbox worker, and the server's time limits inside
 * each transaction without leaking out of it; TLS as docs/operating.md configures it for managed
 * PostgreSQL. A missing pgbouncer fails the suite, naming why.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPgBouncer } from "../../scripts/lib/postgres.mjs";
import { minimalContactLead } from "../../tests/support/payloads";
import { SmtpSink } from "../../tests/support/smtp-sink";
import { postJson, testApp } from "../../tests/support/test-app";
import { completeSchema, createEmptyPostgresDatabase, schemaState } from "../../tests/support/test-database";
import { openDatabase, type Database } from "../db/client";
import { leads, mailOutbox } from "../db/schema";
import { createLogger } from "../logger";
import { createOutboxWorker } from "../mail/outbox";
import { createMailTransport } from "../mail/transport";

const total = 200;
const base = mkdtempSync(path.join(tmpdir(), "neutra-bouncer-"));
let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
const opened: Database[] = [];

/** A throwaway certificate authority (openssl) and a server certificate it signed for 127.0.0.1. */
function certificateAuthority(name: string) {
  const dir = path.join(base, name);
  mkdirSync(dir);
  const openssl = (...args: string[]) => {
    const result = spawnSync("openssl", args, { cwd: dir, encoding: "utf8" });
    if (result.status !== 0) throw new Error(`openssl ${args[0]} failed: ${result.stderr}`);
  };
  const newKey = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl("req", "-x509", ...newKey, "-keyout", "ca.key", "-out", "ca.pem", "-days", "1", "-subj", `/CN=${name}`);
  openssl("req", ...newKey, "-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1");
  writeFileSync(path.join(dir, "san.ext"), "subjectAltName = IP:127.0.0.1\n");
  openssl(
    "x509",
    "-req",
    "-in",
    "server.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "1",
    "-extfile",
    "san.ext",
    "-out",
    "server.pem",
  );
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  return { caFile: path.join(dir, "ca.pem"), tls: { cert: read("server.pem"), key: read("server.key") } };
}

async function open() {
  const database = await openDatabase({ databaseUrl: bouncer.url, dataDir: null });
  opened.push(database);
  return database;
}

describe("PostgreSQL behind PgBouncer in transaction pooling mode", () => {
  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    bouncer = await startPgBouncer(empty.url);
  });

  afterAll(async () => {
    for (const database of opened) await database.close();
    await bouncer?.stop();
    await empty?.drop();
    rmSync(base, { recursive: true, force: true });
  });

  it("two migrations at once on the empty database: both succeed, the schema is complete", async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const results = await Promise.allSettled([first!.migrate(), second!.migrate()]);
    expect(results.flatMap((result) => (result.status === "rejected" ? [String(result.reason)] : []))).toEqual([]);
    expect(await schemaState(empty.url)).toEqual(completeSchema);
  });

  it(`${total} leads stored through the app and each mailed once by the outbox worker`, async () => {
    const database = await open();
    const app = testApp(database);
    const sink = new SmtpSink();
    const transport = createMailTransport({ smtpUrl: await sink.start(), mailDir: "unused" });
    const outbox = createOutboxWorker({
      db: database.db,
      transport,
      from: "Website <web@neutra.test>",
      logger: createLogger("silent"),
      intervalMs: 200,
    });
    outbox.start();
    try {
      const statuses: number[] = [];
      let next = 0;
      const client = async () => {
        for (let i = next++; i < total; i = next++) {
          const lead = { ...minimalContactLead, company: `Firma ${i}`, email: `lead${i}@stadtwerke.example` };
          statuses.push((await postJson(app, "/api/leads", lead)).status);
        }
      };
      await Promise.all(Array.from({ length: 16 }, client));
      expect(statuses.filter((status) => status !== 201)).toEqual([]);

      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline && sink.received.length < total) await new Promise((r) => setTimeout(r, 200));
      expect(await database.db.$count(leads)).toBe(total);
      const mails = await database.db.select().from(mailOutbox);
      expect(mails.filter((mail) => !mail.sentAt)).toEqual([]);
      expect(sink.received).toHaveLength(total);
      expect(sink.duplicates()).toEqual([]);
    } finally {
      await outbox.stop();
      transport.close();
      await sink.stop();
    }
  }, 120_000);

  it("each transaction carries the server's time limits; they do not stay on the server connection", async () => {
    const database = await open();
    const show = async (run: Database["db"]["execute"]) =>
      (
        (await run(
          sql`select current_setting('statement_timeout') as statement, current_setting('idle_in_transaction_session_timeout') as idle`,
        )) as unknown as { rows: unknown[] }
      ).rows[0];
    const inside = await database.db.transaction((tx) => show((query) => tx.execute(query)));
    expect(inside).toEqual({ statement: "5s", idle: "15s" });
    // PgBouncer hands the next query the server connection it used last (server_round_robin off).
    expect(await show((query) => database.db.execute(query))).toEqual({ statement: "0", idle: "0" });
  });

  it("TLS as for managed PostgreSQL: verify-full with the provider's CA file connects; another CA's server is refused", async () => {
    const provider = certificateAuthority("provider-ca");
    const impostor = certificateAuthority("impostor-ca");
    for (const [ca, expected] of [
      [provider, "connects"],
      [impostor, "refused"],
    ] as const) {
      const tlsBouncer = await startPgBouncer(empty.url, { tls: ca.tls });
      try {
        const url = new URL(tlsBouncer.url);
        url.searchParams.set("sslmode", "verify-full");
        url.searchParams.set("sslrootcert", provider.caFile);
        const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
        const outcome = await database.ping().then(
          () => "connects",
          // drizzle wraps the driver's error.
          (error: Error) => `refused: ${error.cause instanceof Error ? error.cause.message : error.message}`,
        );
        await database.close();
        expect(outcome.split(":")[0]).toBe(expected);
        if (expected === "refused") expect(outcome).toMatch(/certificate/);
      } finally {
        await tlsBouncer.stop();
      }
    }
  });
});
