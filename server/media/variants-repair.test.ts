import { readdirSync, readFileSync } from "node:fs";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { media, mediaVariants } from "../db/schema";
import { undescribed } from "./store";

/**
 * Before each image owned its variant rows, an image uploaded while its twin (the same file)
 * already held every hash was stored without any: the migration that changed the key gives it its
 * twin's rows (docs/decisions/0070). Here that step runs on such a library, built by hand.
 */
const migrations = new URL("../db/migrations/", import.meta.url);
const repair = (() => {
  const file = readdirSync(migrations).find((name) => name.endsWith("_media_variants_per_image.sql"))!;
  const statements = readFileSync(new URL(file, migrations), "utf8").split("--> statement-breakpoint");
  return statements.find((statement) => statement.includes("INSERT INTO"))!;
})();

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const master = (fill: number) => Buffer.alloc(64, fill);

async function image(file: Buffer, focal = { x: 0.5, y: 0.5 }, createdAt = new Date()): Promise<string> {
  const [row] = await database.db
    .insert(media)
    .values({
      name: "leitwarte.jpg",
      type: "image/jpeg",
      width: 1000,
      height: 600,
      bytes: file.length,
      master: file,
      colour: "#336699",
      placeholder: "data:image/webp;base64,",
      description: { ...undescribed, focal },
      createdAt,
    })
    .returning({ id: media.id });
  return row!.id;
}

async function variants(mediaId: string, sizes: string[], prefix: string) {
  await database.db.insert(mediaVariants).values(
    sizes.map((size) => ({
      mediaId,
      size,
      format: size === "og" ? "jpg" : "webp",
      hash: `${prefix}-${size}`,
      width: 1,
      height: 1,
      bytes: Buffer.from(size),
    })),
  );
}

const held = async (mediaId: string) =>
  (
    await database.db
      .select({ size: mediaVariants.size, hash: mediaVariants.hash })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, mediaId))
      .orderBy(asc(mediaVariants.size))
  ).map(({ size, hash }) => `${size}:${hash}`);

describe("the variants of an image stored without them", () => {
  it("come from its twin: the share crop only at the same focal point; nobody else's change", async () => {
    const twin = await image(master(1), undefined, new Date("2026-01-01"));
    await variants(twin, ["320", "640", "og"], "twin");
    const sameFocal = await image(master(1));
    const movedFocal = await image(master(1), { x: 0.2, y: 0.2 });
    // Its own share crop was written when its focal point moved: it keeps that one.
    await variants(movedFocal, ["og"], "own");
    const other = await image(master(2));
    await variants(other, ["320"], "other");
    const alone = await image(master(3));

    await database.db.execute(sql.raw(repair));

    expect(await held(sameFocal)).toEqual(["320:twin-320", "640:twin-640", "og:twin-og"]);
    expect(await held(movedFocal)).toEqual(["320:twin-320", "640:twin-640", "og:own-og"]);
    expect(await held(twin)).toEqual(["320:twin-320", "640:twin-640", "og:twin-og"]);
    expect(await held(other)).toEqual(["320:other-320"]);
    // No twin: nothing to take; replacing its file writes its variants.
    expect(await held(alone)).toEqual([]);

    // Run twice, it finds nothing more to do.
    await database.db.execute(sql.raw(repair));
    expect(await held(sameFocal)).toHaveLength(3);
  });
});
