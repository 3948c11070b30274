import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "../../common/admin/media-api";
import { maxUploadBytes, mediaFilePattern } from "../../common/media";
import { signedInTestApp } from "../../tests/support/admin-session";
import {
  describedImage,
  jpegHtmlPolyglot,
  phonePhoto,
  pngBomb,
  smallImage,
  svgWithScript,
} from "../../tests/support/images";
import { testApp } from "../../tests/support/test-app";
import type { TestDatabase } from "../../tests/support/test-database";
import { drafts, publish, publishedValues } from "../content/store";
import { adminAudit, media, mediaVariants } from "../db/schema";

let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let owner: Record<string, string>;
let editor: Record<string, string>;

beforeAll(async () => {
  ({ database, app, owner, editor } = await signedInTestApp((db) => testApp(db)));
});
afterAll(() => database.close());

const upload = (
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string> = {},
  path = "/api/admin/media",
): Promise<Response> =>
  Promise.resolve(
    app.request(path, {
      method: "POST",
      body: body instanceof Uint8Array ? new Uint8Array(body) : body,
      headers: {
        ...owner,
        "Content-Type": "image/jpeg",
        "X-File-Name": "Team%20Berlin.jpg",
        "Sec-Fetch-Site": "same-origin",
        ...headers,
      },
      // A stream body needs it (Node's fetch).
      ...({ duplex: "half" } as object),
    }),
  );

const count = async () => ({
  media: (await database.db.select().from(media)).length,
  variants: (await database.db.select().from(mediaVariants)).length,
});

describe("uploading an image", () => {
  it("stores a phone photo without its metadata and serves each variant immutable, by the hash of its bytes", async () => {
    const response = await upload(await phonePhoto(), { ...editor, Cookie: editor.Cookie! });
    expect(response.status).toBe(201);
    const item = (await response.json()) as MediaItem;
    expect(item).toMatchObject({ name: "Team Berlin.jpg", type: "image/jpeg", width: 1600, height: 2400, uses: [] });
    expect(item.alt).toEqual({ de: "", en: "" });
    expect(item.thumbnail).toMatch(mediaFilePattern);

    const variants = await database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, item.id));
    // Two formats at five widths, the JPEG and the share crop.
    expect(variants).toHaveLength(12);
    expect(variants.filter((variant) => variant.size === "og")).toHaveLength(1);
    const avif = variants.find((variant) => variant.size === "640" && variant.format === "avif")!;
    const served = await app.request(`/media/${avif.hash}-640.avif`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/avif");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("etag")).toBe(`"${avif.hash}"`);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("cross-origin-resource-policy")).toBe("same-site");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(avif.bytes)).toBe(true);
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();

    const again = await app.request(`/media/${avif.hash}-640.avif`, { headers: { "If-None-Match": `"${avif.hash}"` } });
    expect(again.status).toBe(304);
    // Another size or format under the same hash names nothing.
    expect((await app.request(`/media/${avif.hash}-320.avif`)).status).toBe(404);
    expect((await app.request(`/media/${avif.hash}-640.webp`)).status).toBe(404);

    const [entry] = await database.db.select().from(adminAudit).where(eq(adminAudit.action, "media_uploaded"));
    expect(entry?.detail).toEqual({ id: item.id, name: "Team Berlin.jpg" });
  });

  it.each([
    ["an SVG named .png", () => svgWithScript, "unsupported_type"],
    ["a GIF", () => smallImage("gif"), "unsupported_type"],
    ["a 30,000 × 30,000 PNG bomb", () => pngBomb(), "too_many_pixels"],
    ["a JPEG that is also a web page", jpegHtmlPolyglot, "not_only_an_image"],
    [
      "a truncated JPEG",
      async () => {
        const photo = await phonePhoto(1200, 800);
        return photo.subarray(0, Math.floor(photo.length * 0.6));
      },
      "damaged",
    ],
    ["a zero-byte file", () => Buffer.alloc(0), "empty"],
  ])("refuses %s with 400 and the reason, storing nothing", async (_, file, reason) => {
    const before = await count();
    const response = await upload(await file(), { "Content-Type": "image/png" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_image", reason });
    expect(await count()).toEqual(before);
  });

  it("cuts a 100 MB stream off at the limit without reading it to its end", async () => {
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 100 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await upload(stream);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "payload_too_large" });
    expect(sent).toBeLessThan(maxUploadBytes + 4 * 1024 * 1024);
  });

  it("refuses a declared length over the limit before reading a byte", async () => {
    const response = await upload(await smallImage("png"), { "Content-Length": String(maxUploadBytes + 1) });
    expect(response.status).toBe(413);
  });

  it("refuses a body that says it is not a file, without a session, or from another site", async () => {
    const photo = await smallImage("jpeg");
    expect((await upload(photo, { "Content-Type": "application/json" })).status).toBe(415);
    expect((await upload(photo, { "Content-Type": "text/html" })).status).toBe(415);
    expect((await upload(photo, { Cookie: "" })).status).toBe(401);
    const crossSite = await upload(photo, { "Sec-Fetch-Site": "cross-site" });
    expect(crossSite.status).toBe(403);
    expect(await crossSite.json()).toEqual({ error: "cross_site" });
  });
});

describe("describing, replacing and deleting", () => {
  let item: MediaItem;
  beforeAll(async () => {
    item = (await (
      await upload(await smallImage("png", 1000, 600), { "Content-Type": "image/png" })
    ).json()) as MediaItem;
  });

  const patch = (id: string, body: unknown) =>
    app.request(`/api/admin/media/${id}`, {
      method: "PATCH",
      body: JSON.stringify(body),
      headers: { ...owner, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    });

  it("keeps alt texts, caption, credit, licence and focal point as the schema returns them", async () => {
    const description = {
      alt: { de: "  Teambesprechung im Berliner Büro ", en: "Team meeting in the Berlin office" },
      decorative: false,
      caption: { de: "", en: "" },
      credit: "Foto: Erika Muster",
      licence: "",
      focal: { x: 0.25, y: 0.4 },
    };
    const response = await patch(item.id, description);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      ...description,
      alt: { ...description.alt, de: "Teambesprechung im Berliner Büro" },
    });
    expect((await patch(item.id, { ...description, focal: { x: 2, y: 0 } })).status).toBe(400);
    expect((await patch(item.id, { ...description, credit: "<b>\u0000</b>" })).status).toBe(400);
  });

  it("replaces the file: new variants, the old ones answer 404, the description stays", async () => {
    const [oldVariant] = await database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, item.id));
    const response = await upload(
      await smallImage("webp", 700, 700),
      { "Content-Type": "image/webp", "X-File-Name": "square.webp" },
      `/api/admin/media/${item.id}/file`,
    );
    expect(response.status).toBe(200);
    const replaced = (await response.json()) as MediaItem;
    expect(replaced).toMatchObject({
      id: item.id,
      name: "square.webp",
      width: 700,
      height: 700,
      credit: "Foto: Erika Muster",
    });
    expect((await app.request(`/media/${oldVariant!.hash}-${oldVariant!.size}.${oldVariant!.format}`)).status).toBe(
      404,
    );
  });

  it("deletes an image and every variant; a second delete and an unknown id answer 404", async () => {
    const [variant] = await database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, item.id));
    const path = `/media/${variant!.hash}-${variant!.size}.${variant!.format}`;
    expect((await app.request(path)).status).toBe(200);
    const remove = () =>
      app.request(`/api/admin/media/${item.id}`, {
        method: "DELETE",
        headers: { ...owner, "Sec-Fetch-Site": "same-origin" },
      });
    expect((await remove()).status).toBe(204);
    expect((await app.request(path)).status).toBe(404);
    expect(await database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, item.id))).toEqual([]);
    expect((await remove()).status).toBe(404);
  });
});

describe("an image used as a share image", () => {
  const saveDraft = (key: string, value: unknown) =>
    app.request("/api/admin/content/draft", {
      method: "POST",
      body: JSON.stringify({ key, value }),
      headers: { ...owner, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    });
  const described = describedImage();

  it("can't be chosen without alt text, is listed with its places once chosen, and can't be deleted while used", async () => {
    const item = (await (await upload(await smallImage("jpeg", 1400, 900))).json()) as MediaItem;
    const refused = await saveDraft("fact:shareImages:sapSolutions", item.id);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ findings: [{ code: "imageWithoutAlt" }] });

    await app.request(`/api/admin/media/${item.id}`, {
      method: "PATCH",
      body: JSON.stringify(described),
      headers: { ...owner, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    });
    expect((await saveDraft("fact:shareImages:sapSolutions", item.id)).status).toBe(200);
    expect((await saveDraft("fact:shareImages:site", item.id)).status).toBe(200);
    expect((await saveDraft("fact:shareImages:home", "7d9f2c1e-1111-4a4a-9b9b-0123456789ab")).status).toBe(422);

    const list = await app.request("/api/admin/media", { headers: owner });
    const listed = ((await list.json()) as { items: MediaItem[] }).items.find((i) => i.id === item.id)!;
    expect(listed.uses).toEqual([
      { kind: "shareImage", key: "sapSolutions" },
      { kind: "shareImage", key: "site" },
    ]);
    const remove = await app.request(`/api/admin/media/${item.id}`, {
      method: "DELETE",
      headers: { ...owner, "Sec-Fetch-Site": "same-origin" },
    });
    expect(remove.status).toBe(409);
    expect(await remove.json()).toEqual({ error: "in_use", uses: listed.uses });
    expect(await database.db.select().from(media).where(eq(media.id, item.id))).toHaveLength(1);

    // Published for the site, drafted for /sap-services: both go back to the title card, then the image goes.
    await publish(database.db, ["fact:shareImages:site"], null, () => "");
    const everywhere = await app.request(`/api/admin/media/${item.id}/remove-everywhere`, {
      method: "POST",
      body: JSON.stringify({ confirm: true }),
      headers: { ...owner, "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" },
    });
    expect(everywhere.status).toBe(200);
    expect(await everywhere.json()).toEqual({ removedFrom: listed.uses });
    // Back to the shipped value: no image, the title card.
    expect((await publishedValues(database.db)).values.get("fact:shareImages:site")).toBeNull();
    expect((await drafts(database.db)).has("fact:shareImages:sapSolutions")).toBe(false);
    expect(await database.db.select().from(media).where(eq(media.id, item.id))).toEqual([]);
    const [entry] = await database.db
      .select()
      .from(adminAudit)
      .where(eq(adminAudit.action, "media_removed_everywhere"));
    expect(entry?.detail).toEqual({ id: item.id, name: item.name, places: ["sapSolutions", "site"] });
  });
});
