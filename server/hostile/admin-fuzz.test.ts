/**
 * The back office's API under hostile input (fast-check, 1,500 generated requests with a valid
 * session, plus the open sign-in routes without one): mutated query strings, selections, path ids
 * and JSON bodies, out-of-range dates and numbers for every parameter. The reads go through the
 * real HTTP server, where an error after the handler (a streamed export) would escape the app's
 * error handler. Never a 5xx, every answer with the security headers, never SQL in a body, the log
 * or stderr; a search term never reaches SQL as code.
 */
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { cookieHeader, signIn } from "../../tests/support/admin-session";
import { contactLead } from "../../tests/support/payloads";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { postJson, testApp } from "../../tests/support/test-app";
import { startHttpServer, type StartedHttpServer } from "../http-server";
import { createLogger } from "../logger";
import { securityHeaders } from "../security-headers";

const seed = process.env.FUZZ_SEED === "random" ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_125);
let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let server: StartedHttpServer;
let session: Record<string, string>;
const logged: { level: number; msg: string }[] = [];
let stderr: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const logger = createLogger("warn", { write: (line: string) => void logged.push(JSON.parse(line)) });
  app = testApp(database, { logger });
  server = await startHttpServer({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  session = cookieHeader(await signIn(app, database, "owner@neutra.test"));
  expect((await postJson(app, "/api/leads", contactLead)).status).toBe(201);
});

afterAll(async () => {
  await server.close();
  await database.close();
  console.info(`admin fuzz: seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
});

// What reaches stderr past the logger (console.error is the setup file's: it fails the test).
beforeEach(() => {
  stderr = [];
  vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
    stderr.push(String(chunk));
    return true;
  });
});
afterEach(() => {
  vi.mocked(process.stderr.write).mockRestore();
  expect(stderr).toEqual([]);
});

/** Dates and instants beyond what PostgreSQL or the inbox knows, and numbers beyond every range. */
const outOfRange = [
  "9999-12-31",
  "0000-01-01",
  "1999-12-31",
  "2100-01-01",
  "+275760-09-13",
  "10000-01-01",
  "9999-12-31T23:59:59.999Z",
  "0000-01-01T00:00:00.000Z",
  "+275760-09-13T00:00:00.000Z",
  "-271821-04-20T00:00:00.000Z",
  "2026-11-25T25:61:61Z",
  "0",
  "-1",
  "101",
  "1e309",
  "9007199254740993",
  "1.5",
  "NaN",
  "Infinity",
] as const;
const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(
    ...outOfRange,
    "'):* | !",
    "' OR 1=1; --",
    "a:* & b",
    "\\",
    "%00",
    "\u0000",
    "a\u0000b",
    "\u202egnp.exe",
    "%ZZ",
    "..%2F..%2Fetc%2Fpasswd",
    "__proto__",
    "ÄÖÜß",
    "2026-02-30",
    "9999-99-99",
    "x".repeat(5000),
  ),
);
/** A cursor as the server makes them (base64url of "instant|uuid"), around impossible instants. */
const cursor = fc
  .tuple(fc.constantFrom(...outOfRange, "9999-99-99T99:99:99.999999Z", "2026-11-25T10:00:00.000000Z"), fc.uuid())
  .map(([at, id]) => Buffer.from(`${at.length === 10 ? `${at}T00:00:00.000000Z` : at}|${id}`).toString("base64url"));
const anyValue = fc.oneof(
  hostile,
  cursor,
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 101, 1.5, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, -0),
  fc.constant(null),
  fc.boolean(),
  fc.object(),
);
const queryKeys = fc.constantFrom("q", "kind", "status", "from", "to", "cursor", "limit", "days", "before", "x");
const queryString = fc
  .array(fc.tuple(queryKeys, fc.oneof(hostile, cursor)), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&"));
const selection = fc.oneof(
  fc.dictionary(queryKeys, anyValue, { maxKeys: 5 }),
  fc.record(
    {
      from: fc.constantFrom(...outOfRange, "2026-11-01"),
      to: fc.constantFrom(...outOfRange, "2026-11-30"),
      limit: fc.oneof(fc.integer(), fc.double()),
      cursor,
    },
    { requiredKeys: [] },
  ),
);
const anyId = fc.oneof(fc.uuid(), hostile.map(encodeURIComponent));

/** What a database error would show: its query, or the text a failed query comes with. */
const sqlText = /\b(select|insert into|update|delete from)\b.*\b(from|set|values|where)\b|params:|failed query/is;

/**
 * A request's answer: anything but a 5xx, with the security headers, its body read to the end and
 * free of SQL; nothing logged as an error.
 */
async function expectHandled(response: Response | Promise<Response>) {
  const answer = await response;
  expect(answer.status).toBeLessThan(500);
  for (const name of Object.keys(securityHeaders)) expect(answer.headers.has(name), name).toBe(true);
  expect(await answer.text()).not.toMatch(sqlText);
  expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
}

/** Through the real server: what a browser (or nginx) gets. */
const overHttp = (path: string, init: RequestInit = {}) =>
  fetch(`http://127.0.0.1:${server.port}${path}`, {
    ...init,
    headers: { ...session, "Sec-Fetch-Site": "same-origin", ...init.headers },
  });

const runs = { seed, numRuns: 250 };

describe("the admin API under hostile input", () => {
  it("reads: the inbox's and the exports' selections, the statistics' and the audit log's query strings", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/leads/search", "/leads/export.csv", "/leads/export.json"),
        selection,
        async (path, body) => {
          await expectHandled(
            overHttp(`/api/admin${path}`, {
              method: "POST",
              body: JSON.stringify(body),
              headers: { "Content-Type": "application/json" },
            }),
          );
        },
      ),
      runs,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("/stats", "/audit", "/leads"), queryString, async (path, query) => {
        await expectHandled(overHttp(`/api/admin${path}?${query}`));
      }),
      runs,
    );
  });

  it("an out-of-range date answers 400 as JSON with the security headers, logged as 400", async () => {
    const requests: number[] = [];
    const before = logged.length;
    for (const [path, body] of [
      ["/leads/export.csv", { to: "9999-12-31" }],
      ["/leads/export.json", { from: "0000-01-01" }],
      ["/leads/search", { to: "9999-12-31" }],
    ] as const) {
      const res = await overHttp(`/api/admin${path}`, {
        method: "POST",
        body: JSON.stringify(body),
        headers: { "Content-Type": "application/json" },
      });
      requests.push(res.status);
      expect(res.headers.get("content-type")).toMatch(/^application\/json/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await res.json()).toEqual({ error: "invalid" });
    }
    expect(requests).toEqual([400, 400, 400]);
    expect(logged.slice(before)).toEqual([]);
  });

  it("an export failing midway is cut off: logged without its values, no error text in the file or on stderr", async () => {
    // The audit entry is written after the last row: without its table, the export fails there.
    await database.db.execute(sql`alter table admin_audit rename to admin_audit_away`);
    let outcome: { status: number; body: string } | { error: unknown };
    try {
      outcome = await overHttp("/api/admin/leads/export.csv", {
        method: "POST",
        body: "{}",
        headers: { "Content-Type": "application/json" },
      })
        .then(async (res) => ({ status: res.status, body: await res.text() }))
        .catch((error: unknown) => ({ error }));
    } finally {
      await database.db.execute(sql`alter table admin_audit_away rename to admin_audit`);
    }
    // The download never looks whole: the connection ends without its end.
    expect(outcome).toHaveProperty("error");
    const errors = logged.splice(0).filter((entry) => entry.level >= 50);
    expect(errors.map((entry) => entry.msg)).toEqual(["lead export failed midway: the download was cut off"]);
    const text = JSON.stringify(errors);
    expect(text).toContain("params: [not logged]");
    expect(text).not.toContain("leads_export");

    // Failing before the first byte (its first query), it is an error like any other.
    await database.db.execute(sql`alter table leads rename to leads_away`);
    try {
      const res = await overHttp("/api/admin/leads/export.json", {
        method: "POST",
        body: JSON.stringify({ q: "Erika" }),
        headers: { "Content-Type": "application/json" },
      });
      expect(res.status).toBe(500);
      for (const name of Object.keys(securityHeaders)) expect(res.headers.has(name), name).toBe(true);
      expect(await res.json()).toEqual({ error: "internal_error" });
    } finally {
      await database.db.execute(sql`alter table leads_away rename to leads`);
    }
    const unhandled = logged.splice(0);
    expect(unhandled.map((entry) => entry.msg)).toEqual(["unhandled error"]);
    expect(JSON.stringify(unhandled)).not.toContain("Erika");
  });

  it("ids in paths: a lead, a delivery's queue and id, a passkey", async () => {
    await fc.assert(
      fc.asyncProperty(
        anyId,
        fc.oneof(fc.constantFrom("mail", "webhook"), hostile.map(encodeURIComponent)),
        async (id, queue) => {
          await expectHandled(app.request(`/api/admin/leads/${id}`, { headers: session }));
          await expectHandled(postJson(app, `/api/admin/leads/${id}/not-spam`, {}, session));
          await expectHandled(postJson(app, `/api/admin/leads/${id}/spam`, {}, session));
          await expectHandled(
            app.request(`/api/admin/leads/${id}`, {
              method: "DELETE",
              headers: { ...session, "Sec-Fetch-Site": "same-origin" },
            }),
          );
          await expectHandled(postJson(app, `/api/admin/deliveries/${queue}/${id}/retry`, {}, session));
          await expectHandled(
            app.request(`/api/admin/passkeys/${id}`, {
              method: "DELETE",
              headers: { ...session, "Sec-Fetch-Site": "same-origin" },
            }),
          );
        },
      ),
      runs,
    );
  });

  it("bodies: a lead's status and note, a data subject's requests, and every sign-in route without a session", async () => {
    // Something around an "@": the data subjects' routes take it as far as the database (a pattern).
    const address = fc.tuple(hostile, hostile).map(([local, domain]) => `${local}@${domain}`);
    const body = fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          "status",
          "statusWas",
          "note",
          "noteVersion",
          "email",
          "confirm",
          "format",
          "lang",
          "token",
          "challengeId",
          "name",
          "response",
        ),
        fc.oneof(
          hostile,
          address,
          fc.constantFrom("json", "de", "en"),
          fc.integer(),
          fc.constant(null),
          fc.object(),
          fc.record({ id: hostile }),
        ),
      ),
      fc.record({ email: address, confirm: address, format: fc.constantFrom("json", "de", "en") }),
      hostile,
    );
    const [lead] = await (
      await postJson(app, "/api/admin/leads/search", {}, session)
    )
      .json()
      .then((page: { leads: { id: string }[] }) => page.leads);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          `/leads/${lead!.id}`,
          "/subjects/find",
          "/subjects/export",
          "/subjects/erase",
          "/auth/link",
          "/auth/link/redeem",
          "/auth/signup/options",
          "/auth/signup/verify",
          "/auth/passkey/verify",
          "/passkeys",
        ),
        body,
        async (path, payload) => {
          const method = path.startsWith("/leads/") ? "PATCH" : "POST";
          await expectHandled(
            app.request(`/api/admin${path}`, {
              method,
              body: typeof payload === "string" ? payload : JSON.stringify(payload),
              headers: {
                "Content-Type": "application/json",
                "Sec-Fetch-Site": "same-origin",
                ...(path.startsWith("/auth/") ? {} : session),
              },
            }),
          );
        },
      ),
      runs,
    );
  });
});
