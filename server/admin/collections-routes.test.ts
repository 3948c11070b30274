import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectionEntry } from "../../common/admin/collections-api";
import {
  bodyLinkingTo,
  fictionalInsight,
  fictionalMember,
  fictionalReference,
  libraryImage,
} from "../../tests/fixtures/collections";
import { signedInTestApp } from "../../tests/support/admin-session";
import { paragraphDocument } from "../../tests/support/rich-text-documents";
import { postJson, testApp } from "../../tests/support/test-app";
import { testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import {
  collectionsStamp,
  entryBySlug,
  goneSlugs,
  hasPublished,
  publishedEntries,
  slugAnswer,
  teamMembers,
} from "../collections/reads";
import { adminAudit } from "../db/schema";

let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let owner: Record<string, string>;
let photo: string;
beforeAll(async () => {
  ({ database, app, owner } = await signedInTestApp(testApp));
  photo = await libraryImage(database);
});
afterAll(() => database.close());

const base = "/api/admin/collections";
const send = (method: string, path: string, body?: unknown, as = owner) =>
  app.request(`${base}${path}`, {
    method,
    headers: {
      ...as,
      "Sec-Fetch-Site": "same-origin",
      ...(body !== undefined && { "Content-Type": "application/json" }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
const post = (path: string, body: unknown, as = owner) => postJson(app, `${base}${path}`, body, as);
const entryOf = async (response: Response) => (await response.json()) as CollectionEntry;

async function created(collection: string, data: unknown, as = owner): Promise<CollectionEntry> {
  const response = await post(`/${collection}`, { data }, as);
  expect(response.status, await response.clone().text()).toBe(201);
  return entryOf(response);
}
async function published(collection: string, id: string, lang = "de", as = owner): Promise<CollectionEntry> {
  const response = await post(`/${collection}/${id}/${lang}/publish`, {}, as);
  expect(response.status, await response.clone().text()).toBe(200);
  return entryOf(response);
}
const member = async (name: string) => {
  const entry = await created("team", fictionalMember(photo, name));
  await published("team", entry.id);
  return entry.id;
};

describe(`the collections' API (${testDatabaseKind})`, () => {
  it("creates a reference as a German draft with its slug from the title, and publishes it for the pages", async () => {
    const contact = await member("Erika Beispiel");
    const entry = await created("references", fictionalReference({ lead: photo, logo: null }, contact));
    expect(entry.versions.de).toMatchObject({ status: "draft", slug: null, published: null, draftRevision: 1 });
    expect(entry.versions.de.draft.slug).toBe("groessere-uebersicht-im-monatsabschluss-fiktives-beispiel");
    expect(entry.versions.en).toBeUndefined();
    expect(await hasPublished(database.db, "references", "de")).toBe(false);

    const listed = async (query: string) =>
      ((await (await send("GET", `/references?${query}`)).json()) as { entries: CollectionEntry[] }).entries.map(
        (e) => e.id,
      );
    expect(await listed("status=draft")).toContain(entry.id);
    const live = await published("references", entry.id);
    expect(await listed("status=published&lang=de")).toContain(entry.id);
    expect(await listed("status=draft")).not.toContain(entry.id);
    expect(await listed("lang=en")).not.toContain(entry.id);
    expect(live.versions.de).toMatchObject({ status: "published", changed: false });
    const [shown] = await publishedEntries(database.db, "references", "de");
    expect(shown).toMatchObject({
      id: entry.id,
      path: "/referenzen/groessere-uebersicht-im-monatsabschluss-fiktives-beispiel",
      otherLanguage: false,
    });
    expect(shown!.data.figures[0]).toEqual({
      value: -35,
      unit: "%",
      measures: "Dauer des Monatsabschlusses",
      period: "nach 6\u00a0Monaten",
    });
    expect(await hasPublished(database.db, "references", "de")).toBe(true);
    expect(await hasPublished(database.db, "references", "en")).toBe(false);
    expect((await teamMembers(database.db, "de", [contact])).get(contact)?.data.name).toBe("Erika Beispiel");
    const audited = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "entry_published"));
    expect(audited.map((row) => row.detail)).toContainEqual({ collection: "references", id: entry.id, lang: "de" });
  });

  it("orders the team by its order and insights newest first", async () => {
    const second = await created("team", { ...fictionalMember(photo, "Max Muster"), order: 0 });
    await published("team", second.id);
    const names = (await publishedEntries(database.db, "team", "de")).map((entry) => entry.data.name);
    expect(names.indexOf("Max Muster")).toBeLessThan(names.indexOf("Erika Beispiel"));
    const author = second.id;
    const older = await created("insights", { ...fictionalInsight(photo, author), date: "2026-01-05", slug: "aelter" });
    const newer = await created("insights", fictionalInsight(photo, author));
    await published("insights", older.id);
    await published("insights", newer.id);
    const slugs = (await publishedEntries(database.db, "insights", "de")).map((entry) => entry.slug);
    expect(slugs).toEqual(["was-ein-schneller-monatsabschluss-braucht-fiktiver-artikel", "aelter"]);
    // The reading time follows from the body's words: 18 words are a minute.
    expect((await publishedEntries(database.db, "insights", "de"))[0]!.readingMinutes).toBe(1);
  });

  it("publishes a body only when the entries it links to are published in its language", async () => {
    const target = await created("references", {
      ...fictionalReference({ lead: photo, logo: null }, await member("Lars Link")),
      title: "Ziel eines Links (fiktiv)",
    });
    const author = (await created("team", fictionalMember(photo, "Anna Autorin"))).id;
    await published("team", author);
    const insight = await created("insights", {
      ...fictionalInsight(photo, author),
      slug: "mit-link",
      body: bodyLinkingTo("references", target.id),
    });
    const refused = await post(`/insights/${insight.id}/de/publish`, {});
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { problems: unknown[] }).problems).toEqual([
      { path: "body", code: "linkTargetNotPublished" },
    ]);
    await published("references", target.id);
    await published("insights", insight.id);
  });

  it("takes a long article's body, far beyond the 32 KB of other requests", async () => {
    const paragraph = paragraphDocument(`${"Fiktiver Absatz mit vielen Wörtern. ".repeat(250)}`).content[0]!;
    const body = { type: "doc", content: Array.from({ length: 16 }, () => paragraph) };
    expect(JSON.stringify(body).length).toBeGreaterThan(140_000);
    const author = await member("Lang Schreiber");
    const entry = await created("insights", { ...fictionalInsight(photo, author), slug: "langer-artikel", body });
    await published("insights", entry.id);
    const article = await entryBySlug(database.db, "insights", "de", "langer-artikel");
    expect(article?.readingMinutes).toBe(Math.ceil((16 * 250 * 5) / 180));
  });

  it("refuses a save based on an older draft, with the entry as it is now", async () => {
    const entry = await created("team", fictionalMember(photo, "Paula Probe"));
    const first = await send("PATCH", `/team/${entry.id}/de`, {
      data: { ...entry.versions.de.draft, role: "A" },
      revision: 1,
    });
    expect(first.status).toBe(200);
    const stale = await send("PATCH", `/team/${entry.id}/de`, {
      data: { ...entry.versions.de.draft, role: "B" },
      revision: 1,
    });
    expect(stale.status).toBe(409);
    const body = (await stale.json()) as { error: string; entry: CollectionEntry };
    expect(body.error).toBe("conflict");
    expect(body.entry.versions.de).toMatchObject({ draftRevision: 2, draft: { role: "A" } });
  });

  it("tracks that the English version is missing, then older, and marks it for review when the German changes", async () => {
    const entry = await created("team", fictionalMember(photo, "Lena Lehrbeispiel"));
    await published("team", entry.id);
    const lagging = async () =>
      (await entryOf(await send("GET", "/team?needsTranslation=true"))) as unknown as { entries: CollectionEntry[] };
    expect((await lagging()).entries.map((e) => e.id)).toContain(entry.id);

    const english = {
      ...fictionalMember(photo, "Lena Lehrbeispiel"),
      role: "SAP finance consultant (fictional person)",
    };
    const saved = await send("PATCH", `/team/${entry.id}/en`, { data: english, revision: 0 });
    expect(saved.status).toBe(200);
    await published("team", entry.id, "en");
    expect((await lagging()).entries.map((e) => e.id)).not.toContain(entry.id);

    const changed = await send("PATCH", `/team/${entry.id}/de`, {
      data: { ...entry.versions.de.draft, role: "Senior-Beraterin (fiktiv)" },
      revision: 1,
    });
    expect(changed.status).toBe(200);
    const after = await published("team", entry.id);
    expect(after.versions.en).toMatchObject({ needsReview: true });
    expect(after.needsTranslation).toBe(true);
    const reviewed = await send("PATCH", `/team/${entry.id}/en`, {
      data: after.versions.en!.draft,
      revision: after.versions.en!.draftRevision,
    });
    expect((await entryOf(reviewed)).versions.en).toMatchObject({ needsReview: false });
  });

  it("keeps every earlier slug of a published entry for a 301, and makes them all gone once unpublished", async () => {
    const entry = await created("insights", {
      ...fictionalInsight(photo, await member("Tim Testfall")),
      slug: "erster-name",
    });
    await published("insights", entry.id);
    const renamed = await send("PATCH", `/insights/${entry.id}/de`, {
      data: { ...entry.versions.de.draft, slug: "zweiter-name" },
      revision: 1,
    });
    expect(renamed.status).toBe(200);
    await published("insights", entry.id);
    expect(await slugAnswer(database.db, "insights", "de", "erster-name")).toEqual({
      kind: "redirect",
      to: "/insights/zweiter-name",
    });
    expect((await entryBySlug(database.db, "insights", "de", "zweiter-name"))?.id).toBe(entry.id);
    expect(await slugAnswer(database.db, "insights", "de", "nie-vergeben")).toEqual({ kind: "unknown" });

    // Another entry cannot take either slug.
    const other = await post("/insights", {
      data: { ...fictionalInsight(photo, entry.versions.de.draft.author as string), slug: "erster-name" },
    });
    expect([other.status, await other.json()]).toEqual([409, { error: "slug_taken", slug: "erster-name" }]);

    const off = await post(`/insights/${entry.id}/de/unpublish`, {});
    expect(off.status).toBe(200);
    expect((await entryOf(off)).versions.de.status).toBe("draft");
    expect(await slugAnswer(database.db, "insights", "de", "zweiter-name")).toEqual({ kind: "gone" });
    expect(await goneSlugs(database.db, "insights", "de")).toEqual(
      expect.arrayContaining(["erster-name", "zweiter-name"]),
    );
  });

  it("deletes an entry: its published slugs answer gone, the deletion is audited", async () => {
    const entry = await created("team", { ...fictionalMember(photo, "Gerd Gelöscht"), slug: "gerd-geloescht" });
    await published("team", entry.id);
    expect((await send("DELETE", `/team/${entry.id}`)).status).toBe(204);
    expect((await send("GET", `/team/${entry.id}`)).status).toBe(404);
    expect(await slugAnswer(database.db, "team", "de", "gerd-geloescht")).toEqual({ kind: "gone" });
    const audited = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "entry_deleted"));
    expect(audited.map((row) => row.detail)).toContainEqual({
      collection: "team",
      id: entry.id,
      title: "Gerd Gelöscht",
    });
  });

  it("keeps a team member that a published entry names, and tells every process when the collections change", async () => {
    const contact = await member("Karl Kontakt");
    const reference = await created("references", {
      ...fictionalReference({ lead: photo, logo: null }, contact),
      title: "Referenz mit Kontakt (fiktiv)",
    });
    const stamp = await collectionsStamp(database.db);
    await published("references", reference.id);
    expect(await collectionsStamp(database.db)).toBeGreaterThan(stamp);
    const use = { collection: "references", id: reference.id, lang: "de", title: "Referenz mit Kontakt (fiktiv)" };
    const unpublish = await post(`/team/${contact}/de/unpublish`, {});
    expect([unpublish.status, await unpublish.json()]).toEqual([409, { error: "in_use", uses: [use] }]);
    const remove = await send("DELETE", `/team/${contact}`);
    expect([remove.status, await remove.json()]).toEqual([409, { error: "in_use", uses: [use] }]);
    expect((await post(`/references/${reference.id}/de/unpublish`, {})).status).toBe(200);
    expect((await post(`/team/${contact}/de/unpublish`, {})).status).toBe(200);
    const before = await collectionsStamp(database.db);
    expect((await send("DELETE", `/team/${contact}`)).status).toBe(204);
    expect(await collectionsStamp(database.db)).toBe(before);
  });

  it("keeps the history and restores an earlier version after the same checks", async () => {
    const entry = await created("team", fictionalMember(photo, "Hanna Historie"));
    await published("team", entry.id);
    await send("PATCH", `/team/${entry.id}/de`, {
      data: { ...entry.versions.de.draft, role: "Neu (fiktiv)" },
      revision: 1,
    });
    await published("team", entry.id);
    const { versions } = (await (await send("GET", `/team/${entry.id}/history`)).json()) as {
      versions: { id: number; action: string; data: { role: string }; byEmail: string }[];
    };
    expect(versions.map((v) => v.data.role)).toEqual(["Neu (fiktiv)", fictionalMember(photo).role]);
    expect(versions[0]!.byEmail).toBe("owner@neutra.test");
    const restored = await post(`/team/${entry.id}/restore`, { version: versions[1]!.id });
    expect(restored.status).toBe(200);
    expect((await entryOf(restored)).versions.de.published).toMatchObject({ role: fictionalMember(photo).role });
    expect((await post(`/team/${entry.id}/restore`, { version: 999_999 })).status).toBe(404);
  });

  it("asks before publishing a text the content rules warn about, and publishes it once acknowledged", async () => {
    const entry = await created("team", {
      ...fictionalMember(photo, "Wanda Warnung"),
      bio: "Alles unter einem Dach (fiktiv).",
    });
    const asked = await post(`/team/${entry.id}/de/publish`, {});
    expect(asked.status).toBe(409);
    const { findings } = (await asked.json()) as { findings: { code: string; path: string }[] };
    expect(findings).toContainEqual(expect.objectContaining({ code: "glossaryVariant", path: "bio" }));
    const done = await post(`/team/${entry.id}/de/publish`, { acknowledged: findings.map((f) => f.code) });
    expect(done.status).toBe(200);
  });
});
