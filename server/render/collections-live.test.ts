import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections } from "../../common/collections";
import { prerenderPaths, type Lang } from "../../common/config/route-table";
import { site } from "../../common/config/site";
import { fictionalInsight, fictionalMember, fictionalReference, libraryImage } from "../../tests/fixtures/collections";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { createEntry, publishNow, saveDraft, unpublish } from "../collections/store";
import { publish as publishTexts, saveDraft as saveText } from "../content/store";
import { createLogger } from "../logger";
import type { StaticFile } from "../static-site";
import { createLiveSite, type Renderer } from "./live-site";
import { lastModifiedIn } from "./sitemap";

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A renderer that writes each page it is asked for as its path, and records the paths of each render. */
const renders: (string[] | "all")[] = [];
const renderer: Renderer = async ({ paths }) => {
  renders.push(paths ? [...paths].sort() : "all");
  const files = (paths ?? ["/"]).map((path) => ({
    file: path === "/" ? "/index.html" : `${path}/index.html`,
    body: Buffer.from(`<p>${path}</p>`),
  }));
  return { files, cssCache: {}, final: Promise.resolve(files) };
};

type CollectionName = "references" | "insights" | "team";

/** Creates an entry and publishes it in German (and, with `english`, in English too); its id. */
async function published(collection: CollectionName, data: Record<string, unknown>, english?: Record<string, unknown>) {
  const db = database.db;
  const id = await createEntry(db, collection, data, null);
  const strict = (value: Record<string, unknown>) =>
    collections[collection].strict.parse(value) as Record<string, unknown>;
  await publishNow(db, { collection, entryId: id, lang: "de", data: strict(data), by: null });
  if (english) {
    await saveDraft(db, id, "en", english, 0, null);
    await publishNow(db, { collection, entryId: id, lang: "en", data: strict(english), by: null });
  }
  return id;
}

const republish = (collection: CollectionName, id: string, lang: Lang, data: Record<string, unknown>) =>
  publishNow(database.db, {
    collection,
    entryId: id,
    lang,
    data: collections[collection].strict.parse(data) as Record<string, unknown>,
    by: null,
  });

/** Parsed strictly (a malformed document fails); happy-dom's parser reads no CDATA, so those sections become escaped text first. */
const escaped = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const parseXml = (xml: string) => {
  const plain = xml.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, text: string) => escaped(text));
  const document = new new Window().DOMParser().parseFromString(plain, "application/xml");
  expect(document.querySelector("parsererror")).toBeNull();
  return document;
};

describe(`the collections on the live site (${testDatabaseKind})`, () => {
  it("renders only what a publish changes, answers 301 and 410 for old addresses, and keeps sitemap and feeds true", async () => {
    const files = new Map<string, StaticFile>();
    const live = createLiveSite({
      db: database.db,
      files,
      buildDir: "build",
      pollMs: 60_000,
      logger: createLogger("silent"),
      renderer,
    });
    await live.start();
    // A fresh site: nothing published, the build's pages stay, no index, no render.
    expect(renders).toEqual([]);
    expect(files.has("/referenzen")).toBe(false);

    const photo = await libraryImage(database);
    const lead = await libraryImage(database);
    const member = await published("team", { ...fictionalMember(photo), slug: "erika-beispiel" });
    const first = fictionalReference({ lead, logo: null }, member);
    const reference = await published("references", { ...first, slug: "monatsabschluss" });
    await live.refresh();
    // The first publish changes the menu on every page: every page renders, and the collections' own.
    const [all] = renders.splice(0) as string[][];
    expect(all).toEqual(expect.arrayContaining(prerenderPaths().filter((path) => !path.includes("404"))));
    expect(all).toEqual(
      expect.arrayContaining(["/referenzen", "/referenzen/monatsabschluss", "/referenzen/_gone", "/team"]),
    );
    // German only: no English page of it, no English index.
    expect(all).not.toContain("/en/references");
    const english = all!.filter((path) => path.startsWith("/en/references") || path === "/en/team");
    // (The page a removed English slug would answer with is there in both languages.)
    expect(english).toEqual(["/en/references/_gone"]);

    // A second reference in another area and industry: its page, the views that list it or offer
    // its filters, the home page (the newest references) and the Odoo page; nothing else.
    await published("references", {
      ...first,
      title: "Ein neues Lager in vier Wochen (fiktives Beispiel)",
      slug: "neues-lager",
      industry: "Handel",
      serviceAreas: ["odoo"],
      date: "2026-11-01",
    });
    await live.refresh();
    expect(renders.splice(0)).toEqual([
      [
        "/",
        "/odoo-ams",
        "/referenzen",
        "/referenzen/bereich/odoo",
        "/referenzen/bereich/sap",
        "/referenzen/branche/energie",
        "/referenzen/branche/handel",
        "/referenzen/neues-lager",
      ],
    ]);

    // A new slug: the old address answers 301 with the new one, the old page is gone from memory.
    await republish("references", reference, "de", { ...first, slug: "schneller-abschluss" });
    await live.refresh();
    expect(renders.splice(0)[0]).toContain("/referenzen/schneller-abschluss");
    expect(files.get("/referenzen/monatsabschluss")?.answer).toEqual({
      status: 301,
      location: "/referenzen/schneller-abschluss",
    });

    // Unpublished: every slug answers 410 with the gone page, and the sitemap no longer names it.
    await unpublish(database.db, "references", reference, "de", null);
    await live.refresh();
    const rendered = renders.splice(0)[0]!;
    expect(rendered).not.toContain("/referenzen/schneller-abschluss");
    expect(rendered).toContain("/referenzen");
    for (const path of ["/referenzen/schneller-abschluss", "/referenzen/monatsabschluss"]) {
      expect(files.get(path)?.answer).toEqual({ status: 410 });
      expect(files.get(path)?.body.toString()).toBe("<p>/referenzen/_gone</p>");
    }
    const sitemap = files.get("/sitemap.xml")!.body.toString();
    parseXml(sitemap);
    const days = lastModifiedIn(sitemap);
    expect(days.has("/referenzen/schneller-abschluss")).toBe(false);
    expect(days.get("/referenzen/neues-lager")).toBe(new Date().toISOString().slice(0, 10));
    // A German-only entry has no alternates in the sitemap.
    expect(sitemap).not.toMatch(/neues-lager<\/loc>\s*<lastmod>[^<]+<\/lastmod>\s*<xhtml:link/);

    // A text publish renders every page, the collections' included, and the sitemap keeps their lines.
    await saveText(database.db, "fact:figures:amsMonthlyFromEur", 2900, null);
    await publishTexts(database.db, ["fact:figures:amsMonthlyFromEur"], null, () => 2500);
    await live.refresh();
    expect(renders.splice(0)).toEqual(["all"]);
    expect(lastModifiedIn(files.get("/sitemap.xml")!.body.toString()).has("/referenzen/neues-lager")).toBe(true);
    live.stop();
  });

  it("writes the insights' feeds per language, the English one with English articles only", async () => {
    const files = new Map<string, StaticFile>();
    const live = createLiveSite({
      db: database.db,
      files,
      buildDir: "build",
      pollMs: 60_000,
      logger: createLogger("silent"),
      renderer,
    });
    const photo = await libraryImage(database);
    const lead = await libraryImage(database);
    const member = await published(
      "team",
      { ...fictionalMember(photo, "Jonas Muster"), slug: "jonas-muster" },
      {
        ...fictionalMember(photo, "Jonas Muster"),
        slug: "jonas-muster",
        role: "SAP finance consultant (fictional person)",
      },
    );
    const german = fictionalInsight(lead, member);
    await published("insights", { ...german, slug: "nur-deutsch" });
    await published(
      "insights",
      { ...german, title: "Zweisprachig (fiktiver Artikel)", slug: "zweisprachig" },
      { ...german, title: "Bilingual (fictional article)", slug: "bilingual", summary: "A made-up article for tests." },
    );
    await live.start();
    renders.splice(0);

    const rss = parseXml(files.get("/insights/feed.xml")!.body.toString());
    expect(rss.documentElement.tagName).toBe("rss");
    expect([...rss.querySelectorAll("item > link")].map((link) => link.textContent)).toEqual(
      expect.arrayContaining([`${site.url}/insights/nur-deutsch`, `${site.url}/insights/zweisprachig`]),
    );
    const atom = parseXml(files.get("/en/insights/atom.xml")!.body.toString());
    expect(atom.documentElement.tagName).toBe("feed");
    expect([...atom.querySelectorAll("entry > title")].map((title) => title.textContent)).toEqual([
      "Bilingual (fictional article)",
    ]);
    expect(atom.querySelector("entry author name")?.textContent).toBe("Jonas Muster");
    const sitemap = files.get("/sitemap.xml")!.body.toString();
    // Both languages: the pair in the sitemap.
    expect(sitemap).toContain(`hreflang="en" href="${site.url}/en/insights/bilingual"`);
    live.stop();
  });
});
