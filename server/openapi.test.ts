/**
 * GET /api/openapi.json describes what the API really does: real answers of every documented
 * endpoint, for every documented status, match the document's schemas, and the payloads the site's
 * forms send match its request schemas.
 */
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentEntry, contactLead, migrationLead, sapLead } from "../tests/support/payloads";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, isNull } from "drizzle-orm";
import { postJson, testApp } from "../tests/support/test-app";
import { openTestDatabase, type TestDatabase } from "../tests/support/test-database";
import type { createApp } from "./app";
import { webhookDeliveries } from "./db/schema";
import { eraseSubject } from "./privacy/subject";
import { createConsentRateLimit, createLeadRateLimit } from "./rate-limit";

let database: TestDatabase;
let app: ReturnType<typeof createApp>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the document is plain JSON here
let doc: any;
const ajv = new Ajv2020({ strict: false, allErrors: true });

beforeAll(async () => {
  database = await openTestDatabase();
  app = testApp(database, {
    rateLimit: createLeadRateLimit(database.db, true),
    consentRateLimit: createConsentRateLimit(database.db, true),
  });
  const res = await app.request("/api/openapi.json");
  expect(res.status).toBe(200);
  doc = await res.json();
  ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
});

afterAll(async () => {
  await database.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(`/api${path}`, {
    method: "POST",
    body,
    headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin", ...headers },
  });

/** The answer is documented for this path and status, and its body matches that schema. */
async function expectDocumented(path: string, method: "get" | "post", res: Response) {
  const documented = doc.paths[path]?.[method]?.responses?.[String(res.status)];
  expect(documented, `${method} ${path} ${res.status} is documented`).toBeDefined();
  const ref: string | undefined = documented.content?.["application/json"]?.schema?.$ref;
  if (!ref) return;
  const validate = ajv.getSchema(`doc${ref}`)!;
  const body = await res.json();
  expect(validate(body), `${method} ${path} ${res.status}: ${JSON.stringify(validate.errors)}`).toBe(true);
}

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 and lists every public endpoint", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual([
      "/consent",
      "/health",
      "/leads",
      "/openapi.json",
      "/send-contact-email",
      "/view",
      "/vitals",
    ]);
  });

  it("accepts the payloads the forms send, and rejects what the handlers reject", () => {
    const check = (schema: string, payload: unknown) => ajv.getSchema(`doc#/components/schemas/${schema}`)!(payload);
    expect(check("SapContactPayload", sapLead)).toBe(true);
    expect(check("LeadPayload", contactLead)).toBe(true);
    expect(check("LeadPayload", migrationLead)).toBe(true);
    expect(check("ConsentLogPayload", consentEntry)).toBe(true);
    expect(check("PageView", { path: "/", lang: "de", referrer: "example.com" })).toBe(true);
    expect(check("PageView", { path: "/", lang: "fr" })).toBe(false);
    const vital = { path: "/", lang: "de", device: "phone", metric: "LCP", value: 1800 };
    expect(check("WebVital", vital)).toBe(true);
    expect(check("WebVital", { ...vital, metric: "CLS", value: 0.05 })).toBe(true);
    expect(check("WebVital", { ...vital, value: 60_001 })).toBe(false);
    expect(check("WebVital", { ...vital, metric: "CLS", value: 11 })).toBe(false);
    expect(check("WebVital", { ...vital, metric: "FCP" })).toBe(false);
    expect(check("WebVital", { ...vital, id: "v6-1" })).toBe(false);
    expect(check("SapContactPayload", { ...sapLead, interest: "golf" })).toBe(false);
    expect(check("LeadPayload", { ...contactLead, kind: "other" })).toBe(false);
  });

  it("real answers of the lead endpoints match it: 201, 400, 403, 413, 415, 429", async () => {
    for (const [path, payload] of [
      ["/send-contact-email", sapLead],
      ["/leads", contactLead],
    ] as const) {
      await expectDocumented(path, "post", await post(path, JSON.stringify(payload)));
      await expectDocumented(path, "post", await post(path, JSON.stringify({ ...payload, email: "nope" })));
      await expectDocumented(path, "post", await post(path, "{"));
      await expectDocumented(
        path,
        "post",
        await post(path, JSON.stringify(payload), { "Sec-Fetch-Site": "cross-site" }),
      );
      await expectDocumented(path, "post", await post(path, "x".repeat(40_000)));
      await expectDocumented(path, "post", await post(path, "a=b", { "Content-Type": "text/plain" }));
    }
    let limited: Response | undefined;
    for (let i = 0; i < 6 && limited?.status !== 429; i++)
      limited = await post("/leads", JSON.stringify(migrationLead));
    expect(limited!.status).toBe(429);
    expect(Number(limited!.headers.get("retry-after"))).toBeGreaterThan(0);
    await expectDocumented("/leads", "post", limited!);
  });

  it("real answers of consent and health match it, 503 included", async () => {
    await expectDocumented("/consent", "post", await post("/consent", JSON.stringify(consentEntry)));
    await expectDocumented("/consent", "post", await post("/consent", "{}"));
    await expectDocumented("/health", "get", await app.request("/api/health"));
    await expectDocumented("/view", "post", await post("/view", JSON.stringify({ path: "/", lang: "de" })));
    await expectDocumented("/view", "post", await post("/view", "{}", { "Sec-Fetch-Site": "cross-site" }));
    const figure = JSON.stringify({ path: "/", lang: "de", device: "desktop", metric: "INP", value: 96 });
    await expectDocumented("/vitals", "post", await post("/vitals", figure));
    await expectDocumented("/vitals", "post", await post("/vitals", "{}", { "Sec-Fetch-Site": "cross-site" }));
    await expectDocumented("/vitals", "post", await post("/vitals", figure, { "Content-Type": "text/html" }));
    await expectDocumented("/vitals", "post", await post("/vitals", JSON.stringify({ path: "x".repeat(2000) })));
    const unavailable = { consume: () => Promise.reject(new Error("down")) };
    const down = testApp(
      { ...database, ping: () => Promise.reject(new Error("down")) },
      { rateLimit: unavailable, consentRateLimit: unavailable, analytics: { rateLimit: unavailable } },
    );
    const view = await down.request("/api/view", {
      method: "POST",
      body: JSON.stringify({ path: "/", lang: "de" }),
      headers: { "Content-Type": "text/plain;charset=UTF-8", "Sec-Fetch-Site": "same-origin" },
    });
    expect(view.status).toBe(503);
    await expectDocumented("/view", "post", view);
    const vital = await down.request("/api/vitals", {
      method: "POST",
      body: JSON.stringify({ path: "/", lang: "de", device: "phone", metric: "CLS", value: 0.01 }),
      headers: { "Content-Type": "text/plain;charset=UTF-8", "Sec-Fetch-Site": "same-origin" },
    });
    expect(vital.status).toBe(503);
    await expectDocumented("/vitals", "post", vital);
    await expectDocumented("/health", "get", await down.request("/api/health"));
    const lead = await down.request("/api/leads", {
      method: "POST",
      body: JSON.stringify(contactLead),
      headers: { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    });
    expect(lead.status).toBe(503);
    await expectDocumented("/leads", "post", lead);
  });

  it("describes the webhook the CRM receives: its example and the body of a real lead of each form match", async () => {
    const post = doc.webhooks["lead.created"].post;
    expect(post.parameters.map((p: { name: string }) => p.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
    const content = post.requestBody.content["application/json"];
    expect(content.schema.$ref).toBe("#/components/schemas/LeadCreatedWebhook");
    const validate = ajv.getSchema("doc#/components/schemas/LeadCreatedWebhook")!;
    expect(validate(content.example), JSON.stringify(validate.errors)).toBe(true);

    const withWebhook = testApp(database, { leadConfig: { webhooks: true } });
    for (const [path, payload] of [
      ["/send-contact-email", sapLead],
      ["/leads", contactLead],
      ["/leads", migrationLead],
    ] as const) {
      const res = await postJson(withWebhook, `/api${path}`, payload);
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: string };
      const [delivery] = await database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.leadId, id));
      const body = JSON.parse(delivery!.body) as { data: Record<string, unknown> };
      expect(validate(body), `${path}: ${JSON.stringify(validate.errors)}`).toBe(true);
      expect(validate({ ...body, data: { ...body.data, verified: "yes" } })).toBe(false);
      expect(validate({ ...body, data: { ...body.data, fields: { ...payload, email: "not an address" } } })).toBe(
        false,
      );
    }
  });

  it("describes the subject.erased event an erasure sends: its example and a real erasure's body match, no address in either", async () => {
    const post = doc.webhooks["subject.erased"].post;
    expect(post.parameters.map((p: { name: string }) => p.name)).toEqual([
      "webhook-id",
      "webhook-timestamp",
      "webhook-signature",
    ]);
    const content = post.requestBody.content["application/json"];
    expect(content.schema.$ref).toBe("#/components/schemas/SubjectErasedWebhook");
    const validate = ajv.getSchema("doc#/components/schemas/SubjectErasedWebhook")!;
    expect(validate(content.example), JSON.stringify(validate.errors)).toBe(true);
    expect(JSON.stringify(content.example)).not.toContain("@");

    const secret = `whsec_${Buffer.alloc(24, 3).toString("base64")}`;
    await eraseSubject(database.db, "someone@example.test", {
      key: "an-erasure-key-of-at-least-32-characters",
      mailDir: mkdtempSync(path.join(tmpdir(), "erasure-mail-")),
      userId: null,
      via: "back-office",
      webhookSecret: secret,
    });
    const [event] = await database.db.select().from(webhookDeliveries).where(isNull(webhookDeliveries.leadId));
    const body = JSON.parse(event!.body) as { data: Record<string, unknown> };
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...body, data: { ...body.data, email: "someone@example.test" } })).toBe(false);
  });
});
