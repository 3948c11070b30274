import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MediaItem } from "../../common/admin/media-api";
import { mediaFilePattern } from "../../common/media";
import { Picture } from "../../app/components/ui/picture";
import { imagePreload } from "../../app/lib/page-head";
import { htmlValidator } from "../../scripts/lib/html-validator";
import { signedInTestApp } from "../../tests/support/admin-session";
import { describedImage, smallImage } from "../../tests/support/images";
import { testApp } from "../../tests/support/test-app";
import type { TestDatabase } from "../../tests/support/test-database";
import { pageImage, pageImages } from "./page-images";

let database: TestDatabase;
let app: ReturnType<typeof testApp>;
let owner: Record<string, string>;

beforeAll(async () => {
  ({ database, app, owner } = await signedInTestApp((db) => testApp(db)));
});
afterAll(() => database.close());

const headers = (more: Record<string, string>) => ({ ...owner, "Sec-Fetch-Site": "same-origin", ...more });

async function uploaded(bytes: Buffer, type: string): Promise<MediaItem> {
  const response = await app.request("/api/admin/media", {
    method: "POST",
    body: new Uint8Array(bytes),
    headers: headers({ "Content-Type": type, "X-File-Name": "leitwarte.jpg" }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as MediaItem;
}

async function describeImage(id: string, description: object) {
  const response = await app.request(`/api/admin/media/${id}`, {
    method: "PATCH",
    body: JSON.stringify(description),
    headers: headers({ "Content-Type": "application/json" }),
  });
  expect(response.status).toBe(200);
}

describe("an uploaded image as a page shows it", () => {
  let opaque: MediaItem;
  beforeAll(async () => {
    // Narrower than 1280: its own width is the widest file.
    opaque = await uploaded(await smallImage("jpeg", 1000, 600), "image/jpeg");
    await describeImage(opaque.id, {
      ...describedImage({ x: 0.25, y: 0.4 }),
      caption: { de: "Leipzig", en: "Leipzig" },
    });
  });

  it("names the AVIF and WebP files of the widths written, never wider than the image, and the one JPEG", async () => {
    const image = (await pageImage(database.db, opaque.id))!;
    expect(image).toMatchObject({ id: opaque.id, width: 1000, height: 600 });
    expect(image.avif.map((file) => file.width)).toEqual([320, 640, 960, 1000]);
    expect(image.webp.map((file) => file.width)).toEqual([320, 640, 960, 1000]);
    expect(image.jpeg.width).toBe(1000);
    for (const [format, files] of [
      ["avif", image.avif],
      ["webp", image.webp],
      ["jpg", [image.jpeg]],
    ] as const) {
      for (const file of files) expect(file.path).toMatch(new RegExp(`^/media/[\\w-]{22}-${file.width}\\.${format}$`));
    }
  });

  it("carries the owner's description and the stand-in of an opaque image", async () => {
    const image = (await pageImage(database.db, opaque.id))!;
    expect(image).toMatchObject({
      decorative: false,
      alt: describedImage().alt,
      caption: { de: "Leipzig", en: "Leipzig" },
      credit: "Foto: Neutra Tech",
      focal: { x: 0.25, y: 0.4 },
    });
    // Unset, so absent: the page shows nothing for it.
    expect(image).not.toHaveProperty("licence");
    expect(image.placeholder?.blurred).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder?.colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("leaves out the stand-in of a transparent image, and the alt texts of a decorative one", async () => {
    const transparent = await uploaded(await smallImage("png", 500, 300), "image/png");
    await describeImage(transparent.id, { ...describedImage(), decorative: true, credit: "" });
    const image = (await pageImage(database.db, transparent.id))!;
    expect(image.placeholder).toBeUndefined();
    expect(image).toMatchObject({ decorative: true, alt: { de: "", en: "" } });
    expect(image).not.toHaveProperty("credit");
    expect(image.avif.map((file) => file.width)).toEqual([320, 500]);
  });

  it("leaves out an id that names no image, and reads many in one call", async () => {
    const images = await pageImages(database.db, [opaque.id, "7d9f2c1e-1111-4a4a-9b9b-0123456789ab", "not an id"]);
    expect([...images.keys()]).toEqual([opaque.id]);
    expect(await pageImage(database.db, "7d9f2c1e-1111-4a4a-9b9b-0123456789ab")).toBeUndefined();
  });

  it("writes only paths the media route answers, each with its format's type", async () => {
    const image = (await pageImage(database.db, opaque.id))!;
    const html = renderToStaticMarkup(createElement(Picture, { image, lang: "de", sizes: "100vw", priority: true }));
    const paths = [...html.matchAll(/\/media\/[^\s",]+/g)].map(([path]) => path);
    expect(new Set(paths)).toEqual(new Set([...image.avif, ...image.webp, image.jpeg].map((file) => file.path)));
    const types = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" } as const;
    for (const path of new Set(paths)) {
      expect(path).toMatch(mediaFilePattern);
      const served = await app.request(path);
      expect(served.status, path).toBe(200);
      expect(served.headers.get("content-type")).toBe(types[path.split(".").pop() as keyof typeof types]);
    }
  });

  it("is valid HTML late and as the largest paint with its preload, as the build's validation checks every page", async () => {
    const image = (await pageImage(database.db, opaque.id))!;
    const sizes = "(min-width: 64rem) 50vw, 100vw";
    const { tagName, ...preload } = imagePreload(image, sizes) as { tagName: string };
    for (const priority of [false, true]) {
      const page = renderToStaticMarkup(
        createElement("html", { lang: "de" }, [
          createElement("head", { key: "head" }, [
            createElement("meta", { key: "charset", charSet: "utf-8" }),
            createElement("title", { key: "title" }, "Referenzen"),
            priority && createElement(tagName, { key: "preload", ...preload }),
          ]),
          createElement(
            "body",
            { key: "body" },
            createElement("main", null, createElement(Picture, { image, lang: "de", sizes, priority })),
          ),
        ]),
      );
      const report = await htmlValidator.validateString(`<!doctype html>${page}`);
      expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });
});
