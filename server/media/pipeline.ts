import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import {
  acceptedImageTypes,
  fallbackJpegWidth,
  maxImagePixels,
  shareImageSize,
  variantWidths,
  type FocalPoint,
  type VariantFormat,
  type VariantSize,
} from "../../common/media";
import type { MediaRefusal } from "../../common/admin/media-api";

/**
 * The image pipeline (docs/decisions/0063): an upload is known by its bytes, checked before it
 * is decoded, and written again without a byte of what the camera or editor put beside the pixels.
 * libvips works on its own threads, so a page request never waits behind an encode.
 */

// One image at a time per process: two 24-megapixel decodes at once would double the memory.
sharp.concurrency(1);
sharp.cache(false);

/** Cleartext that has no business in an image: a file that is also a page or a script is refused. */
const markup = /<(script|html|body|iframe|object|embed|svg[\s>])|<!doctype|<\?php|javascript:/i;

export interface Variant {
  size: VariantSize;
  format: VariantFormat;
  width: number;
  height: number;
  bytes: Buffer;
  /** Of the bytes, base64url, 22 characters: the variant's path and its ETag. */
  hash: string;
}

export interface ProcessedImage {
  /** What the upload was. */
  type: (typeof acceptedImageTypes)[number];
  /** Upright, as shown. */
  width: number;
  height: number;
  /**
   * The image kept for later crops and sizes: upright, sRGB, no metadata; PNG when it has
   * transparency, else JPEG at quality 95. The upload itself is never stored: its metadata would be.
   */
  master: Buffer;
  variants: Variant[];
  /** The colour that stands in for the image until it arrives, "#rrggbb". */
  colour: string;
  /** A 16-pixel-wide blurred WebP as a data URL, for the same moment. */
  placeholder: string;
}

export const contentHash = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("base64url").slice(0, 22);

/** The decoder's guard rails: the pixel limit before decoding, and a damaged file is an error. */
const decode = (bytes: Uint8Array) => sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "error" });

/**
 * Whether an upload may go on to be decoded: its kind by its bytes, its size by its header, and
 * nothing in it that is not an image. Reads no pixel.
 */
export async function inspect(
  bytes: Uint8Array,
): Promise<{ refused: MediaRefusal; detected?: string } | { type: ProcessedImage["type"] }> {
  if (bytes.byteLength === 0) return { refused: "empty" };
  const kind = await fileTypeFromBuffer(bytes);
  const type = acceptedImageTypes.find((accepted) => accepted === kind?.mime);
  if (!type) return { refused: "unsupported_type", detected: kind?.ext ?? (looksLikeSvg(bytes) ? "svg" : undefined) };
  if (markup.test(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1")))
    return { refused: "not_only_an_image" };
  const end = ending(type, bytes);
  if (end) return { refused: end };
  try {
    const { width = 0, height = 0, pages = 1 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width * height * pages > maxImagePixels) return { refused: "too_many_pixels" };
    if (width === 0 || height === 0) return { refused: "damaged" };
  } catch {
    return { refused: "damaged" };
  }
  return { type };
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  return /<svg[\s>]/i.test(Buffer.from(bytes.subarray(0, 4096)).toString("latin1"));
}

/**
 * A file that ends before the image does is damaged; bytes after the image's own end (a JPEG's
 * EOI, a PNG's IEND, a WebP's RIFF size) are where a polyglot keeps its second file.
 */
function ending(type: ProcessedImage["type"], bytes: Uint8Array): "damaged" | "not_only_an_image" | undefined {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let after: number;
  if (type === "image/png") {
    const end = buffer.lastIndexOf("IEND");
    if (end === -1) return "damaged";
    after = buffer.length - (end + 8);
  } else if (type === "image/jpeg") {
    const end = buffer.lastIndexOf(Buffer.from([0xff, 0xd9]));
    if (end === -1) return "damaged";
    after = buffer.length - (end + 2);
  } else if (type === "image/webp") {
    after = buffer.length - (buffer.readUInt32LE(4) + 8);
    if (after < 0) return "damaged";
  } else return undefined;
  // A few bytes of padding after the end are common; a file's worth is not.
  return after > 16 ? "not_only_an_image" : undefined;
}

/**
 * Decodes a checked upload into its master, then the master once more, shrunk to the largest
 * width any variant needs: every variant, the colour and the placeholder come from those few
 * megabytes of pixels, not from a 24-megapixel decode each. Throws when libvips finds the file
 * damaged.
 */
export async function processImage(bytes: Uint8Array, type: ProcessedImage["type"]): Promise<ProcessedImage> {
  const upright = decode(bytes).autoOrient().toColourspace("srgb");
  const { hasAlpha: hasAlphaChannel } = await decode(bytes).metadata();
  // Only an alpha channel that is used makes a PNG master; an opaque one is dropped in the JPEG.
  const hasAlpha = hasAlphaChannel && !(await upright.clone().stats()).isOpaque;
  // Optimised Huffman tables would hold every DCT coefficient of the image at once (150 MB for
  // 24 megapixels) to save a sixth of the master's bytes: the master streams instead.
  const master = await (
    hasAlpha ? upright.png({ compressionLevel: 9 }) : upright.jpeg({ quality: 95, optimiseCoding: false })
  ).toBuffer({ resolveWithObject: true });
  const { width, height } = master.info;
  const pixels = await largestNeeded(master.data, width);
  const variants = await writeVariants(pixels, width);
  const { colour, placeholder } = await standIns(pixels);
  return { type, width, height, master: master.data, variants, colour, placeholder };
}

/** The widths written for an image this wide: every listed width below it, and its own up to the largest. */
export function widthsFor(width: number): number[] {
  const largest = variantWidths[variantWidths.length - 1]!;
  if (width >= largest) return [...variantWidths];
  return [...variantWidths.filter((listed) => listed < width), width];
}

/** Uncompressed pixels and their layout: what every variant is resized from. */
interface Pixels {
  data: Buffer;
  raw: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

/** The master at the widest variant's width (its own when narrower), as uncompressed pixels. */
async function largestNeeded(master: Buffer, width: number): Promise<Pixels> {
  const { data, info } = await decode(master)
    .resize({ width: Math.min(width, variantWidths[variantWidths.length - 1]!), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, raw: { width: info.width, height: info.height, channels: info.channels } };
}

const fromPixels = ({ data, raw }: Pixels) => sharp(data, { raw, limitInputPixels: maxImagePixels });

/** One after another: an encoder's buffers are given back before the next one asks for its own. */
async function writeVariants(pixels: Pixels, width: number): Promise<Variant[]> {
  const variants: Variant[] = [];
  for (const size of widthsFor(width)) {
    for (const format of ["avif", "webp"] as const) variants.push(await encode(fromPixels(pixels), size, format));
  }
  variants.push(await encode(fromPixels(pixels), Math.min(width, fallbackJpegWidth), "jpg"));
  return variants;
}

async function encode(image: Sharp, width: number, format: VariantFormat): Promise<Variant> {
  const resized = image.resize({ width, withoutEnlargement: true });
  const encoded =
    format === "avif"
      ? resized.avif({ quality: 55, effort: 3 })
      : format === "webp"
        ? resized.webp({ quality: 78, effort: 4 })
        : resized.flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true, progressive: true });
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { size: width, format, width: info.width, height: info.height, bytes: data, hash: contentHash(data) };
}

async function standIns(pixels: Pixels): Promise<{ colour: string; placeholder: string }> {
  const { dominant } = await fromPixels(pixels).stats();
  const colour = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  const tiny = await fromPixels(pixels).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return { colour, placeholder: `data:image/webp;base64,${tiny.toString("base64")}` };
}

/**
 * The share image: 1200×630 (enlarged when the image is smaller), cut so that the focal point
 * stays as near the middle as the image's edges allow.
 */
export async function shareCrop(master: Buffer, focal: FocalPoint): Promise<Variant> {
  const { width: w = 1, height: h = 1 } = await decode(master).metadata();
  const { width, height } = shareImageSize;
  const scale = Math.max(width / w, height / h);
  const scaled = { width: Math.max(width, Math.round(w * scale)), height: Math.max(height, Math.round(h * scale)) };
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  const left = clamp(focal.x * scaled.width - width / 2, scaled.width - width);
  const top = clamp(focal.y * scaled.height - height / 2, scaled.height - height);
  const data = await decode(master)
    .resize(scaled)
    .extract({ left, top, width, height })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  return { size: "og", format: "jpg", width, height, bytes: data, hash: contentHash(data) };
}
