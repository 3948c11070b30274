import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/client";
import { consentLog, rateLimits } from "../db/schema";
import { createConsentRateLimit } from "../rate-limit";
import { consentEntry } from "../../tests/support/payloads";
import { postJson, testApp, type Requestable } from "../../tests/support/test-app";

let database: Database;
const entry = consentEntry;

const appWith = ({ enabled = true, rateLimit = false } = {}) =>
  testApp(database, { consentEnabled: enabled, consentRateLimit: createConsentRateLimit(database.db, rateLimit) });

const post = (app: Requestable, body: unknown, headers?: Record<string, string>) =>
  postJson(app, "/api/consent", body, headers);

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.migrate();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(consentLog);
  await database.db.delete(rateLimits);
});

describe("POST /api/consent", () => {
  it("stores the random id, revision, categories, action and time, and nothing about the person", async () => {
    const res = await post(appWith(), entry, { "User-Agent": "Test/1.0", "X-Forwarded-For": "203.0.113.9" });
    expect(res.status).toBe(204);
    const rows = await database.db.select().from(consentLog);
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      consentId: entry.id,
      revision: 1,
      functional: true,
      analytics: false,
      marketing: false,
      action: "save",
    });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(Object.keys(row).sort()).toEqual(
      ["action", "analytics", "consentId", "createdAt", "functional", "id", "marketing", "revision"].sort(),
    );
    expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|Test\/1\.0/);
  });

  it("answers but stores nothing when CONSENT_LOG is off", async () => {
    expect((await post(appWith({ enabled: false }), entry)).status).toBe(204);
    expect(await database.db.select().from(consentLog)).toHaveLength(0);
  });

  it.each([
    ["an unknown action", { ...entry, action: "maybe" }],
    ["a non-boolean category", { ...entry, analytics: "yes" }],
    ["an id that is not random hex", { ...entry, id: "<script>" }],
    ["extra fields", { ...entry, ip: "203.0.113.9" }],
    ["a missing field", { ...entry, marketing: undefined }],
  ])("rejects %s with 400", async (_, body) => {
    expect((await post(appWith(), body)).status).toBe(400);
    expect(await database.db.select().from(consentLog)).toHaveLength(0);
  });

  it("rejects malformed JSON, other content types and other sites", async () => {
    expect((await post(appWith(), "{")).status).toBe(400);
    expect((await post(appWith(), entry, { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await post(appWith(), entry, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
  });

  it("limits one client to 20 entries in 10 minutes", async () => {
    const app = appWith({ rateLimit: true });
    for (let i = 0; i < 20; i++) expect((await post(app, entry)).status).toBe(204);
    const limited = await post(app, entry);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await database.db.select().from(consentLog)).toHaveLength(20);
  });
});
