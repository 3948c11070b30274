import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedLead } from "../../tests/support/payloads";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { adminAudit, leads, mailOutbox } from "../db/schema";
import { subjectCommand } from "./subject-cli";
import { subjectHash } from "./subject";

const key = "test-secret-of-the-erasures-0123456789abcdef";
let database: TestDatabase;
let dir: string;
beforeAll(async () => {
  database = await openTestDatabase();
  dir = mkdtempSync(path.join(tmpdir(), "subject-cli-"));
});
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

async function run(args: string[], answer?: string) {
  const lines: string[] = [];
  const ask = answer === undefined ? undefined : async () => answer;
  await subjectCommand(
    database.db,
    { key, logFile: path.join(dir, "erasure-log"), mailDir: path.join(dir, "mail"), ask, print: (l) => lines.push(l) },
    args,
  );
  return lines.join("\n");
}

describe(`npm run leads -- subject (${testDatabaseKind})`, () => {
  it("exports the readable answer in either language and the JSON, private to the operator, and audits it by hash", async () => {
    await database.db.insert(leads).values([
      {
        ...storedLead,
        email: "Erika@Example.com",
        note: "Rückruf",
        status: "in_progress",
        payload: {
          kind: "contact",
          name: "Erika",
          company: "Stadtwerke",
          email: "erika@example.com",
          serviceInterest: "ams",
          message: "Bitte um Rückruf",
        },
      },
      { ...storedLead, email: "other@example.com" },
    ]);
    expect(await run(["erika@example.com"])).toMatch(/^erika@example\.com: 1 lead\(s\), 0 mail\(s\)/);

    const de = path.join(dir, "auskunft.txt");
    await run(["ERIKA@example.com", "--export", de]);
    const text = readFileSync(de, "utf8");
    expect(text).toContain("Auskunft nach Art. 15 DSGVO");
    expect(text).toContain("Bearbeitungsstand: in Bearbeitung");
    expect(text).toContain("Sprache: Deutsch");
    expect(text).toContain("Interne Notiz: Rückruf");
    expect(text).toContain("Bitte um Rückruf");
    expect(text).not.toContain("other@example.com");
    expect(statSync(de).mode & 0o777).toBe(0o600);

    const en = path.join(dir, "access.txt");
    await run(["erika@example.com", "--export", en, "--lang", "en"]);
    expect(readFileSync(en, "utf8")).toContain("Status: in progress");

    const json = path.join(dir, "erika.json");
    await run(["erika@example.com", "--export", json]);
    const exported = JSON.parse(readFileSync(json, "utf8")) as { leads: { note: string; payload: unknown }[] };
    expect(exported.leads).toHaveLength(1);
    expect(exported.leads[0]!.note).toBe("Rückruf");

    const entries = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "subject_exported"));
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries).toLowerCase()).not.toContain("erika");
    expect(entries[0]!.detail).toMatchObject({ subject: subjectHash(key, "erika@example.com") });
  });

  it("erases only after the address is typed again, and says what it deleted, mail files too", async () => {
    // Her mail and another's, written as files (no SMTP_URL).
    const leadOf = async (email: string) => (await database.db.select().from(leads).where(eq(leads.email, email)))[0]!;
    const [erika, otto] = [await leadOf("Erika@Example.com"), await leadOf("other@example.com")];
    const mail = { purpose: "lead", toAddress: "kontakt@neutra.test", subject: "L", textBody: "-", htmlBody: "-" };
    const [hers, his] = await database.db
      .insert(mailOutbox)
      .values([
        { ...mail, leadId: erika.id },
        { ...mail, leadId: otto.id },
      ])
      .returning();
    mkdirSync(path.join(dir, "mail"));
    for (const row of [hers!, his!]) writeFileSync(path.join(dir, "mail", `${row.id}.eml`), "a mail");
    await expect(run(["erika@example.com", "--erase"])).rejects.toThrow(/--confirm EMAIL/);
    await expect(run(["erika@example.com", "--erase"], "erika@example.org")).rejects.toThrow(/nothing was erased/);
    expect(await database.db.$count(leads, eq(leads.email, "Erika@Example.com"))).toBe(1);

    expect(await run(["erika@example.com", "--erase"], " Erika@Example.com ")).toMatch(
      /Erased erika@example\.com: 1 lead\(s\), 1 mail\(s\).* 1 mail file\(s\)/,
    );
    expect(readdirSync(path.join(dir, "mail"))).toEqual([`${his!.id}.eml`]);
    expect(await database.db.$count(leads)).toBe(1);
    // The export entries named the address only by hash; they stay as the record of what was done.
    expect(await run(["other@example.com", "--erase", "--confirm", "other@example.com"])).toMatch(/1 lead\(s\)/);
    expect(await database.db.$count(leads)).toBe(0);
    expect(readdirSync(path.join(dir, "mail"))).toEqual([]);
  });

  it("refuses a bad address or language without touching anything", async () => {
    await expect(run([])).rejects.toThrow(/usage/);
    await expect(run(["not-an-address"])).rejects.toThrow(/usage/);
    await expect(run(["a@b.example", "--lang", "fr"])).rejects.toThrow(/--lang/);
  });
});
