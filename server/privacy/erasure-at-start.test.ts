/**
 * The server re-applies the erasure log at start (docs/decisions/0038) before its outbox sends
 * anything: a restored backup's due mail of an erased person never goes out.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedLead } from "../../tests/support/payloads";
import { makeStaticSite, startServerProcess } from "../../tests/support/server-process";
import { SmtpSink } from "../../tests/support/smtp-sink";
import { openDatabase } from "../db/client";
import { leads, mailOutbox } from "../db/schema";
import { erasureLogFile, recordErasure } from "./erasure-log";
import { subjectHash } from "./subject";

const key = "test-secret-of-the-erasures-at-start-0123456789";
const dataDir = mkdtempSync(path.join(tmpdir(), "neutra-erasure-start-"));
const siteDir = makeStaticSite();
const sink = new SmtpSink();
let smtpUrl: string;

beforeAll(async () => {
  smtpUrl = await sink.start();
});
afterAll(async () => {
  await sink.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(siteDir, { recursive: true, force: true });
});

describe("the server's start after a restore", () => {
  // A server process of its own (Node, tsx, PGlite, its migrations): half a minute on two busy cores.
  it(
    "erases the restored people again before the outbox runs: their due mail is never sent",
    { timeout: 90_000 },
    async () => {
      // The restored database: an erased person's enquiry with its due mail, and another's.
      const hourAgo = new Date(Date.now() - 3600_000);
      const database = await openDatabase({ dataDir });
      await database.migrate();
      const rows = await database.db
        .insert(leads)
        .values([
          { ...storedLead, email: "erika@example.com", createdAt: hourAgo },
          { ...storedLead, email: "otto@example.com", name: "Otto", createdAt: hourAgo },
        ])
        .returning();
      const mail = {
        purpose: "lead",
        toAddress: "kontakt@neutra.test",
        textBody: "-",
        htmlBody: "-",
        createdAt: hourAgo,
      };
      await database.db.insert(mailOutbox).values([
        { ...mail, leadId: rows[0]!.id, replyTo: "erika@example.com", subject: "Anfrage von Erika" },
        { ...mail, leadId: rows[1]!.id, replyTo: "otto@example.com", subject: "Anfrage von Otto" },
      ]);
      await database.close();
      recordErasure(erasureLogFile(dataDir), subjectHash(key, "erika@example.com"));

      const server = await startServerProcess({
        DATA_DIR: dataDir,
        STATIC_DIR: siteDir,
        SMTP_URL: smtpUrl,
        ERASURE_SECRET: key,
      });
      const subjects = () => sink.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
      try {
        await expect.poll(subjects, { timeout: 15_000 }).toContain("Anfrage von Otto");
      } finally {
        // Waits for the outbox's run: a mail of the same batch has arrived by then.
        await server.stop();
      }
      expect(subjects()).toEqual(["Anfrage von Otto"]);
    },
  );
});
