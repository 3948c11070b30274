import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { createLogger } from "../logger";
import { staticFile, type StaticFile } from "../static-site";
import type { SiteContent } from "../../common/content/overlay";
import { contentVersions } from "../db/schema";
import { loadCatalogue } from "../content/catalogue";
import { createLiveSite, RenderError, type Renderer } from "./live-site";
import { lastModifiedIn, sitemap } from "./sitemap";
import { publish, publishedValues, saveDraft, withdraw } from "../content/store";
import { phonePhoto } from "../../tests/support/images";
import { processUpload } from "../media/uploads";
import { masterOf, replaceShareCrop, storeImage } from "../media/store";
import { shareCrop } from "../media/pipeline";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A renderer that writes the content it was given into the home page, quickly and then "best". */
const renders: unknown[] = [];
const renderer: Renderer = async ({ content }) => {
  renders.push(content);
  const page = (tag: string) => [{ file: "/index.html", body: Buffer.from(`<p>${JSON.stringify(content)}${tag}</p>`) }];
  return { files: page(""), cssCache: {}, final: Promise.resolve(page("best")) };
};

/** A live site over `files` that looks for new content every 20 ms, with the renderer above. */
const pollingSite = (files: Map<string, StaticFile>) =>
  createLiveSite({ db: database.db, files, buildDir: "build", pollMs: 20, logger: createLogger("silent"), renderer });

describe(`the served pages follow the published content (${testDatabaseKind})`, () => {
  it("serves the build while nothing is published, then every publish, also one made by another process", async () => {
    const files = new Map<string, StaticFile>();
    const live = pollingSite(files);
    await live.start();
    expect(renders).toEqual([]);
    expect(files.size).toBe(0);

    // Another process publishes: this one sees the revision change within its poll.
    await saveDraft(database.db, "fact:figures:amsMonthlyFromEur", 2700, null);
    await publish(database.db, ["fact:figures:amsMonthlyFromEur"], null, () => 2500);
    await vi.waitFor(() => expect(files.get("/")?.body.toString()).toContain('"amsMonthlyFromEur":2700'), {
      timeout: 5000,
    });
    await vi.waitFor(() => expect(files.get("/")?.body.toString()).toContain("best"));
    expect(files.get("/")!.contentType).toBe("text/html; charset=utf-8");
    expect(files.get("/")!.csp).toContain("default-src 'self'");

    // Going back to the shipped value renders once more, without the edit.
    await saveDraft(database.db, "fact:figures:amsMonthlyFromEur", null, null);
    await publish(database.db, ["fact:figures:amsMonthlyFromEur"], null, () => 2500);
    await live.refresh();
    expect(files.get("/")!.body.toString()).not.toContain("2700");
    const count = renders.length;
    await live.refresh(); // nothing new: no render
    expect(renders).toHaveLength(count);
    live.stop();
  });

  it("names the share image chosen for a page by its crop's path, and follows a moved focal point in every process", async () => {
    const uploaded = await processUpload(await phonePhoto(1200, 800));
    if (!("image" in uploaded)) throw new Error("the test image was refused");
    const id = await storeImage(database.db, uploaded.image, "leitwarte.jpg", 1000);
    const files = new Map<string, StaticFile>();
    const live = pollingSite(files);
    await live.start();
    await saveDraft(database.db, "fact:shareImages:sapSolutions", id, null);
    await publish(database.db, ["fact:shareImages:sapSolutions"], null, () => "");
    const sharedPath = () =>
      /"sapSolutions":\{"path":"(\/media\/[A-Za-z0-9_-]{22}-og\.jpg)"/.exec(files.get("/")?.body.toString() ?? "")?.[1];
    await vi.waitFor(() => expect(sharedPath()).toBeDefined(), { timeout: 5000 });
    const before = sharedPath();

    // Another process moves the focal point: this one's pages name the new crop within a poll.
    const { master } = (await masterOf(database.db, id))!;
    await replaceShareCrop(database.db, id, await shareCrop(master, { x: 0, y: 0 }));
    await database.db.execute(sql`update media set updated_at = now() + interval '1 second' where id = ${id}`);
    await vi.waitFor(() => expect(sharedPath()).not.toBe(before), { timeout: 5000 });
    expect(sharedPath()).toBeDefined();
    live.stop();
  });

  it("dates the pages an edit changed in the sitemap, and only those", async () => {
    const files = new Map<string, StaticFile>();
    const built = sitemap((at) => (at === "/" || at === "/en" ? "2026-01-01" : "2026-01-02"));
    files.set("/sitemap.xml", staticFile("/sitemap.xml", { body: Buffer.from(built) }));
    files.set("/", staticFile("/index.html", { body: Buffer.from("<p>as built</p>") }));
    const live = createLiveSite({
      db: database.db,
      files,
      buildDir: "build",
      pollMs: 1000,
      logger: createLogger("silent"),
      renderer,
    });
    await saveDraft(database.db, "fact:figures:amsCoreMonthlyFromEur", 4700, null);
    await publish(database.db, ["fact:figures:amsCoreMonthlyFromEur"], null, () => 4600);
    await live.start();
    live.stop();
    const days = lastModifiedIn(files.get("/sitemap.xml")!.body.toString());
    const today = new Date().toISOString().slice(0, 10);
    expect(days.get("/")).toBe(today);
    expect(days.get("/en")).toBe("2026-01-01");
    expect(days.get("/sap-services")).toBe("2026-01-02");
    expect(files.get("/sitemap.xml")!.br).toBeDefined();
  });

  it("lets the demo dialog frame the scheduling page the owner published, and no other", async () => {
    const files = new Map<string, StaticFile>();
    const thirdParty = { script: [], connect: [], img: [], frame: ["https://calendly.com"] };
    const live = createLiveSite({
      db: database.db,
      files,
      buildDir: "build",
      pollMs: 1000,
      thirdParty,
      logger: createLogger("silent"),
      renderer,
      // Operations approved the second provider (SCHEDULING_HOSTS).
      catalogue: loadCatalogue({ ...process.env, SCHEDULING_HOSTS: "calendly.com, cal.example.test" }),
    });
    await saveDraft(database.db, "fact:contact:schedulingUrl", "https://cal.example.test/neutra/30min", null);
    await publish(database.db, ["fact:contact:schedulingUrl"], null, () => "https://calendly.com/neutra-tech/30min");
    await live.start();
    live.stop();
    expect(files.get("/")!.csp).toMatch(/frame-src https:\/\/cal\.example\.test;/);
  });

  it("renders the policies with the server's own settings when they differ from the build's", async () => {
    const files = new Map<string, StaticFile>();
    renders.length = 0;
    const serverFacts = {
      consentLog: true,
      analytics: false,
      webhook: true,
      powRequired: true,
      leadRetentionDays: 400,
      spamRetentionDays: 14,
    };
    const live = createLiveSite({
      db: database.db,
      files,
      buildDir: "build",
      pollMs: 1000,
      serverFacts,
      logger: createLogger("silent"),
      renderer,
    });
    await live.start();
    live.stop();
    expect(renders).toEqual([{ facts: expect.objectContaining({ server: serverFacts }) }]);
  });
});

describe(`a render that fails never takes the site down (${testDatabaseKind})`, () => {
  /** A renderer that fails on a text containing BREAK, as one stopping at /impressum would. */
  const calls: SiteContent[] = [];
  const fragile: Renderer = async (job) => {
    calls.push(job.content);
    if (JSON.stringify(job.content).includes("BREAK"))
      throw new RenderError("Maximum call stack size exceeded", "/impressum");
    return renderer(job);
  };
  const publishValue = async (key: string, value: unknown) => {
    await saveDraft(database.db, key, value, null);
    await publish(database.db, [key], null, () => "shipped");
  };
  const site = (files: Map<string, StaticFile>) =>
    createLiveSite({
      db: database.db,
      files,
      buildDir: "build",
      pollMs: 20,
      logger: createLogger("silent"),
      renderer: fragile,
    });
  const title = "text:de:imprint:meta.title";

  it("keeps the last good pages, records the failure once for every process, and a restart serves the last good revision", async () => {
    const files = new Map<string, StaticFile>();
    const live = site(files);
    await live.start();
    await publishValue(title, "Impressum der Neutra Tech GmbH");
    await live.refresh();
    const good = live.revision();
    expect(files.get("/")!.body.toString()).toContain("Impressum der Neutra Tech GmbH");

    await publishValue(title, "Impressum BREAK");
    await live.refresh();
    expect(live.revision()).toBe(good);
    expect(live.failure()).toMatchObject({
      revision: good + 1,
      page: "/impressum",
      message: "Maximum call stack size exceeded",
    });
    expect(files.get("/")!.body.toString()).toContain("Impressum der Neutra Tech GmbH");
    // Not tried again every poll: only a new revision renders again.
    const tries = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls).toHaveLength(tries);

    // A second process (or this one restarted) serves the newest revision that rendered, without trying the failed one.
    const restarted = new Map<string, StaticFile>();
    const other = site(restarted);
    await other.start();
    expect(calls).toHaveLength(tries + 1);
    expect(other.revision()).toBe(good);
    expect(other.failure()?.page).toBe("/impressum");
    expect(restarted.get("/")!.body.toString()).toContain("Impressum der Neutra Tech GmbH");

    // The operator withdraws the key: the next revision renders, and the failure is gone.
    await withdraw(database.db, title, "Impressum");
    await other.refresh();
    expect(other.failure()).toBeUndefined();
    expect(restarted.get("/")!.body.toString()).not.toContain("BREAK");
    live.stop();
    other.stop();
  });

  it("tries a publish before it is stored, and shows that very render once it is", async () => {
    const files = new Map<string, StaticFile>();
    const live = site(files);
    await live.start();
    const { values } = await publishedValues(database.db);
    const refused = await live.trial(new Map([...values, [title, "Impressum BREAK"]]));
    expect(refused).toMatchObject({ page: "/impressum" });
    expect(refused?.revision).toBeUndefined();

    const fine = new Map([...values, [title, "Impressum, neu gefasst"]]);
    expect(await live.trial(fine)).toBeUndefined();
    const tries = calls.length;
    await publishValue(title, "Impressum, neu gefasst");
    await live.refresh();
    expect(calls).toHaveLength(tries); // the trial's render went live
    expect(files.get("/")!.body.toString()).toContain("Impressum, neu gefasst");

    // A publish that changes nothing a page shows needs no render.
    await publishValue(title, "Impressum, neu gefasst");
    await live.refresh();
    expect(calls).toHaveLength(tries);
    live.stop();
  });

  it("never hands the renderer a stored value today's rules refuse: deep nesting, unknown parts, nested placeholders", async () => {
    let deep: unknown = "x";
    for (let i = 0; i < 4300; i++) deep = { a: deep };
    const hostile = {
      "fact:company:hostingProvider": { name: "Host", address: "Street 1", country: "DE", extra: deep },
      "text:de:common:footer.about": '$t(common:footer.services, {"a":"()"}) $t(common:footer.services, {"a":"()"})',
      "text:de:common:footer.services": "{{- name}}",
      "fact:company:name": "\u202eHbmG hceT artueN ",
    };
    await database.db
      .insert(contentVersions)
      .values(Object.entries(hostile).map(([key, value]) => ({ key, value, shipped: null })));
    const files = new Map<string, StaticFile>();
    const live = site(files);
    await live.start();
    const given = JSON.stringify(calls.at(-1));
    expect(given).not.toContain("extra");
    expect(given).not.toContain("$t(");
    expect(given).not.toContain("{{-");
    // A value stored as sent is taken as the rules return it: trimmed, the override gone.
    expect(calls.at(-1)!.facts?.company?.name).toBe("HbmG hceT artueN");
    live.stop();
  });
});
