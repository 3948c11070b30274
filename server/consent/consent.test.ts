import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { openDatabase, type Database } from "../db/client";
import { consentLog, rateLimits } from "../db/schema";
import { createLogger } from "../logger";
import { createConsentRateLimit, createLeadRateLimit } from "../rate-limit";
import { consentEntry } from "../../tests/support/payloads";

let database: Database;
const logger = createLogger("silent");
const entry = consentEntry;

function appWith({ enabled = true, rateLimit = false } = {}) {
  return createApp({
    database,
    logger,
    site: new Map(),
    leads: {
      config: {
        recipients: { "sap-contact": "a@b.example", contact: "a@b.example", migration: "a@b.example" },
        autoresponder: false,
        minFillMs: 0,
        trustProxy: [],
      },
      rateLimit: createLeadRateLimit(database.db, false),
      onStored: () => {},
    },
    consent: { enabled, rateLimit: createConsentRateLimit(database.db, rateLimit), trustProxy: [] },
  });
}

function post(app: ReturnType<typeof appWith>, body: unknown, headers: Record<string, string> = {}) {
  return app.request("/api/consent", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
  });
}

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
