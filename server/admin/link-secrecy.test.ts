/**
 * No usable one-time link rests in the database, a backup or the logs (docs/decisions/0028). The tokens the mails and the operator's terminal carried are searched for in every table,
 * in a backup of the embedded database and in everything logged; then they are shown to work.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminUser } from "../../tests/support/admin-session";
import { postJson, testApp, testLinkSecret } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { backupEmbeddedDatabase } from "../db/backup";
import { openDatabase, type Database } from "../db/client";
import { mailOutbox } from "../db/schema";
import { createLogger } from "../logger";
import { createOutboxWorker } from "../mail/outbox";
import type { OutgoingMail } from "../mail/transport";
import { adminCommand } from "./users-cli";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A mail transport that keeps what it was given, and a logger that keeps every line. */
function sendingWorker(db: Database["db"]) {
  const sent: OutgoingMail[] = [];
  const logged: string[] = [];
  const logger = createLogger(
    "trace",
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged.push(chunk.toString());
        done();
      },
    }),
  );
  const worker = createOutboxWorker({
    db,
    transport: { describe: "memory", send: async (mail) => void sent.push(mail), close: () => {} },
    from: "website@neutra.test",
    logger,
    linkSecret: testLinkSecret,
  });
  return { worker, sent, logged, logger };
}

/** Every row of every table of the public schema, as text. */
async function everyTable(db: Database["db"]): Promise<string> {
  const { rows: tables } = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(["admin_links", "mail_outbox"]));
  const dumps = await Promise.all(
    tables.map(async ({ table_name }) => {
      const { rows } = (await db.execute(sql`select * from ${sql.identifier(table_name)}`)) as unknown as {
        rows: unknown[];
      };
      return `${table_name}: ${JSON.stringify(rows)}`;
    }),
  );
  return dumps.join("\n");
}

/** The distinct tokens of `purpose` in a text. */
const tokenIn = (text: string, purpose: "signin" | "signup") => [
  ...new Set([...text.matchAll(new RegExp(`#${purpose}=([\\w-]{43})`, "g"))].map((m) => m[1]!)),
];

/**
 * Invitations from the operator's command and sign-in links from the sign-in page, half of them
 * sent by the worker, half still waiting: the tokens they carry (terminal and sent mails).
 */
async function issueLinks(target: Database, { worker, sent, logger }: ReturnType<typeof sendingWorker>) {
  const { db } = target;
  const app = testApp(target, { logger });
  const links = { url: "https://www.neutra-tech.test", linkSecret: testLinkSecret };
  const printed: string[] = [];
  const invite = (email: string) => adminCommand(db, links, ["invite", email], (line) => printed.push(line));
  const requestLink = async (email: string) => {
    await adminUser(target, email);
    expect((await postJson(app, "/api/admin/auth/link", { email, lang: "en" })).status).toBe(202);
  };

  await invite("sent-invite@neutra.test");
  await requestLink("sent-signin@neutra.test");
  expect(await worker.runOnce()).toBe(2);
  await invite("waiting-invite@neutra.test");
  await requestLink("waiting-signin@neutra.test");

  const mailed = sent.map((mail) => `${mail.text}\n${mail.html}`).join("\n");
  const tokens = {
    signup: tokenIn(`${printed.join("\n")}\n${mailed}`, "signup"),
    signin: tokenIn(mailed, "signin"),
  };
  // Two invitations printed (one of them also mailed), one sign-in link mailed: each a 43-character token.
  expect([tokens.signup.length, tokens.signin.length]).toEqual([2, 1]);
  return { tokens, app };
}

describe(`no usable link in the database or the logs (${testDatabaseKind})`, () => {
  it("keeps only placeholders, hashes and ids; sent link mails lose their bodies; the links still work", async () => {
    const kit = sendingWorker(database.db);
    const { worker, sent, logged } = kit;
    const { tokens, app } = await issueLinks(database, kit);
    const all = [...tokens.signup, ...tokens.signin];

    const tables = await everyTable(database.db);
    for (const token of all) expect(tables).not.toContain(token);
    expect(logged.join("")).not.toMatch(/#sign(in|up)=[\w-]{20}/);
    for (const token of all) expect(logged.join("")).not.toContain(token);

    const mails = await database.db.select().from(mailOutbox);
    const sentMails = mails.filter((m) => m.sentAt);
    expect(sentMails).toHaveLength(2);
    expect(sentMails.map((m) => [m.textBody, m.htmlBody])).toEqual([
      ["", ""],
      ["", ""],
    ]);
    expect(mails.filter((m) => !m.sentAt).every((m) => m.textBody.includes("{{link-token}}"))).toBe(true);

    // The waiting mails carry working links once sent; every token found above opens its door.
    sent.length = 0;
    expect(await worker.runOnce()).toBe(2);
    const late = tokenIn(sent.map((mail) => mail.text).join("\n"), "signin");
    expect(late).toHaveLength(1);
    for (const token of [...tokens.signin, ...late]) {
      expect((await postJson(app, "/api/admin/auth/link/redeem", { token })).status).toBe(200);
    }
    for (const token of tokens.signup) {
      expect((await postJson(app, "/api/admin/auth/signup/options", { token })).status).toBe(200);
    }
  });

  it("does not send a link mail whose link was voided before it went out", async () => {
    const { worker, sent } = sendingWorker(database.db);
    const app = testApp(database);
    await adminUser(database, "twice@neutra.test");
    for (let i = 0; i < 2; i++) await postJson(app, "/api/admin/auth/link", { email: "twice@neutra.test", lang: "de" });
    await worker.runOnce();
    expect(sent.filter((mail) => mail.to === "twice@neutra.test")).toHaveLength(1);
    const failed = (await database.db.select().from(mailOutbox)).filter(
      (m) => m.toAddress === "twice@neutra.test" && m.failedAt,
    );
    expect(failed.map((m) => [m.linkId, m.lastError])).toEqual([
      [null, "the link was voided before the mail went out"],
    ]);
  });
});

describe("no usable link in a backup of the embedded database", () => {
  it("npm run db -- backup holds none of the tokens the mails and the terminal carried", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-link-backup-"));
    try {
      const embedded = await openDatabase({ dataDir });
      await embedded.migrate();
      const { tokens } = await issueLinks(embedded, sendingWorker(embedded.db));
      await embedded.close();
      const file = path.join(dataDir, "backup.tar.gz");
      await backupEmbeddedDatabase(dataDir, file);
      const backup = gunzipSync(readFileSync(file)).toString("latin1");
      expect(backup).toContain("admin_links"); // the catalog is in it: the search reads real data
      for (const token of [...tokens.signup, ...tokens.signin]) expect(backup).not.toContain(token);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    // An embedded database on disk, migrated, dumped and compressed: slow on a loaded machine.
  }, 120_000);
});
