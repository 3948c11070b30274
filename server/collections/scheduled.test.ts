import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CollectionEntry } from "../../common/admin/collections-api";
import { berlinInstant, berlinMinute } from "../../common/collections/schedule";
import { fictionalMember, libraryImage } from "../../tests/fixtures/collections";
import { cookieHeader, signIn } from "../../tests/support/admin-session";
import { postJson, testApp } from "../../tests/support/test-app";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { createLogger } from "../logger";
import { adminAudit, collectionEntries, collectionHistory, collectionVersions, media } from "../db/schema";
import { hasPublished } from "./reads";
import { startScheduledPublishing } from "./scheduled";

let database: TestDatabase;
let first: ReturnType<typeof testApp>;
let second: ReturnType<typeof testApp>;
let owner: Record<string, string>;
let photo: string;
beforeAll(async () => {
  database = await openTestDatabase();
  // Two app instances on one database, as two processes of the site would be.
  first = testApp(database);
  second = testApp(database);
  owner = cookieHeader(await signIn(first, database, "owner@neutra.test"));
  photo = await libraryImage(database);
});
afterAll(() => database.close());

const logger = createLogger("silent");
const minute = 60_000;
/** A German minute two days ahead, and the instant it is. */
const ahead = () => {
  const at = berlinMinute(new Date(Date.now() + 2 * 86_400_000));
  return { at, instant: berlinInstant(at)! };
};

async function scheduledMember(name: string) {
  const created = await postJson(first, "/api/admin/collections/team", { data: fictionalMember(photo, name) }, owner);
  const { id } = (await created.json()) as CollectionEntry;
  const { at, instant } = ahead();
  const response = await postJson(first, `/api/admin/collections/team/${id}/de/schedule`, { at }, owner);
  expect(response.status, await response.clone().text()).toBe(200);
  return { id, instant, entry: (await response.json()) as CollectionEntry };
}

/** A process's scheduler with its clock at `at`, counting the renders it asks for. */
function process(at: () => Date) {
  const renders = { count: 0 };
  const scheduler = startScheduledPublishing({
    db: database.db,
    logger,
    onPublished: () => renders.count++,
    intervalMs: 3_600_000,
    now: at,
  });
  return { scheduler, renders };
}

const historyOf = (id: string) => database.db.select().from(collectionHistory).where(eq(collectionHistory.entryId, id));
const statusIn = async (app: ReturnType<typeof testApp>, id: string) =>
  ((await (await app.request(`/api/admin/collections/team/${id}`, { headers: owner })).json()) as CollectionEntry)
    .versions.de.status;

describe(`scheduled publishing (${testDatabaseKind})`, () => {
  it("goes live at its minute exactly once, whichever of two processes looks, and both see it", async () => {
    const { id, instant, entry } = await scheduledMember("Sara Später");
    expect(entry.versions.de).toMatchObject({ status: "scheduled", publishAt: instant.toISOString() });
    const listed = (await (
      await first.request("/api/admin/collections/team?status=scheduled", { headers: owner })
    ).json()) as {
      entries: CollectionEntry[];
    };
    expect(listed.entries.map((e) => e.id)).toEqual([id]);

    let clock = new Date(instant.getTime() - minute);
    const a = process(() => clock);
    const b = process(() => clock);
    expect([...(await a.scheduler.tick()), ...(await b.scheduler.tick())]).toEqual([]);
    expect(await statusIn(second, id)).toBe("scheduled");

    clock = instant;
    const outcomes = (await Promise.all([a.scheduler.tick(), b.scheduler.tick()])).flat();
    expect(outcomes).toEqual([{ collection: "team", entryId: id, lang: "de", published: true }]);
    expect(a.renders.count + b.renders.count).toBe(1);
    expect(await historyOf(id)).toHaveLength(1);
    expect(await statusIn(first, id)).toBe("published");
    expect(await statusIn(second, id)).toBe("published");
    expect(await hasPublished(database.db, "team", "de")).toBe(true);

    clock = new Date(instant.getTime() + 10 * minute);
    expect([...(await a.scheduler.tick()), ...(await b.scheduler.tick())]).toEqual([]);
    expect(await historyOf(id)).toHaveLength(1);
    const audited = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "entry_published"));
    expect(audited.filter((row) => (row.detail as { id?: string }).id === id)).toHaveLength(1);
    a.scheduler.stop();
    b.scheduler.stop();
  });

  it("goes live after a restart in between: the schedule lives in the database", async () => {
    const { id, instant } = await scheduledMember("Rainer Neustart");
    const before = process(() => new Date(instant.getTime() - minute));
    await before.scheduler.tick();
    before.scheduler.stop();
    const after = process(() => new Date(instant.getTime() + 5 * minute));
    expect(await after.scheduler.tick()).toEqual([{ collection: "team", entryId: id, lang: "de", published: true }]);
    after.scheduler.stop();
  });

  it("puts both languages live at one minute, German first, and English alone never", async () => {
    const { id, instant } = await scheduledMember("Zora Zweisprachig");
    const english = { ...fictionalMember(photo, "Zora Zweisprachig"), role: "Consultant (fictional person)" };
    const saved = await first.request(`/api/admin/collections/team/${id}/en`, {
      method: "PATCH",
      headers: { ...owner, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ data: english, revision: 0 }),
    });
    expect(saved.status).toBe(200);
    const at = berlinMinute(instant);
    expect((await postJson(first, `/api/admin/collections/team/${id}/en/schedule`, { at }, owner)).status).toBe(200);
    const tick = process(() => new Date(instant.getTime() + minute));
    expect(await tick.scheduler.tick()).toEqual([
      { collection: "team", entryId: id, lang: "de", published: true },
      { collection: "team", entryId: id, lang: "en", published: true },
    ]);
    tick.scheduler.stop();

    const alone = await scheduledMember("Ole Ohnedeutsch");
    await first.request(`/api/admin/collections/team/${alone.id}/de/unschedule`, {
      method: "POST",
      headers: { ...owner, "Sec-Fetch-Site": "same-origin" },
    });
    await first.request(`/api/admin/collections/team/${alone.id}/en`, {
      method: "PATCH",
      headers: { ...owner, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
      body: JSON.stringify({ data: { ...english, name: "Ole Ohnedeutsch", slug: "ole" }, revision: 0 }),
    });
    const atAlone = berlinMinute(alone.instant);
    expect(
      (await postJson(first, `/api/admin/collections/team/${alone.id}/en/schedule`, { at: atAlone }, owner)).status,
    ).toBe(200);
    const later = process(() => new Date(alone.instant.getTime() + minute));
    expect(await later.scheduler.tick()).toEqual([
      { collection: "team", entryId: alone.id, lang: "en", published: false },
    ]);
    later.scheduler.stop();
  });

  it("goes on with the others when one claimed version fails unexpectedly, and records it", async () => {
    const good = await scheduledMember("Gustav Geht");
    const [broken] = await database.db
      .insert(collectionEntries)
      .values({ collection: "recipes" })
      .returning({ id: collectionEntries.id });
    await database.db.insert(collectionVersions).values({
      entryId: broken!.id,
      lang: "de",
      draft: { title: "Kein Eintrag einer bekannten Sammlung (fiktiv)" },
      publishAt: good.instant,
    });
    const tick = process(() => new Date(good.instant.getTime() + minute));
    const outcomes = await tick.scheduler.tick();
    expect(outcomes).toContainEqual({ collection: "team", entryId: good.id, lang: "de", published: true });
    expect(outcomes).toContainEqual({ collection: "recipes", entryId: broken!.id, lang: "de", published: false });
    const [row] = await database.db.select().from(collectionVersions).where(eq(collectionVersions.entryId, broken!.id));
    expect(row).toMatchObject({ publishAt: null, published: null });
    expect((row!.scheduleFailure as { problems: unknown[] }).problems).toEqual([{ path: "", code: "publish_failed" }]);
    expect(await tick.scheduler.tick()).toEqual([]);
    tick.scheduler.stop();
  });

  it("does not go live once unscheduled", async () => {
    const { id, instant } = await scheduledMember("Ulla Umgeplant");
    const response = await first.request(`/api/admin/collections/team/${id}/de/unschedule`, {
      method: "POST",
      headers: { ...owner, "Sec-Fetch-Site": "same-origin" },
    });
    expect(response.status).toBe(200);
    const later = process(() => new Date(instant.getTime() + minute));
    expect(await later.scheduler.tick()).toEqual([]);
    expect(await statusIn(first, id)).toBe("draft");
    later.scheduler.stop();
  });

  it("records why it could not go live when its draft no longer passes at the minute", async () => {
    const own = await libraryImage(database);
    const created = await postJson(
      first,
      "/api/admin/collections/team",
      { data: { ...fictionalMember(own, "Bea Bildlos"), slug: "bea-bildlos" } },
      owner,
    );
    const { id } = (await created.json()) as CollectionEntry;
    const { at, instant } = ahead();
    expect((await postJson(first, `/api/admin/collections/team/${id}/de/schedule`, { at }, owner)).status).toBe(200);
    await database.db.delete(media).where(eq(media.id, own));
    const later = process(() => new Date(instant.getTime() + minute));
    expect(await later.scheduler.tick()).toEqual([{ collection: "team", entryId: id, lang: "de", published: false }]);
    const entry = (await (
      await first.request(`/api/admin/collections/team/${id}`, { headers: owner })
    ).json()) as CollectionEntry;
    expect(entry.versions.de).toMatchObject({ status: "draft", publishAt: null });
    expect(entry.versions.de.scheduleFailure?.problems).toEqual([{ path: "photo", code: "imageMissing" }]);
    const failed = await database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, "entry_publish_failed"), eq(adminAudit.success, false)));
    expect(failed.filter((row) => (row.detail as { id?: string }).id === id)).toHaveLength(1);
    later.scheduler.stop();
  });
});
