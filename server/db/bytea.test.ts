import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { media } from "./schema";

/** Images are bytea (docs/decisions/0063): every byte comes back as it went in, on both databases. */
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function roundTrip(master: Buffer): Promise<Buffer> {
  const [row] = await database.db
    .insert(media)
    .values({
      name: "bytes.jpg",
      type: "image/jpeg",
      width: 1,
      height: 1,
      bytes: master.length,
      master,
      colour: "#000000",
      placeholder: "",
      description: {},
    })
    .returning({ id: media.id });
  const [stored] = await database.db.select({ master: media.master }).from(media).where(eq(media.id, row!.id));
  return stored!.master;
}

describe("bytea", () => {
  it("keeps every byte value, an empty file, and a slice of a larger buffer", async () => {
    const everyValue = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    expect((await roundTrip(everyValue)).equals(everyValue)).toBe(true);
    expect((await roundTrip(Buffer.alloc(0))).length).toBe(0);
    // A Buffer from Node's pool shares its memory: only its own bytes may be sent.
    const slice = Buffer.from(everyValue).subarray(100, 140);
    expect((await roundTrip(slice)).equals(everyValue.subarray(100, 140))).toBe(true);
  });

  it("carries a camera-sized master", async () => {
    const master = Buffer.alloc(8 * 1024 * 1024);
    for (let i = 0; i < master.length; i += 4) master.writeUInt32LE((i * 2654435761) >>> 0, i);
    expect((await roundTrip(master)).equals(master)).toBe(true);
  });
});
