import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { createLogger } from "../logger";
import { staticFile, type StaticFile } from "../static-site";
import { createLiveSite, type Renderer } from "./live-site";
import { lastModifiedIn, sitemap } from "./sitemap";
import { publish, saveDraft } from "./store";

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

describe(`the served pages follow the published content (${testDatabaseKind})`, () => {
  it("serves the build while nothing is published, then every publish, also one made by another process", async () => {
    const files = new Map<string, StaticFile>();
    const live = createLiveSite({
      db: database.db,
      files,
      buildDir: "build",
      pollMs: 20,
      logger: createLogger("silent"),
      renderer,
    });
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
