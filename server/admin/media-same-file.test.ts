import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "../../common/admin/media-api";
import { signedInTestApp } from "../../tests/support/admin-session";
import { describedImage, phonePhoto } from "../../tests/support/images";
import { testApp } from "../../tests/support/test-app";
import type { TestDatabase } from "../../tests/support/test-database";
import { media, mediaVariants } from "../db/schema";
import { pageImage } from "../media/page-images";
import { widthsFor } from "../media/pipeline";

/**
 * Two library entries may hold the same file (docs/decisions/0070): each with its own variant
 * rows, the same paths, and neither's deletion or new file takes the other's pictures.
 */
let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ database, app, owner } = await signedInTestApp((db) => testApp(db)));
});
afterAll(() => database.close());

const headers = (more: Record<string, string> = {}) => ({ ...owner, "Sec-Fetch-Site": "same-origin", ...more });

async function upload(bytes: Buffer, path = "/api/admin/media"): Promise<MediaItem> {
  const response = await app.request(path, {
    method: "POST",
    body: new Uint8Array(bytes),
    headers: headers({ "Content-Type": "image/jpeg", "X-File-Name": "leitwarte.jpg" }),
  });
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as MediaItem;
}

const remove = (id: string) => app.request(`/api/admin/media/${id}`, { method: "DELETE", headers: headers() });

const variantsOf = (id: string) => database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id));

/** Each variant's path and what it answers now. */
async function served(id: string): Promise<Record<string, number>> {
  const answers: Record<string, number> = {};
  for (const { hash, size, format } of await variantsOf(id)) {
    const path = `/media/${hash}-${size}.${format}`;
    answers[path] = (await app.request(path)).status;
  }
  return answers;
}

/** AVIF and WebP at each width, the JPEG and the share crop, each answering 200. */
const everyVariant = ({ width }: MediaItem) => Array(2 * widthsFor(width).length + 2).fill(200);

describe("the same file twice in the library", () => {
  it("makes two entries, each with every variant and its picture on a page, the same paths served", async () => {
    const photo = await phonePhoto(1600, 1000);
    const [first, second] = [await upload(photo), await upload(photo)];
    expect(second.id).not.toBe(first.id);
    expect(second.thumbnail).toBe(first.thumbnail);
    expect(second.thumbnail).not.toBe("");
    for (const item of [first, second]) expect(Object.values(await served(item.id))).toEqual(everyVariant(item));
    // A page shows each with its own description, from the same files.
    await app.request(`/api/admin/media/${second.id}`, {
      method: "PATCH",
      body: JSON.stringify(describedImage({ x: 0.2, y: 0.3 })),
      headers: headers({ "Content-Type": "application/json" }),
    });
    const [onPage, twinOnPage] = [await pageImage(database.db, first.id), await pageImage(database.db, second.id)];
    expect(twinOnPage?.avif).toEqual(onPage?.avif);
    expect(twinOnPage?.alt).toEqual(describedImage().alt);
    expect(onPage?.alt).toEqual({ de: "", en: "" });
    // The share crops follow each focal point: the moved one is a file of its own.
    const og = async (id: string) => (await variantsOf(id)).find((variant) => variant.size === "og")!.hash;
    expect(await og(second.id)).not.toBe(await og(first.id));
  });

  it("keeps serving an entry's files when its twin is deleted, and leaves no row of the deleted one", async () => {
    const photo = await phonePhoto(1600, 1200);
    const [kept, deleted] = [await upload(photo), await upload(photo)];
    const paths = await served(kept.id);
    expect(await served(deleted.id)).toEqual(paths);
    expect((await remove(deleted.id)).status).toBe(204);
    expect(await variantsOf(deleted.id)).toEqual([]);
    expect(await database.db.select().from(media).where(eq(media.id, deleted.id))).toEqual([]);
    expect(await served(kept.id)).toEqual(paths);
    expect(Object.values(paths)).toEqual(everyVariant(kept));
    expect(await pageImage(database.db, kept.id)).toBeDefined();
    // The last one gone, its paths are gone too: all but the share crop, a plain blue cut the
    // first test's photo shares.
    expect((await remove(kept.id)).status).toBe(204);
    const after = Object.fromEntries(
      await Promise.all(Object.keys(paths).map(async (path) => [path, (await app.request(path)).status] as const)),
    );
    expect(Object.entries(after).filter(([, status]) => status !== 404)).toEqual([
      [expect.stringMatching(/-og\.jpg$/), 200],
    ]);
  });

  it("replaces an entry's file with another entry's file, and with its own: both keep every variant", async () => {
    const [aPhoto, bPhoto] = [await phonePhoto(1200, 800), await phonePhoto(1000, 800)];
    const [a, b] = [await upload(aPhoto), await upload(bPhoto)];
    const bPaths = await served(b.id);
    const replaced = await upload(bPhoto, `/api/admin/media/${a.id}/file`);
    expect(replaced).toMatchObject({ id: a.id, width: 800, height: 1000, thumbnail: b.thumbnail });
    expect(await served(a.id)).toEqual(bPaths);
    expect(await served(b.id)).toEqual(bPaths);
    expect(Object.values(bPaths)).toEqual(everyVariant(b));

    const again = await upload(bPhoto, `/api/admin/media/${b.id}/file`);
    expect(again.thumbnail).toBe(b.thumbnail);
    expect(await served(b.id)).toEqual(bPaths);
    expect(await served(a.id)).toEqual(bPaths);
    expect(await pageImage(database.db, a.id)).toBeDefined();
    expect(await pageImage(database.db, b.id)).toBeDefined();
  });
});
