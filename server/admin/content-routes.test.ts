import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContentEntry, TextPair } from "../../common/content/api";
import { cookieHeader, signIn, signedInTestApp } from "../../tests/support/admin-session";
import { noAdminRateLimits, postJson, testApp } from "../../tests/support/test-app";
import { testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { adminAudit, contentReviews, contentVersions } from "../db/schema";
import { createRateLimit } from "../rate-limit";
import { loadCatalogue } from "../content/catalogue";
import { judgeDraft } from "../content/draft-rules";
import { maxPublishedBytes } from "./content-routes";

let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let owner: Record<string, string>;
let editor: Record<string, string>;
beforeAll(async () => ({ database, app, owner, editor } = await signedInTestApp(testApp)));
afterAll(() => database.close());

const get = (path: string, as = owner) => app.request(`/api/admin/content${path}`, { headers: as });
const post = (path: string, body: unknown, as = owner) => postJson(app, `/api/admin/content${path}`, body, as);

const heroTitle = { de: "text:de:sap-solutions:hero.title", en: "text:en:sap-solutions:hero.title" };
const amsPrice = "fact:figures:amsMonthlyFromEur";

describe(`the content editor's API (${testDatabaseKind})`, () => {
  it("lists every page by its title and path, then the shared groups", async () => {
    const { areas } = (await (await get("/areas")).json()) as { areas: { id: string; title?: { de: string } }[] };
    expect(areas.find((a) => a.id === "sapSolutions")).toMatchObject({
      kind: "page",
      path: { de: "/sap-services", en: "/en/sap-services" },
    });
    expect(areas.map((a) => a.id)).toEqual(expect.arrayContaining(["home", "imprint", "shell", "forms", "mails"]));
  });

  it("shows a page's texts German beside English, in the file's order, each with its shipped value", async () => {
    const response = await get("/texts?area=sapSolutions");
    expect(response.status).toBe(200);
    const { texts } = (await response.json()) as { texts: TextPair[] };
    const hero = texts.find((t) => t.de.key === heroTitle.de)!;
    expect(hero.en.key).toBe(heroTitle.en);
    expect(hero.de.live).toBe(hero.de.shipped);
    // Its readable label: the heading visitors read, in both languages, and what the text is.
    expect(hero.label).toEqual({
      section: { de: "SAP-Lösungen mit strategischer Klarheit…", en: "SAP solutions with strategic clarity…" },
      field: "heading",
    });
    expect(texts[0]!.de.key).toBe("text:de:sap-solutions:meta.title");
    expect(texts[0]!.label).toEqual({ field: "pageTitle" });
    expect((await get("/texts?area=nowhere")).status).toBe(400);
  });

  it("lists a menu page's label with the page's texts, not the shell's", async () => {
    const keys = async (area: string) =>
      ((await (await get(`/texts?area=${area}`)).json()) as { texts: TextPair[] }).texts.map((t) => t.de.key);
    expect(await keys("odooAms")).toContain("text:de:odoo-ams:nav");
    expect(await keys("shell")).not.toContain("text:de:common:nav.odooAms");
  });

  it("finds the AMS price by its German and English writing, as a fact", async () => {
    for (const q of ["2.500", "2,500"]) {
      const { facts } = (await (await get(`/texts?q=${encodeURIComponent(q)}`)).json()) as { facts: ContentEntry[] };
      expect(facts.map((f) => f.key)).toContain(amsPrice);
    }
    // A found text is labelled as on its page, also when the address names another area too.
    const answer = await get("/texts?q=Festpreis&area=home");
    expect(answer.status).toBe(200);
    const { texts } = (await answer.json()) as { texts: TextPair[] };
    const price = texts.find((t) => t.de.key === "text:de:odoo-ams:services.items.migration.price")!;
    expect(price.label).toEqual({ section: { de: "Odoo-Migration", en: "Odoo migration" }, field: "price" });
  });

  it("refuses a text that loses a placeholder or its markup, with the reason, and saves nothing", async () => {
    const key = "text:de:forms:privacyNote";
    const { texts } = (await (await get("/texts?area=forms")).json()) as { texts: TextPair[] };
    const shipped = String(texts.find((t) => t.de.key === key)!.de.shipped);
    const response = await post("/draft", { key, value: shipped.replace(/<[^>]+>/g, "") });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { findings: { code: string; severity: string }[] };
    expect(body.findings.map((f) => f.code)).toContain("markupMissing");
    expect((await (await get("/texts?area=forms")).json()) as unknown).not.toMatchObject({
      texts: [{ de: { draft: expect.anything() } }],
    });
  });

  it("saves a glossary variant only once the warning is acknowledged", async () => {
    const value = "SAP-Lösungen mit strategischer Klarheit, alles unter einem Dach";
    const first = await post("/draft", { key: heroTitle.de, value });
    expect(first.status).toBe(409);
    const { findings } = (await first.json()) as { findings: { code: string }[] };
    const codes = findings.map((f) => f.code);
    expect(codes).toContain("glossaryVariant");
    const second = await post("/draft", { key: heroTitle.de, value, acknowledged: codes });
    expect(second.status).toBe(200);
    expect(((await second.json()) as { entry: ContentEntry }).entry.draft).toBe(value);
    expect((await post("/draft/discard", { key: heroTitle.de })).status).toBe(204);
  });

  it("refuses a price that is not an amount", async () => {
    const response = await post("/draft", { key: amsPrice, value: "2.700 EUR" });
    expect(response.status).toBe(422);
  });

  it("asks before publishing a German change whose English text was left, then marks the English for review", async () => {
    const value = "SAP-Lösungen mit Klarheit & <b>Umsetzung</b>";
    expect((await post("/draft", { key: heroTitle.de, value, acknowledged: ["markupAsText"] })).status).toBe(200);
    const asked = await post("/publish", { keys: [heroTitle.de] });
    expect(asked.status).toBe(409);
    expect(await asked.json()).toEqual({ error: "other_language", keys: [heroTitle.de] });
    const done = await post("/publish", { keys: [heroTitle.de], otherLanguageConfirmed: true });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { published: string[] }).published).toEqual([heroTitle.de]);
    const marks = await database.db.select().from(contentReviews).where(eq(contentReviews.key, heroTitle.en));
    expect(marks).toHaveLength(1);
    const { texts } = (await (await get("/texts?area=sapSolutions")).json()) as { texts: TextPair[] };
    const hero = texts.find((t) => t.de.key === heroTitle.de)!;
    expect(hero.de.live).toBe(value);
    // The label follows the heading as visitors now read it.
    expect(hero.label.section).toEqual({
      de: "SAP-Lösungen mit Klarheit & Umsetzung",
      en: "SAP solutions with strategic clarity…",
    });
    expect(hero.en.needsReview).toBe(true);
  });

  it("keeps every published value as a version, restores an earlier one as a new version, and audits both", async () => {
    expect((await post("/draft", { key: amsPrice, value: 2700 })).status).toBe(200);
    expect((await post("/publish", { keys: [amsPrice] })).status).toBe(200);
    const { versions } = (await (await get(`/history?key=${encodeURIComponent(amsPrice)}`)).json()) as {
      versions: { id: number; value: unknown; shipped: unknown; publishedByEmail: string | null }[];
    };
    expect(versions[0]).toMatchObject({ value: 2700, shipped: 2500, publishedByEmail: "owner@neutra.test" });
    expect((await post("/draft", { key: amsPrice, value: null })).status).toBe(200);
    expect((await post("/publish", { keys: [amsPrice] })).status).toBe(200);
    expect((await post("/restore", { version: versions[0]!.id })).status).toBe(200);
    const { facts } = (await (await get("/facts")).json()) as { facts: ContentEntry[] };
    expect(facts.find((f) => f.key === amsPrice)!.live).toBe(2700);
    const actions = (await database.db.select({ action: adminAudit.action }).from(adminAudit)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["content_published", "content_restored"]));
    expect((await post("/restore", { version: 999_999 })).status).toBe(404);
  });

  it("restores the value a version replaced: the first version's is the shipped value", async () => {
    const key = "fact:figures:odooMigrationHypercareWeeks";
    expect((await post("/draft", { key, value: 8 })).status).toBe(200);
    expect((await post("/publish", { keys: [key] })).status).toBe(200);
    const history = async () =>
      (
        (await (await get(`/history?key=${encodeURIComponent(key)}`)).json()) as {
          versions: { id: number; value: unknown; restoredFrom: number | null }[];
        }
      ).versions;
    const [first] = await history();
    expect((await post("/restore", { version: first!.id, before: true })).status).toBe(200);
    const { facts } = (await (await get("/facts")).json()) as { facts: ContentEntry[] };
    const fact = facts.find((f) => f.key === key)!;
    expect(fact.live).toBe(fact.shipped);
    expect((await history())[0]).toMatchObject({ value: null, restoredFrom: null });
  });

  it("lets an editor edit texts and facts but not who receives the leads", async () => {
    const { facts } = (await (await get("/facts", editor)).json()) as { facts: ContentEntry[] };
    expect(facts.some((f) => f.key.startsWith("fact:leadForms:"))).toBe(false);
    // Each fact with the pages an edit changes: a price's from the copy that names it.
    expect(facts.find((f) => f.key === amsPrice)?.places).toEqual(["home", "services", "sapSolutions"]);
    const routing = { recipients: ["someone@else.test"], confirmation: true };
    // As if the key named nothing: the editor learns nothing of it.
    const refused = await post("/draft", { key: "fact:leadForms:contact", value: routing }, editor);
    expect([refused.status, await refused.json()]).toEqual([404, { error: "unknown_key" }]);
    expect((await post("/draft", { key: "fact:leadForms:contact", value: routing })).status).toBe(200);
    expect((await post("/draft/discard", { key: "fact:leadForms:contact" })).status).toBe(204);
  });

  it("keeps an editor from every owner-only key on every route: history, restore, discard, search, areas", async () => {
    const routing = "fact:leadForms:contact";
    const former = { recipients: ["former.employee@neutra.test"], confirmation: true };
    expect((await post("/draft", { key: routing, value: former })).status).toBe(200);
    expect((await post("/publish", { keys: [routing] })).status).toBe(200);
    const current = { recipients: ["kontakt@neutra.test"], confirmation: true };
    expect((await post("/draft", { key: routing, value: current })).status).toBe(200);
    expect((await post("/publish", { keys: [routing] })).status).toBe(200);
    const { versions } = (await (await get(`/history?key=${encodeURIComponent(routing)}`)).json()) as {
      versions: { id: number }[];
    };
    const formerVersion = versions[1]!.id;

    // Reading the recipients ever published, putting a former one back, discarding the owner's draft.
    expect((await get(`/history?key=${encodeURIComponent(routing)}`, editor)).status).toBe(404);
    for (const before of [false, true]) {
      const restored = await post("/restore", { version: formerVersion, before }, editor);
      expect([restored.status, await restored.json()]).toEqual([404, { error: "unknown_version" }]);
    }
    expect((await post("/draft", { key: routing, value: former })).status).toBe(200);
    expect((await post("/draft/discard", { key: routing }, editor)).status).toBe(404);
    const { facts } = (await (await get("/facts")).json()) as { facts: ContentEntry[] };
    const live = facts.find((f) => f.key === routing)!;
    expect(live.live).toEqual(current);
    expect(live.draft).toEqual(former);
    expect((await post("/draft/discard", { key: routing })).status).toBe(204);

    // The search finds neither the routing nor the contact channels nor the mails' texts for an editor.
    const search = async (q: string, as: Record<string, string>) =>
      (await (await get(`/texts?q=${encodeURIComponent(q)}`, as)).json()) as {
        texts: TextPair[];
        facts: ContentEntry[];
      };
    expect((await search("kontakt@neutra.test", owner)).facts.map((f) => f.key)).toContain(routing);
    expect((await search("kontakt@neutra.test", editor)).facts).toEqual([]);
    expect((await search("calendly", editor)).facts).toEqual([]);
    expect((await search("Anmeldelink", owner)).texts).toEqual([]); // the security mails are no text to edit
    expect((await search("Ihre Anfrage bei Neutra Tech", owner)).texts.length).toBeGreaterThan(0);
    expect((await search("Ihre Anfrage bei Neutra Tech", editor)).texts).toEqual([]);
    const areas = async (as: Record<string, string>) =>
      ((await (await get("/areas", as)).json()) as { areas: { id: string }[] }).areas.map((a) => a.id);
    expect(await areas(owner)).toContain("mails");
    expect(await areas(editor)).not.toContain("mails");

    // Contact channels and the mails sent to visitors and staff: the owner's.
    for (const [key, value] of [
      ["fact:contact:email", "kontakt@evil.test"],
      ["fact:contact:schedulingUrl", "https://evil.test/frame"],
      ["fact:contact:bookingUrl", "https://evil.test/book"],
      ["fact:company:privacyEmail", "privacy@evil.test"],
      ["text:de:mail:autoreply.subject", "Ihre Anfrage"],
    ] as const) {
      expect((await post("/draft", { key, value }, editor)).status, key).toBe(404);
    }
    expect((await post("/draft", { key: "fact:company:name", value: "Neutra Tech GmbH" }, editor)).status).toBe(200);
    expect((await post("/draft/discard", { key: "fact:company:name" }, editor)).status).toBe(204);
  });

  it("stores a fact as its schema returns it: trimmed, invisible characters gone, no unknown part", async () => {
    const key = "fact:company:hostingProvider";
    const sent = {
      name: "  \u202eHetzner Online GmbH\u200b ",
      address: "\ufeffIndustriestr. 25, 91710 Gunzenhausen",
      country: "DE",
    };
    const saved = await post("/draft", { key, value: sent });
    expect(saved.status).toBe(200);
    const clean = { name: "Hetzner Online GmbH", address: "Industriestr. 25, 91710 Gunzenhausen", country: "DE" };
    expect(((await saved.json()) as { entry: ContentEntry }).entry.draft).toEqual(clean);
    // An unknown part, at any depth, is refused rather than kept.
    const unknown = await post("/draft", { key, value: { ...clean, extra: { a: { b: 1 } } } });
    expect(unknown.status).toBe(422);
    let deep: unknown = "x";
    for (let i = 0; i < 4300; i++) deep = { a: deep };
    const nested = await post("/draft", { key, value: { ...clean, extra: deep } });
    expect([nested.status, await nested.json()]).toEqual([400, { error: "invalid_json" }]);
    expect((await post("/draft/discard", { key })).status).toBe(204);
  });

  it("frames only a scheduling page on a host operations approved", async () => {
    const key = "fact:contact:schedulingUrl";
    const elsewhere = await post("/draft", { key, value: "https://evil.test/neutra/30min" });
    expect(elsewhere.status).toBe(422);
    expect(((await elsewhere.json()) as { findings: { code: string }[] }).findings).toEqual([
      { code: "schedulingHost", severity: "error" },
    ]);
    expect((await post("/draft", { key, value: "https://calendly.com/neutra-tech/erstgespraech" })).status).toBe(200);
    expect((await post("/draft/discard", { key })).status).toBe(204);
  });

  it("answers a version id past PostgreSQL's integers with 400, not 500", async () => {
    expect((await post("/restore", { version: 2 ** 31 })).status).toBe(400);
    expect((await post("/restore", { version: 2 ** 31 - 1 })).status).toBe(404);
  });

  it("answers a key that names nothing with 404 and a malformed one with 400", async () => {
    expect((await post("/draft", { key: "text:de:home:nothing.here", value: "x" })).status).toBe(404);
    expect((await post("/draft", { key: "text:fr:home:meta.title", value: "x" })).status).toBe(400);
    expect((await post("/draft", { key: "text:de:home:id", value: "x" })).status).toBe(404);
    expect((await get(`/history?key=${encodeURIComponent("fact:x")}`)).status).toBe(400);
  });
});

describe(`every text is within the owner's reach (${testDatabaseKind})`, () => {
  it("loads every text of every namespace into the editor, and each saves back unchanged without a finding", async () => {
    const catalogue = await loadCatalogue();
    const { areas } = (await (await get("/areas")).json()) as { areas: { id: string }[] };
    const shown = new Map<string, unknown>();
    for (const { id } of areas) {
      const { texts } = (await (await get(`/texts?area=${id}`)).json()) as { texts: TextPair[] };
      for (const pair of texts) for (const entry of [pair.de, pair.en]) shown.set(entry.key, entry.shipped);
    }
    expect([...shown.keys()].sort()).toEqual(catalogue.texts.map((t) => t.key).sort());
    const refused = catalogue.texts.flatMap(({ key, shipped }) => {
      const verdict = judgeDraft(catalogue, "owner", key, shipped);
      return verdict.ok && verdict.findings.length === 0 ? [] : [key];
    });
    expect(refused).toEqual([]);
    // An editor reaches every text but the mails the server sends to visitors and staff.
    const owners = catalogue.texts.filter(({ key, shipped }) => !judgeDraft(catalogue, "editor", key, shipped).ok);
    expect([...new Set(owners.map((t) => t.ns))].sort()).toEqual(["mail", "subject-access"]);
    // And through the API, one text of each namespace and language (the same judgement, then stored).
    const firsts = new Map(catalogue.texts.map((t) => [`${t.lang}:${t.ns}`, t] as const));
    for (const { key, shipped } of firsts.values()) {
      const response = await post("/draft", { key, value: shipped });
      expect(response.status, key).toBe(200);
      expect(((await response.json()) as { entry: ContentEntry }).entry.draft, key).toBe(shipped);
      expect((await post("/draft/discard", { key })).status, key).toBe(204);
    }
  });
});

describe(`a publish goes live only once the site renders with it (${testDatabaseKind})`, () => {
  let guarded: ReturnType<typeof testApp>;
  let as: Record<string, string>;
  const tried: ReadonlyMap<string, unknown>[] = [];
  beforeAll(async () => {
    const live = {
      refresh: async () => {},
      // The render fails on any value with BREAK in it, at the imprint.
      trial: async (values: ReadonlyMap<string, unknown>) => {
        tried.push(values);
        return JSON.stringify([...values]).includes("BREAK")
          ? {
              page: "/impressum",
              message: "the page has 2000000 bytes, more than 1048576",
              at: new Date().toISOString(),
            }
          : undefined;
      },
      revision: () => 1,
      failure: () => undefined,
    };
    guarded = testApp(database, {
      admin: {
        content: { live },
        rateLimit: {
          ...noAdminRateLimits,
          publish: createRateLimit(database.db, true, [{ prefix: "t1m", points: 10, durationSeconds: 60 }]),
        },
      },
    });
    as = cookieHeader(await signIn(guarded, database, "publisher@neutra.test"));
  });
  const send = (path: string, body: unknown) => postJson(guarded, `/api/admin/content${path}`, body, as);
  const key = "text:de:imprint:meta.title";

  it("answers 422 with the failing page and the keys it shows, and stores nothing", async () => {
    expect((await send("/draft", { key, value: "Impressum BREAK" })).status).toBe(200);
    const before = await database.db.select().from(contentVersions);
    const refused = await send("/publish", { keys: [key], otherLanguageConfirmed: true });
    expect([refused.status, await refused.json()]).toEqual([
      422,
      {
        error: "render_failed",
        page: "/impressum",
        keys: [key],
        message: "the page has 2000000 bytes, more than 1048576",
      },
    ]);
    expect(await database.db.select().from(contentVersions)).toEqual(before);
    // The trial saw everything published with the draft laid over it.
    expect(tried.at(-1)!.get(key)).toBe("Impressum BREAK");
    expect((await send("/draft/discard", { key })).status).toBe(204);
  });

  it("refuses a restore the site cannot render the same way", async () => {
    expect((await send("/draft", { key, value: "Impressum BREAK" })).status).toBe(200);
    // Stored before the trial existed, as a copy of an older database might hold it.
    const [old] = await database.db
      .insert(contentVersions)
      .values({ key, value: "Impressum BREAK", shipped: "Impressum" })
      .returning();
    expect((await send("/restore", { version: old!.id })).status).toBe(422);
    expect((await send("/draft/discard", { key })).status).toBe(204);
  });

  it("refuses content heavier than the cap before rendering", async () => {
    const count = tried.length;
    const big = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`text:de:privacy:x${i}`, "ü".repeat(4000)] as const),
    );
    await database.db
      .insert(contentVersions)
      .values(Object.entries(big).map(([k, value]) => ({ key: k, value, shipped: "" })));
    expect((await send("/draft", { key, value: "Impressum der Neutra Tech GmbH" })).status).toBe(200);
    const refused = await send("/publish", { keys: [key], otherLanguageConfirmed: true });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error: "too_large", max: maxPublishedBytes });
    expect(tried).toHaveLength(count);
    await database.db.delete(contentVersions).where(like(contentVersions.key, "text:de:privacy:x%"));
  });

  it("takes ten publishes a minute from one user, then answers 429 with when to try again", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      await send("/draft", { key, value: `Impressum ${i}` });
      const answer = await send("/publish", { keys: [key], otherLanguageConfirmed: true });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
        expect(await answer.json()).toMatchObject({ error: "rate_limited" });
      }
    }
    // Earlier tests of this suite spent some of the minute's ten.
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(10);
    expect(statuses.at(-1)).toBe(429);
  });
});
