/**
 * Mail content, property-based through the whole path (API, outbox, SMTP, a mail parser): whatever
 * valid lead a visitor sends, the mail has exactly our headers (no injected Bcc/Cc, one To, the
 * visitor only in Reply-To), the HTML contains only the template's own tags (visitor HTML is text),
 * and nothing the visitor typed becomes a link: no <a>, and URL-like text is split so mail clients
 * do not link it by themselves. The visitor's text arrives unchanged.
 */
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutInvisible } from "../../common/lead-schemas";
import { minimalContactLead } from "../../tests/support/payloads";
import { SmtpSink } from "../../tests/support/smtp-sink";
import { solvedPow } from "../../tests/support/pow";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { leads, mailOutbox } from "../db/schema";
import { createLogger } from "../logger";
import { leadMail } from "../mail/lead-mail";
import { createOutboxWorker, type OutboxWorker } from "../mail/outbox";
import { createMailTransport, type MailTransport } from "../mail/transport";

const logger = createLogger("silent");
let database: TestDatabase;
let sink: SmtpSink;
let transport: MailTransport;
let outbox: OutboxWorker;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  database = await openTestDatabase();
  sink = new SmtpSink();
  transport = createMailTransport({ smtpUrl: await sink.start(), mailDir: "unused" });
  outbox = createOutboxWorker({ db: database.db, transport, from: "Neutra Tech Website <web@neutra.example>", logger });
  app = testApp(database, {
    leadConfig: {
      recipients: { "sap-contact": "sap@neutra.example", contact: "k@neutra.example", migration: "o@neutra.example" },
      minFillMs: 3000,
    },
    consentEnabled: false,
  });
});

afterAll(async () => {
  transport.close();
  await sink.stop();
  await database.close();
});

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");

const templateTags = new Set(["!doctype", "html", "body", "h1", "table", "tr", "th", "td", "hr", "p", "span"]);
const expectedHeaders = new Set([
  "content-type",
  "from",
  "to",
  "reply-to",
  "subject",
  "message-id",
  "date",
  "mime-version",
  "content-transfer-encoding",
]);

// Control characters are what the schema rejects, invisible formatters what it drops; these
// generators leave both out.
/* eslint-disable no-control-regex */
const lineControl = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const textControl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
/* eslint-enable no-control-regex */

// Text a visitor might type, with the tricks an attacker would try.
const trick = fc.constantFrom(
  "https://evil.example/login",
  "http://evil.example",
  "www.evil.example",
  "evil.example",
  "mail@evil.example",
  "ftp://files.evil.example/x",
  "javascript:alert(1)",
  "<a href='https://evil.example'>Rechnung</a>",
  '<img src=x onerror="alert(1)">',
  "<script>alert(1)</script>",
  "<style>body{display:none}</style>",
  "]]><!--",
  "&lt;b&gt;",
  "Subject: Free money",
  "Bcc: everyone@example.com",
  "=?utf-8?B?QmNjOiB4QHkuY29t?=",
  "%0d%0aBcc: x@y.example",
  "😀 Grüße, Æøå",
);
const line = fc
  .array(fc.oneof(trick, fc.string({ unit: "grapheme", minLength: 1, maxLength: 10 })), { minLength: 1, maxLength: 4 })
  .map((parts) => withoutInvisible(parts.join(" ").replace(lineControl, " ")).trim() || "x")
  .map((s) => s.slice(0, 200).trim() || "x");
const text = fc
  .array(fc.oneof(trick, fc.string({ unit: "grapheme", maxLength: 20 }), fc.constant("\n")), { maxLength: 8 })
  .map((parts) => withoutInvisible(parts.join(" ").replace(textControl, " ")).trim() || "x");

describe("mail content", () => {
  it("200 leads with hostile but valid text: our headers only, inert HTML, no links, text intact", async () => {
    await fc.assert(
      fc.asyncProperty(line, line, text, async (name, company, message) => {
        sink.received = [];
        const res = await postJson(app, "/api/leads", {
          ...minimalContactLead,
          name,
          company,
          email: "visitor@example.com",
          message,
          pow: await solvedPow(app),
        });
        expect(res.status).toBe(201);
        const { id } = (await res.json()) as { id: string };
        expect(await outbox.runOnce()).toBe(1);
        expect(sink.received).toHaveLength(1);
        const raw = sink.received[0]!;
        const mail = await sink.parse(raw);

        // Headers: exactly ours, one recipient, the visitor only in Reply-To.
        const head = raw.raw.split(/\r?\n\r?\n/)[0]!;
        const names = head
          .split(/\r?\n/)
          .filter((l) => !/^\s/.test(l))
          .map((l) => l.slice(0, l.indexOf(":")).toLowerCase());
        expect(names.filter((n) => !expectedHeaders.has(n))).toEqual([]);
        expect(new Set(names).size).toBe(names.length);
        expect(mail.to).toMatchObject({ value: [{ address: "k@neutra.example" }] });
        expect(mail.cc).toBeUndefined();
        expect(mail.bcc).toBeUndefined();
        expect(mail.replyTo?.value).toEqual([{ address: "visitor@example.com", name: "" }]);
        // Encoded words typed by the visitor stay text (an invisible word joiner after "=").
        expect(mail.subject).toBe(`Neue Kontaktanfrage: ${company.replaceAll("=?", "=\u2060?")}`);

        // HTML: the template's tags only, no links, no attributes that load or run anything.
        const html = String(mail.html);
        const tags = [...html.matchAll(/<\/?([a-z!][a-z0-9]*)/gi)].map((m) => m[1]!.toLowerCase());
        expect(tags.filter((t) => !templateTags.has(t))).toEqual([]);
        const openTags = html.match(/<[a-z][^>]*>/gi) ?? [];
        expect(openTags.filter((t) => /\s(href|src|on\w+)\s*=/i.test(t))).toEqual([]);
        // URL-like text is broken into separate text nodes (no "x.y", "x:/", "x@y" in one node).
        const cells = [...html.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].slice(0, 8).map((m) => m[1]!);
        for (const cell of cells) {
          for (const node of cell.split(/<[^>]+>/)) expect(node).not.toMatch(/[^\s][.:@/][^\s]/);
        }
        // What the visitor typed arrives, in the HTML as shown and in the text part as is.
        const shown = decode(html);
        expect(shown).toContain(name);
        expect(shown).toContain(company);
        expect(mail.text).toContain(message);
        const [row] = await database.db.select().from(leads).where(eq(leads.id, id));
        expect(row!.name).toBe(name);
      }),
      { numRuns: 200 },
    );
    expect(await database.db.$count(mailOutbox)).toBe(200);
  }, 120_000);

  it("a subject shows what it says: no bidirectional override, even from a lead stored before the forms dropped them", () => {
    const { subject } = leadMail({
      kind: "contact",
      id: "0b6f1a52-6c3e-4c8f-9a57-1b2c3d4e5f60",
      language: "de",
      pageContext: "/neutra-kontakt",
      createdAt: new Date("2026-11-20T10:00:00Z"),
      payload: { ...minimalContactLead, company: "Acme \u202eHmbG\u202c \u2066Ölberg\u2069\u200b" },
    });
    expect(subject).toBe("Neue Kontaktanfrage: Acme HmbG Ölberg");
  });
});
