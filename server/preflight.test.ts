/**
 * The privacy policy's "Stand" moves with the policy: preflight refuses a date older than the day
 * the shipped texts last changed, or than the newest published edit of a text or fact it shows.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippedPolicy } from "../common/config/privacy-policy";
import { realLegalFacts } from "../tests/support/payloads";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../tests/support/test-database";
import { newestPolicyEdit, publish, saveDraft } from "./content/store";
import { contentVersions } from "./db/schema";
import { preflightFindings } from "./preflight";

const ready: Record<string, string> = {
  SITE_URL: "https://www.neutra-tech.de",
  ADMIN_URL: "https://admin.neutra-tech.de",
  SMTP_URL: "smtps://website:secret@mail.neutra-tech.de",
  CONTACT_TO: "vertrieb@neutra-tech.de",
  ...realLegalFacts,
};

const dated = (findings: string[]) => findings.filter((finding) => finding.startsWith("SITE_LEGAL_PRIVACY_DATE"));

describe("preflight: the privacy policy's date", () => {
  it("is, unset, the day the shipped policy last changed, which passes", () => {
    expect(preflightFindings(ready)).toEqual([]);
  });

  it("refuses a date older than the shipped texts' last change, from the variable or the back office", () => {
    expect(dated(preflightFindings({ ...ready, SITE_LEGAL_PRIVACY_DATE: "2026-11-22" }))).toEqual([
      `SITE_LEGAL_PRIVACY_DATE: the privacy policy's date (2026-11-22) is older than its last change (${shippedPolicy.changed}, the texts shipped with the code): set ${shippedPolicy.changed} or later in the back office (Inhalte, Fakten, "Stand der Datenschutzerklärung") or the variable`,
    ]);
    expect(dated(preflightFindings(ready, { privacyPolicyDate: "2026-01-31" }))).toHaveLength(1);
    // The day itself, or any later one, is fine; a published date goes over the variable's.
    expect(preflightFindings({ ...ready, SITE_LEGAL_PRIVACY_DATE: shippedPolicy.changed })).toEqual([]);
    expect(preflightFindings({ ...ready, SITE_LEGAL_PRIVACY_DATE: "2027-03-01" })).toEqual([]);
    expect(
      preflightFindings({ ...ready, SITE_LEGAL_PRIVACY_DATE: "2026-01-01" }, { privacyPolicyDate: "2027-03-01" }),
    ).toEqual([]);
  });

  it("refuses a date older than the newest published edit of the policy's texts or facts, naming the key", () => {
    const edit = { day: "2027-02-03", key: "text:de:privacy:sections.hosting.blocks.3" };
    expect(dated(preflightFindings(ready, {}, edit))).toEqual([
      expect.stringContaining(`is older than its last change (2027-02-03, the published ${edit.key})`),
    ]);
    expect(preflightFindings(ready, { privacyPolicyDate: "2027-02-03" }, edit)).toEqual([]);
    // An edit older than the shipped texts changes nothing.
    expect(preflightFindings(ready, {}, { day: "2026-01-01", key: "fact:company:name" })).toEqual([]);
  });
});

describe(`the newest published edit of what the privacy policy shows (${testDatabaseKind})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const publishOn = async (key: string, value: unknown, at: string) => {
    await saveDraft(database.db, key, value, null);
    await publish(database.db, [key], null, () => null);
    await database.db
      .update(contentVersions)
      .set({ publishedAt: new Date(at) })
      .where(eq(contentVersions.key, key));
  };

  it("counts the policy's texts and the facts it names, in Germany's days; not the imprint, the register or the date itself", async () => {
    expect(await newestPolicyEdit(database.db)).toBeUndefined();
    await publishOn("fact:company:name", "Neutra Tech Consulting GmbH", "2027-01-10T10:00:00Z");
    await publishOn("text:en:privacy:hero.intro", "Your data matters to us.", "2027-01-31T23:30:00Z");
    await publishOn("text:de:imprint:meta.title", "Impressum", "2027-03-01T10:00:00Z");
    await publishOn("fact:company:registerNumber", "HRB 98765", "2027-03-02T10:00:00Z");
    await publishOn("fact:company:privacyPolicyDate", "2027-01-01", "2027-03-03T10:00:00Z");
    expect(await newestPolicyEdit(database.db)).toEqual({ day: "2027-02-01", key: "text:en:privacy:hero.intro" });

    const findings = preflightFindings(
      { ...ready, SITE_LEGAL_PRIVACY_DATE: "2027-01-31" },
      {},
      await newestPolicyEdit(database.db),
    );
    expect(dated(findings)).toEqual([
      expect.stringContaining("(2027-02-01, the published text:en:privacy:hero.intro)"),
    ]);
  });
});
