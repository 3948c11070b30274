/**
 * `npm run content -- export | import` (server/content/content-cli.ts): edits move from one
 * database to another as drafts, judged by the editor's own rules, all or nothing unless told.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, testDatabaseKind, type TestDatabase } from "../../tests/support/test-database";
import { describedImage, smallImage, svgWithScript } from "../../tests/support/images";
import { adminAudit, media, mediaVariants } from "../db/schema";
import { processImage } from "../media/pipeline";
import { describeImage, storeImage } from "../media/store";
import type { CommandOutput } from "../operator-socket";
import { loadCatalogue, type Catalogue } from "./catalogue";
import { contentCommand, ContentFileError, maxContentFileBytes, stableJson, type ContentFile } from "./content-cli";
import * as store from "./store";

const amsPrice = "fact:figures:amsMonthlyFromEur";
const heroTitle = "text:de:sap-solutions:hero.title";
const heroTitleEn = "text:en:sap-solutions:hero.title";
/** A text with a {{placeholder}}: the AMS price in the page's description. */
const description = "text:de:sap-solutions:meta.description";

let source: TestDatabase;
let target: TestDatabase;
let catalogue: Catalogue;
let dir: string;
beforeAll(async () => {
  [source, target, catalogue] = await Promise.all([openTestDatabase(), openTestDatabase(), loadCatalogue()]);
  dir = mkdtempSync(path.join(tmpdir(), "neutra-content-"));
});
afterAll(async () => {
  await Promise.all([source.close(), target.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the command as the operator would; its output and the lines it printed. */
async function run(database: TestDatabase, args: string[]) {
  let output = "";
  const lines: string[] = [];
  const out: CommandOutput = { print: (line) => void lines.push(line), write: async (text) => void (output += text) };
  await contentCommand(database.db, args, out);
  return { output, lines };
}

let files = 0;
function file(content: ContentFile | string): string {
  const name = path.join(dir, `content-${files++}.json`);
  writeFileSync(name, typeof content === "string" ? content : JSON.stringify(content));
  return name;
}

const exportOf = (drafts: ContentFile["drafts"]): ContentFile => ({
  format: "neutra-content",
  version: 1,
  published: {},
  drafts,
});
const shipped = (key: string) => String(catalogue.shipped(key));

afterEach(async () => {
  for (const key of (await store.drafts(target.db)).keys()) await store.discardDraft(target.db, key);
});

describe(`npm run content -- export | import (${testDatabaseKind})`, () => {
  it("round trip: the other database gets every published value and draft as a draft, audited", async () => {
    const title = "SAP-Services mit Klarheit und Umsetzung";
    await store.saveDraft(source.db, amsPrice, 2700, null);
    await store.saveDraft(source.db, heroTitleEn, "SAP services with clarity and delivery", null);
    await store.publish(source.db, [amsPrice, heroTitleEn], null, catalogue.shipped);
    await store.saveDraft(source.db, heroTitle, title, null);

    const { output } = await run(source, ["export"]);
    const exported = JSON.parse(output) as ContentFile;
    expect(exported).toEqual({
      format: "neutra-content",
      version: 1,
      published: {
        [amsPrice]: { value: 2700, shipped: 2500 },
        [heroTitleEn]: { value: "SAP services with clarity and delivery", shipped: shipped(heroTitleEn) },
      },
      drafts: { [heroTitle]: { value: title, shipped: shipped(heroTitle) } },
      media: [],
    });
    // Stable: keys sorted, the same bytes every time.
    expect(output).toBe(stableJson(exported));
    expect((await run(source, ["export"])).output).toBe(output);

    const { lines } = await run(target, ["import", file(output)]);
    expect(lines.at(-1)).toMatch(/^Imported 3 draft\(s\): facts 1, sapSolutions 2; 0 unchanged\./);
    expect(Object.fromEntries(await store.drafts(target.db))).toEqual({
      [amsPrice]: 2700,
      [heroTitleEn]: "SAP services with clarity and delivery",
      [heroTitle]: title,
    });
    // Drafts only: nothing is live on the other site.
    expect((await store.publishedValues(target.db)).values.size).toBe(0);
    const [entry] = await target.db.select().from(adminAudit).where(eq(adminAudit.action, "content_imported"));
    expect(entry?.detail).toEqual({ keys: [amsPrice, heroTitle, heroTitleEn] });

    // Importing the same file again changes nothing.
    expect((await run(target, ["import", file(output)])).lines.at(-1)).toMatch(/^Imported 0 draft\(s\); 3 unchanged\./);
  });

  it("refuses the whole file when a value loses a placeholder, naming the key and the rule; --skip-invalid imports the rest", async () => {
    const broken = exportOf({
      [description]: { value: "SAP Application Management zum Festpreis.", shipped: shipped(description) },
      // Exported by a site whose code shipped another price.
      [amsPrice]: { value: 2800, shipped: 2400 },
    });
    const name = file(broken);
    const refused = run(target, ["import", name]);
    await expect(refused).rejects.toThrow(/1 value\(s\) break the rules.*nothing imported/);
    expect((await store.drafts(target.db)).size).toBe(0);
    const lines = await run(target, ["import", name, "--skip-invalid"]);
    expect(lines.lines).toContain(`refused  ${description}  placeholderMissing {"name":"{{amsMonthlyFromEur}}"}`);
    expect(lines.lines).toContain(`note     ${amsPrice}  the code here ships another value than the exporting site's`);
    expect(lines.lines.at(-1)).toMatch(/^Imported 1 draft\(s\): facts 1; 0 unchanged, 1 refused\./);
    expect(Object.fromEntries(await store.drafts(target.db))).toEqual({ [amsPrice]: 2800 });
  });

  it("reports a key that names nothing, a malformed key and a malformed fact, each with its reason", async () => {
    const name = file(
      exportOf({
        "text:de:home:nothing.here": { value: "x", shipped: null },
        "text:fr:home:meta.title": { value: "x", shipped: null },
        [amsPrice]: { value: "2.700 EUR", shipped: 2500 },
      }),
    );
    const { lines } = await run(target, ["import", name, "--skip-invalid"]);
    expect(lines).toEqual(
      expect.arrayContaining([
        "refused  text:de:home:nothing.here  unknown_key",
        "refused  text:fr:home:meta.title  malformed_key",
        expect.stringMatching(new RegExp(`^refused  ${amsPrice}  \\w+`)),
      ]),
    );
    expect((await store.drafts(target.db)).size).toBe(0);
  });

  it("lists warnings and imports such values only with --accept-warnings (--skip-invalid leaves them out)", async () => {
    const value = "SAP-Lösungen mit strategischer Klarheit, alles unter einem Dach";
    const name = file(exportOf({ [heroTitle]: { value, shipped: shipped(heroTitle) } }));
    let printed: string[] = [];
    const out: CommandOutput = { print: (line) => void printed.push(line), write: async () => {} };
    await expect(contentCommand(target.db, ["import", name], out)).rejects.toThrow(/--accept-warnings/);
    await contentCommand(target.db, ["import", name, "--skip-invalid"], out);
    expect(printed.at(-1)).toMatch(/^Imported 0 draft\(s\); 0 unchanged, 1 left out for warnings\./);
    expect(printed.some((line) => line.startsWith(`warning  ${heroTitle}  glossaryVariant`))).toBe(true);
    expect((await store.drafts(target.db)).size).toBe(0);
    printed = [];
    await contentCommand(target.db, ["import", name, "--accept-warnings"], out);
    expect(printed.at(-1)).toMatch(/^Imported 1 draft\(s\): sapSolutions 1; 0 unchanged\./);
    expect(Object.fromEntries(await store.drafts(target.db))).toEqual({ [heroTitle]: value });
  });

  it("refuses a file that is not JSON, not an export or too large, as a file error (exit code 2)", async () => {
    for (const content of ['{"format": "neutra-content", "version": 1,', '{"published": []}']) {
      await expect(run(target, ["import", file(content)])).rejects.toThrow(ContentFileError);
    }
    // A sparse file: its size is read before a byte of it is.
    const huge = file("");
    truncateSync(huge, maxContentFileBytes + 1);
    await expect(run(target, ["import", huge])).rejects.toThrow(/at most 512 MB/);
    await expect(run(target, ["import", path.join(dir, "absent.json")])).rejects.toThrow(ContentFileError);
    // Nested 3,000 deep: a file error, not a stack overflow.
    const deep = `${"[".repeat(3000)}${"]".repeat(3000)}`;
    const nested = file(
      `{"format":"neutra-content","version":1,"published":{},"drafts":{"${amsPrice}":{"value":${deep},"shipped":1}}}`,
    );
    await expect(run(target, ["import", nested])).rejects.toThrow(/nests deeper than 64 levels/);
    expect((await store.drafts(target.db)).size).toBe(0);
  });

  it("stores an imported fact as its rules return it: trimmed, without invisible characters", async () => {
    const key = "fact:company:name";
    await run(target, [
      "import",
      file(exportOf({ [key]: { value: " \u202eNeutra Tech Consulting GmbH\u200b ", shipped: null } })),
    ]);
    expect((await store.drafts(target.db)).get(key)).toBe("Neutra Tech Consulting GmbH");
  });
});

describe(`npm run content -- export | import with images (${testDatabaseKind})`, () => {
  const description = describedImage({ x: 0.3, y: 0.6 });

  it("carries each image's master and description; the other database gets it under the same id with its variants", async () => {
    const id = await storeImage(
      source.db,
      await processImage(await smallImage("png", 900, 600), "image/png"),
      "leitwarte.png",
      1234,
    );
    await describeImage(source.db, id, description);
    const { output } = await run(source, ["export"]);
    const exported = JSON.parse(output) as ContentFile;
    expect(exported.media).toEqual([
      expect.objectContaining({ id, name: "leitwarte.png", type: "image/png", description }),
    ]);

    const { lines } = await run(target, ["import", file(output)]);
    expect(lines.at(-1)).toMatch(/and 1 image\(s\)/);
    const [row] = await target.db.select().from(media).where(eq(media.id, id));
    expect(row).toMatchObject({ name: "leitwarte.png", width: 900, height: 600, description });
    expect((await target.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id))).length).toBeGreaterThan(
      3,
    );
    // Again: the same image replaced under its id, not a second one.
    await run(target, ["import", file(output)]);
    expect((await target.db.select().from(media)).filter((m) => m.id === id)).toHaveLength(1);
  });

  it("carries two images of the same file as two, each with every variant of its own", async () => {
    const processed = await processImage(await smallImage("jpeg", 700, 500), "image/jpeg");
    const ids = [
      await storeImage(source.db, processed, "leitwarte.jpg", 999),
      await storeImage(source.db, processed, "leitwarte-kopie.jpg", 999),
    ];
    await describeImage(source.db, ids[1]!, description);
    const { output } = await run(source, ["export"]);
    await run(target, ["import", file(output)]);
    const held = async (id: string) =>
      (await target.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id)))
        .map(({ size, format, hash }) => `${size}.${format}:${hash}`)
        .sort();
    const [first, second] = [await held(ids[0]!), await held(ids[1]!)];
    // 320, 640 and 700 in two formats, the JPEG and the share crop.
    expect(first).toHaveLength(8);
    expect(second.filter((name) => !name.startsWith("og."))).toEqual(first.filter((name) => !name.startsWith("og.")));
  });

  it("refuses the whole file when an image is one an upload would refuse", async () => {
    const svg = {
      id: "6f1c1f9e-0b4e-4c55-9a53-6b0c2f1d9e01",
      name: "logo.png",
      type: "image/png",
      description,
      master: svgWithScript.toString("base64"),
    };
    const before = (await target.db.select().from(media)).length;
    const run2 = run(target, ["import", file({ ...exportOf({}), media: [svg] })]);
    await expect(run2).rejects.toThrow(/1 value\(s\) break the rules/);
    expect((await target.db.select().from(media)).length).toBe(before);
  });
});

describe(`npm run content -- withdraw KEY (${testDatabaseKind})`, () => {
  it("takes a key's published value back as a new version, audited; a second time says there is nothing to take back", async () => {
    await store.saveDraft(target.db, heroTitle, "SAP mit Klarheit", null);
    await store.publish(target.db, [heroTitle], null, shipped);
    const { lines } = await run(target, ["withdraw", heroTitle]);
    expect(lines.join("\n")).toMatch(new RegExp(`^Withdrew ${heroTitle} \\(revision \\d+\\)`));
    const [newest] = await store.history(target.db, heroTitle);
    expect(newest).toMatchObject({ value: null, publishedBy: null });
    expect((await store.publishedValues(target.db)).values.get(heroTitle)).toBeNull();
    const again = await run(target, ["withdraw", heroTitle]);
    expect(again.lines.join("\n")).toMatch(/has no published value/);
    await expect(run(target, ["withdraw", "not-a-key"])).rejects.toThrow(/Not a content key/);
  });
});
