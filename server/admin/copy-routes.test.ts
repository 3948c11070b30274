/**
 * The back office names the forms' fields as the site does: a label the owner renames and
 * publishes through the content API is, once this process shows it, what GET /copy/forms/:lang
 * answers in that language (the inbox's and a lead's labels), the same word as the lead mail's
 * and the CSV export's header in that language.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, signIn } from "../../tests/support/admin-session";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { createLogger } from "../logger";
import { leadMailRows } from "../mail/lead-mail";
import { createLiveSite, type LiveSite, type Renderer } from "../render/live-site";
import { setPublishedContent } from "../content/published";

/** A renderer that renders nothing: what matters here is that the live site takes the content. */
const renderer: Renderer = async () => ({ files: [], cssCache: {}, final: Promise.resolve([]) });

let database: TestDatabase;
let live: LiveSite;
let app: ReturnType<typeof testApp>;
let owner: Record<string, string>;
beforeAll(async () => {
  database = await openTestDatabase();
  const logger = createLogger("silent");
  live = createLiveSite({ db: database.db, files: new Map(), buildDir: "build", pollMs: 60_000, logger, renderer });
  app = testApp(database, { admin: { content: { live } } });
  owner = cookieHeader(await signIn(app, database, "owner@neutra.test"));
});
afterAll(async () => {
  live.stop();
  setPublishedContent({});
  await database.close();
});

const formsCopy = async (lang: string) => {
  const response = await app.request(`/api/admin/copy/forms/${lang}`, { headers: owner });
  expect(response.status).toBe(200);
  return (await response.json()) as { names: Record<string, string>; fields: Record<string, string> };
};

/** Saves the text as a draft (acknowledging any warning) and publishes it. */
async function publishText(key: string, value: string) {
  const post = (path: string, body: unknown) => postJson(app, `/api/admin/content${path}`, body, owner);
  let draft = await post("/draft", { key, value });
  if (draft.status === 409) {
    const { findings } = (await draft.json()) as { findings: { code: string }[] };
    draft = await post("/draft", { key, value, acknowledged: findings.map((f) => f.code) });
  }
  expect(draft.status).toBe(200);
  expect((await post("/publish", { keys: [key], otherLanguageConfirmed: true })).status).toBe(200);
}

describe(`the back office's copy of the forms (${testDatabaseKind})`, () => {
  it("answers the shipped names and labels while nothing is published", async () => {
    const de = await formsCopy("de");
    expect(de.fields.company).toBe("Unternehmen");
    expect(de.names.contact).toBe("Kontaktanfrage");
    expect((await formsCopy("en")).fields.company).toBe("Company");
    expect((await app.request("/api/admin/copy/forms/fr", { headers: owner })).status).toBe(404);
  });

  it("answers a published label and form name in their language, as the lead mail says them", async () => {
    await publishText("text:de:forms:fields.company", "Firma");
    await publishText("text:de:forms:names.contact", "Allgemeine Anfrage");
    const de = await formsCopy("de");
    expect(de.fields.company).toBe("Firma");
    expect(de.names.contact).toBe("Allgemeine Anfrage");
    expect((await formsCopy("en")).fields.company).toBe("Company");
    const rows = leadMailRows("contact", { company: "Acme" });
    expect(rows.find((row) => row.field === "company")?.label).toBe("Firma");
  });

  it("heads the CSV export's columns with the published labels in the language asked for", async () => {
    await publishText("text:en:forms:fields.company", "Organisation");
    const header = async (lang?: string) => {
      const response = await postJson(app, "/api/admin/leads/export.csv", lang ? { lang } : {}, owner);
      expect(response.status).toBe(200);
      return (await response.text())
        .replace(/^\uFEFF/, "")
        .split("\r\n")[0]!
        .split(",");
    };
    const de = await header("de");
    // The renamed label where the field's column is, the shipped ones beside it.
    expect(de.slice(9, 12)).toEqual(['"Name"', '"Firma"', '"E-Mail"']);
    expect(de.slice(0, 9)).toEqual(
      ["Lead-ID", "Eingang", "Formular", "Sprache", "Seite", "Spam", "Ungeprüft", "Status", "Interne Notiz"].map(
        (word) => `"${word}"`,
      ),
    );
    expect(de).not.toContain('"Unternehmen"');
    expect(de).not.toContain('"company"');
    expect(await header()).toEqual(de);
    const en = await header("en");
    expect(en.slice(9, 12)).toEqual(['"Name"', '"Organisation"', '"Email"']);
    expect(en.slice(0, 3)).toEqual(['"Lead ID"', '"Received"', '"Form"']);
    expect(en).toHaveLength(de.length);
    expect((await postJson(app, "/api/admin/leads/export.csv", { lang: "fr" }, owner)).status).toBe(400);
  });
});
