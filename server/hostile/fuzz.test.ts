/**
 * Property-based fuzzing of the four endpoints (fast-check, 11,500 generated requests through
 * app.request): wrong types, missing and extra fields, huge strings, unicode edge cases, control
 * characters, prototype-pollution keys, deep nesting, malformed JSON and wrong content types.
 * Never a 5xx, never a stored lead (consent entry, page view) the schemas would reject, never an
 * error in the log, never a polluted prototype.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { pino } from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { consentLogPayload } from "../../common/consent-schema";
import { contactPayload, leadPayload, migrationPayload, sapContactPayload } from "../../common/lead-schemas";
import { langFromPath } from "../../common/config/route-table";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { countedPath } from "../analytics/routes";
import { consentLog, leads, mailOutbox, pageViewsDaily } from "../db/schema";
import { sapLead, contactLead, migrationLead, consentEntry } from "../../tests/support/payloads";
import { testApp } from "../../tests/support/test-app";

// A fixed seed keeps CI deterministic (a red run must be about the change); FUZZ_SEED=random
// explores new inputs, and the printed seed repeats any run.
const seed = process.env.FUZZ_SEED === "random" ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_122);
let database: TestDatabase;
let app: ReturnType<typeof testApp>;
const logged: { level: number; msg: string }[] = [];
let requests = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  const logger = pino({ level: "warn" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  // Spam traps and autoresponder on, so their paths are fuzzed too.
  app = testApp(database, { logger, leadConfig: { autoresponder: true, minFillMs: 3000 } });
});

// Each property reports its own log lines.
beforeEach(() => void logged.splice(0));

afterAll(async () => {
  await database.close();
  console.info(`fuzz: ${requests} requests, seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
});

// ---- generators --------------------------------------------------------------------------------

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const nastyChar = fc.oneof(
  fc.string({ unit: "binary", minLength: 1, maxLength: 1 }),
  loneSurrogate,
  fc.constantFrom("\u0000", "\r", "\n", "\t", "\u2028", "\u2029", "\u202e", "\u200b", "\ufeff", "\uffff", "\u007f"),
  fc.constantFrom("<", ">", "&", '"', "'", "\\", "/", "%", "=", "@", ",", ";", ":"),
);
const specialString = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "<script>alert(1)</script>",
  "Eve\r\nBcc: victim@example.com",
  "a@b.example\r\nCc: c@d.example",
  "=cmd|' /C calc'!A0",
  "https://evil.example/phish",
  "' OR 1=1; --",
  "${process.exit()}",
  "{{constructor.constructor('x')()}}",
  "😀👩‍👩‍👧‍👦🇩🇪",
  "Z̸̡̢͈͎a̸l̴g̷o̸",
  "\u0000",
  "\ud800",
  "NaN",
  "",
  " ",
);
const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.string() },
  { weight: 3, arbitrary: fc.string({ unit: nastyChar, maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 2, arbitrary: specialString },
  // Long and huge strings: near and beyond the field limits and the 32 KB body limit.
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.string({ minLength: 1, maxLength: 3 }), fc.integer({ min: 150, max: 12_000 }))
      .map(([s, n]) => s.repeat(n)),
  },
);
const { json: hostileValue } = fc.letrec((tie) => ({
  json: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    hostileString,
    fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1e308, -0, 2 ** 53 + 1)),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("json"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), specialString), tie("json"), { maxKeys: 4 }),
  ),
}));

const validSap = sapLead;
const validContact = { ...contactLead, message: "Hello" };
const validMigration = migrationLead;
const validConsent = consentEntry;
const validView = { path: "/en/odoo-ams", lang: "en", referrer: "www.example.com" };

/** A valid payload with random mutations: fields dropped, replaced by hostile values, added. */
function mutated(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const mutation = fc.oneof(
    fc.record({ op: fc.constant("drop" as const), key: fc.constantFrom(...keys) }),
    fc.record({ op: fc.constant("set" as const), key: fc.constantFrom(...keys), value: hostileValue }),
    fc.record({ op: fc.constant("text" as const), key: fc.constantFrom(...keys), value: hostileString }),
    fc.record({
      op: fc.constant("add" as const),
      key: fc.oneof(specialString, fc.string({ maxLength: 12 })),
      value: hostileValue,
    }),
  );
  return fc.array(mutation, { maxLength: 4 }).map((mutations) => {
    const payload: Record<string, unknown> = { ...valid };
    for (const m of mutations) {
      if (m.op === "drop") delete payload[m.key];
      else
        Object.defineProperty(payload, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
    }
    return JSON.stringify(payload);
  });
}

/** Bodies that are not a JSON object: malformed, truncated, nested 10,000 deep, pollution keys. */
const rawBody = fc.oneof(
  fc.string({ unit: nastyChar, maxLength: 60 }),
  fc.constantFrom("", "{", "}", "[", "null", "true", "0", '"x"', "{}", "[]", "{'a':1}", '{"a":1,}', "\u0000"),
  fc.integer({ min: 1, max: 10_000 }).map((n) => "[".repeat(n) + "]".repeat(n)),
  fc.integer({ min: 1, max: 5000 }).map((n) => '{"a":'.repeat(n) + "1" + "}".repeat(n)),
  fc.constantFrom(
    '{"__proto__":{"polluted":"yes"},"name":"x"}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    JSON.stringify(validContact).replace("{", '{"__proto__":{"polluted":"yes"},'),
    JSON.stringify(validSap).replace("{", '{"__proto__":{"kind":"contact","spam":false},'),
    JSON.stringify(validMigration).slice(0, 40),
  ),
);
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "APPLICATION/JSON",
      "application/jsonx",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "",
      "application/json; charset=latin1",
    ),
  },
);

// ---- the property ------------------------------------------------------------------------------

const endpoints = {
  sap: "/api/send-contact-email",
  leads: "/api/leads",
  consent: "/api/consent",
  view: "/api/view",
} as const;

async function check(path: string, body: string, type: string) {
  requests++;
  const res = await app.request(path, {
    method: "POST",
    body,
    headers: { ...(type ? { "Content-Type": type } : {}), "Sec-Fetch-Site": "same-origin" },
  });
  expect(res.status, `${path} ${body.slice(0, 200)}`).toBeLessThan(500);
  expect([201, 204, 400, 413, 415]).toContain(res.status);
  if (res.status === 201) {
    // Whatever was accepted is what the schema allows: re-validate the stored row.
    const { id } = (await res.json()) as { id: string };
    const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
    expect(row).toBeDefined();
    const payload = row!.payload as Record<string, unknown>;
    const schema = path === endpoints.sap ? sapContactPayload : leadPayload;
    const reparsed = schema.safeParse(payload);
    expect(reparsed.success, JSON.stringify(payload).slice(0, 300)).toBe(true);
    const known =
      path === endpoints.sap ? sapContactPayload : payload.kind === "contact" ? contactPayload : migrationPayload;
    expect(Object.keys(payload).filter((k) => !(k in known.def.shape))).toEqual([]);
    expect(row).toMatchObject({ name: payload.name, company: payload.company, email: payload.email });
    expect("website" in payload || "elapsedMs" in payload).toBe(false);
  }
  if (res.status === 204 && path === endpoints.consent) {
    const rows = await database.db.select().from(consentLog).limit(1);
    expect(rows).toHaveLength(1);
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype).not.toHaveProperty("polluted");
  expect(logged.filter((l) => l.level >= 50)).toEqual([]);
}

const params = (numRuns: number) => ({ numRuns, seed, endOnFailure: true });

describe("fuzzing the API", () => {
  it("SAP contact: 3,000 mutated payloads", async () => {
    await fc.assert(
      fc.asyncProperty(mutated(validSap), contentType, (b, t) => check(endpoints.sap, b, t)),
      params(3000),
    );
  }, 300_000);

  it("general inquiry and migration lead: 3,500 mutated payloads", async () => {
    const body = fc.oneof(mutated(validContact), mutated(validMigration));
    await fc.assert(
      fc.asyncProperty(body, contentType, (b, t) => check(endpoints.leads, b, t)),
      params(3500),
    );
  }, 300_000);

  it("consent log: 1,500 mutated payloads", async () => {
    await fc.assert(
      fc.asyncProperty(mutated(validConsent), contentType, (b, t) => check(endpoints.consent, b, t)),
      params(1500),
    );
  }, 300_000);

  it("page views: 1,500 mutated payloads", async () => {
    await fc.assert(
      fc.asyncProperty(mutated(validView), contentType, (b, t) => check(endpoints.view, b, t)),
      params(1500),
    );
  }, 300_000);

  it("every endpoint: 2,000 malformed or hostile raw bodies", async () => {
    const path = fc.constantFrom(...Object.values(endpoints));
    await fc.assert(fc.asyncProperty(path, rawBody, contentType, check), params(2000));
  }, 300_000);

  it("sent 10,000 requests; accepted leads are stored with their mails, invalid ones are not", async () => {
    expect(requests).toBeGreaterThanOrEqual(10_000);
    const stored = await database.db.select().from(leads);
    expect(stored.length).toBeGreaterThan(100); // the mutations leave many payloads valid
    for (const row of stored) {
      const schema = row.kind === "sap-contact" ? sapContactPayload : leadPayload;
      expect(schema.safeParse(row.payload).success).toBe(true);
    }
    const consent = await database.db.select().from(consentLog);
    for (const row of consent) {
      const { consentId, revision, functional, analytics, marketing, action } = row;
      expect(
        consentLogPayload.safeParse({ id: consentId, revision, functional, analytics, marketing, action }).success,
      ).toBe(true);
    }
    // Page views: only canonical paths of known pages, in their own language, and bare hosts.
    const views = await database.db.select().from(pageViewsDaily);
    expect(views.length).toBeGreaterThan(0);
    for (const row of views) {
      expect(countedPath(row.path)).toBe(row.path);
      expect(langFromPath(row.path)).toBe(row.language);
      expect(row.referrerHost).toMatch(/^([a-z0-9.-]*|\[[0-9a-f:.]+\])$/);
    }
    const mails = await database.db.select({ leadId: mailOutbox.leadId, purpose: mailOutbox.purpose }).from(mailOutbox);
    const leadMails = mails.filter((m) => m.purpose === "lead");
    expect(leadMails).toHaveLength(stored.filter((r) => !r.spam).length);
  });
});
