import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegHtmlPolyglot, phonePhoto, pngBomb, smallImage, svgWithScript } from "../../tests/support/images";
import { inspect, processImage, shareCrop, widthsFor } from "./pipeline";

const heicHeader = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from("ftypheic", "latin1"),
  Buffer.alloc(4),
  Buffer.from("mif1heic", "latin1"),
  Buffer.alloc(64),
]);
const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

describe("what an upload may be", () => {
  it("takes JPEG, PNG, WebP and AVIF by their bytes", async () => {
    expect(await inspect(await smallImage("jpeg"))).toEqual({ type: "image/jpeg" });
    expect(await inspect(await smallImage("png"))).toEqual({ type: "image/png" });
    expect(await inspect(await smallImage("webp"))).toEqual({ type: "image/webp" });
    expect(await inspect(await smallImage("avif"))).toEqual({ type: "image/avif" });
  });

  it("refuses SVG, GIF, HEIC, PDF and an empty file, naming what it was", async () => {
    expect(await inspect(svgWithScript)).toEqual({ refused: "unsupported_type", detected: "svg" });
    expect(await inspect(await smallImage("gif"))).toEqual({ refused: "unsupported_type", detected: "gif" });
    expect(await inspect(heicHeader)).toEqual({ refused: "unsupported_type", detected: "heic" });
    expect(await inspect(pdf)).toEqual({ refused: "unsupported_type", detected: "pdf" });
    expect(await inspect(new Uint8Array())).toEqual({ refused: "empty" });
  });

  it("refuses a 30,000 × 30,000 PNG by its header, before a pixel is decoded", async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(100_000);
    const before = process.memoryUsage().rss;
    expect(await inspect(bomb)).toEqual({ refused: "too_many_pixels" });
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * 1024 * 1024);
  });

  it("refuses a JPEG that is also a web page, and a truncated one", async () => {
    expect(await inspect(await jpegHtmlPolyglot())).toEqual({ refused: "not_only_an_image" });
    const photo = await phonePhoto(1200, 800);
    const truncated = photo.subarray(0, Math.floor(photo.length * 0.6));
    expect(await inspect(truncated)).toEqual({ refused: "damaged" });
    await expect(processImage(truncated, "image/jpeg")).rejects.toThrow();
  });
});

describe("what the pipeline writes", () => {
  it("turns a phone photo upright and keeps nothing of its metadata", async () => {
    const image = await processImage(await phonePhoto(), "image/jpeg");
    // Orientation 6: the stored image is turned a quarter, 1600 wide and 2400 high.
    expect([image.width, image.height]).toEqual([1600, 2400]);
    for (const file of [image.master, ...image.variants.map((variant) => variant.bytes)]) {
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.orientation ?? 1).toBe(1);
      expect(file.toString("latin1")).not.toMatch(/PhoneMaker|Erika Muster|GPS/);
    }
  });

  it("writes AVIF and WebP at every width up to the image's own, one JPEG and a placeholder", async () => {
    const image = await processImage(await phonePhoto(), "image/jpeg");
    const names = image.variants.map(({ size, format, width }) => `${size}.${format}:${width}`);
    expect(names).toEqual([
      "320.avif:320",
      "320.webp:320",
      "640.avif:640",
      "640.webp:640",
      "960.avif:960",
      "960.webp:960",
      "1280.avif:1280",
      "1280.webp:1280",
      "1600.avif:1600",
      "1600.webp:1600",
      "1280.jpg:1280",
    ]);
    for (const variant of image.variants) {
      const meta = await sharp(variant.bytes).metadata();
      expect(meta.format).toBe(variant.format === "jpg" ? "jpeg" : variant.format === "avif" ? "heif" : "webp");
      expect(meta.width).toBe(variant.width);
      expect(variant.hash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(600);
    expect(image.colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("never enlarges: a small image gets its own width only", () => {
    expect(widthsFor(500)).toEqual([320, 500]);
    expect(widthsFor(320)).toEqual([320]);
    expect(widthsFor(4000)).toEqual([320, 640, 960, 1280, 1920]);
  });

  it("crops the share image around the focal point", async () => {
    const image = await processImage(await phonePhoto(2400, 1600), "image/jpeg");
    // Upright the photo is 1600 × 2400 with its yellow corner top right; a focal point there keeps it.
    const top = await shareCrop(image.master, { x: 0.9, y: 0 });
    const bottom = await shareCrop(image.master, { x: 0.5, y: 1 });
    expect(await sharp(top.bytes).metadata()).toMatchObject({ width: 1200, height: 630, format: "jpeg" });
    const corner = async (bytes: Buffer) =>
      (await sharp(bytes).extract({ left: 1190, top: 5, width: 1, height: 1 }).raw().toBuffer())[0]!;
    expect(await corner(top.bytes)).toBeGreaterThan(200);
    expect(await corner(bottom.bytes)).toBeLessThan(100);
  });
});
