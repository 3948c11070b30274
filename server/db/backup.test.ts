/**
 * npm run db -- backup|restore: leads, mails and consent entries made on the embedded database
 * come back equal in a fresh DATA_DIR; the commands refuse while a server holds the database, and
 * a restore never overwrites one.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { dbCommand, runOperator } from "../../tests/support/operator-command";
import { consentEntry, contactLead, migrationLead, sapLead } from "../../tests/support/payloads";
import { postJson, testApp } from "../../tests/support/test-app";
import { pidFile } from "../pid-file";
import { openDatabase } from "./client";
import { smallImage } from "../../tests/support/images";
import { processImage } from "../media/pipeline";
import { storeImage } from "../media/store";
import { consentLog, leads, mailOutbox, media, mediaVariants } from "./schema";

const base = mkdtempSync(path.join(tmpdir(), "neutra-backup-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));

async function contents(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return {
      leads: await database.db.select().from(leads).orderBy(asc(leads.id)),
      mails: await database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id)),
      consent: await database.db.select().from(consentLog).orderBy(asc(consentLog.id)),
      media: await database.db.select().from(media).orderBy(asc(media.id)),
      variants: await database.db.select().from(mediaVariants).orderBy(asc(mediaVariants.hash)),
    };
  } finally {
    await database.close();
  }
}

describe("backup and restore of the embedded database", () => {
  // Three operator processes that each start Node, tsx and PGlite: slow on two busy cores.
  it("leads, mails, consent entries and images come back equal in a fresh DATA_DIR", { timeout: 90_000 }, async () => {
    const original = path.join(base, "original");
    const database = await openDatabase({ dataDir: original });
    await database.migrate();
    const app = testApp(database, { leadConfig: { autoresponder: true } });
    const post = (url: string, body: unknown) => postJson(app, url, body);
    expect((await post("/api/send-contact-email", sapLead)).status).toBe(201);
    expect((await post("/api/leads", contactLead)).status).toBe(201);
    expect((await post("/api/leads", migrationLead)).status).toBe(201);
    expect((await post("/api/consent", consentEntry)).status).toBe(204);
    await storeImage(
      database.db,
      await processImage(await smallImage("webp", 640, 400), "image/webp"),
      "team.webp",
      4000,
    );
    await database.close();

    const before = await contents(original);
    expect(before.leads).toHaveLength(3);
    expect(before.mails.length).toBeGreaterThanOrEqual(3);
    expect(before.consent).toHaveLength(1);
    expect(before.media).toHaveLength(1);
    expect(before.variants.length).toBeGreaterThan(2);

    const file = path.join(base, "neutra.tar.gz");
    const backup = dbCommand(original, "backup", file);
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up the embedded database to .* \(\d+ KB\)\.$/m);

    const fresh = path.join(base, "fresh");
    const restore = dbCommand(fresh, "restore", file);
    expect(restore.status, restore.stderr).toBe(0);
    expect(await contents(fresh)).toEqual(before);

    // A second restore into a DATA_DIR that holds a database is refused; nothing is overwritten.
    const again = dbCommand(fresh, "restore", file);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/already holds a database/);
  });

  it("a restored backup taken before an erasure does not bring the person back", { timeout: 120_000 }, async () => {
    const dataDir = path.join(base, "erasing");
    const database = await openDatabase({ dataDir });
    await database.migrate();
    const app = testApp(database, { leadConfig: { autoresponder: true } });
    const post = (url: string, body: unknown) => postJson(app, url, body);
    expect((await post("/api/send-contact-email", sapLead)).status).toBe(201);
    expect((await post("/api/leads", contactLead)).status).toBe(201);
    await database.close();
    const file = path.join(base, "before-erasure.tar.gz");
    expect(dbCommand(dataDir, "backup", file).status).toBe(0);

    const erase = runOperator(dataDir, "leads", "subject", sapLead.email, "--erase", "--confirm", sapLead.email);
    expect(erase.status, erase.stderr).toBe(0);
    expect(erase.stdout).toMatch(/Erased erika@stadtwerke\.example: 1 lead\(s\), 2 mail\(s\)/);

    // The database is lost; the backup comes back into the same DATA_DIR, whose erasure log stays.
    rmSync(path.join(dataDir, "pglite"), { recursive: true });
    const restore = dbCommand(dataDir, "restore", file);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toMatch(/Erased 1 address\(es\) again/);
    const after = await contents(dataDir);
    expect(after.leads.map((lead) => lead.email)).toEqual([contactLead.email]);
    expect(JSON.stringify(after).toLowerCase()).not.toContain(sapLead.email);
  });

  it("refuses while a server holds the database, and without a file", () => {
    const held = path.join(base, "held");
    rmSync(held, { recursive: true, force: true });
    spawnSync("mkdir", ["-p", held]);
    writeFileSync(pidFile(held), String(process.pid));
    const result = dbCommand(held, "backup", path.join(base, "x.tar.gz"));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/The server is running on the embedded database/);
    expect(dbCommand(path.join(base, "other"), "backup").stderr).toMatch(
      /usage: npm run db -- backup FILE \| restore FILE/,
    );
  });
});
