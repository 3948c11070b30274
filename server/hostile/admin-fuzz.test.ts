/**
 * The back office's API under hostile input (fast-check, 1,500 generated requests with a valid
 * session, plus the open sign-in routes without one): mutated query strings, path ids and JSON
 * bodies. Never a 5xx, never an error in the log; a search term never reaches SQL as code.
 */
import fc from "fast-check";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, signIn } from "../../tests/support/admin-session";
import { contactLead } from "../../tests/support/payloads";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { postJson, testApp } from "../../tests/support/test-app";

const seed = process.env.FUZZ_SEED === "random" ? Date.now() % 2 ** 31 : Number(process.env.FUZZ_SEED ?? 20_261_125);
let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let session: Record<string, string>;
const logged: { level: number; msg: string }[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const logger = pino({ level: "warn" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
  app = testApp(database, { logger });
  session = cookieHeader(await signIn(app, database, "owner@neutra.test"));
  expect((await postJson(app, "/api/leads", contactLead)).status).toBe(201);
});

afterAll(async () => {
  await database.close();
  console.info(`admin fuzz: seed ${seed} (FUZZ_SEED=${seed} repeats this run)`);
});

const hostile = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "'):* | !",
    "' OR 1=1; --",
    "a:* & b",
    "\\",
    "%00",
    "%ZZ",
    "..%2F..%2Fetc%2Fpasswd",
    "__proto__",
    "ÄÖÜß",
    "2026-02-30",
    "9999-99-99",
    "-1",
    "1e309",
    "NaN",
    "x".repeat(5000),
  ),
);
const queryKeys = fc.constantFrom("q", "kind", "status", "from", "to", "cursor", "limit", "days", "before", "x");
const queryString = fc
  .array(fc.tuple(queryKeys, hostile), { maxLength: 5 })
  .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&"));
const anyId = fc.oneof(fc.uuid(), hostile.map(encodeURIComponent));

/** A request's answer: anything but a 5xx, and nothing logged as an error. */
async function expectHandled(response: Response | Promise<Response>) {
  const { status } = await response;
  expect(status).toBeLessThan(500);
  expect(logged.filter((entry) => entry.level >= 50)).toEqual([]);
}

const runs = { seed, numRuns: 250 };

describe("the admin API under hostile input", () => {
  it("reads: query strings for the inbox, the exports, the statistics and the audit log", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("/leads", "/leads/export.csv", "/leads/export.json", "/stats", "/audit"),
        queryString,
        async (path, query) => {
          const response = await app.request(`/api/admin${path}?${query}`, { headers: session });
          await expectHandled(response);
          await response.arrayBuffer();
        },
      ),
      runs,
    );
  });

  it("ids in paths: a lead, a delivery's queue and id, a passkey", async () => {
    await fc.assert(
      fc.asyncProperty(
        anyId,
        fc.oneof(fc.constantFrom("mail", "webhook"), hostile.map(encodeURIComponent)),
        async (id, queue) => {
          await expectHandled(app.request(`/api/admin/leads/${id}`, { headers: session }));
          await expectHandled(postJson(app, `/api/admin/leads/${id}/not-spam`, {}, session));
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

  it("bodies: a lead's status and note, and every sign-in route without a session", async () => {
    const body = fc.oneof(
      fc.dictionary(
        fc.constantFrom("status", "note", "email", "lang", "token", "challengeId", "name", "response"),
        fc.oneof(hostile, fc.integer(), fc.constant(null), fc.object()),
      ),
      hostile,
    );
    const [lead] = await (
      await app.request("/api/admin/leads", { headers: session })
    )
      .json()
      .then((page: { leads: { id: string }[] }) => page.leads);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          `/leads/${lead!.id}`,
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
