/**
 * Images the owner uploads (docs/decisions/0063): what an upload may be, the sizes the server
 * writes, and the path each variant is served at. Shared by the back office (its messages and
 * file picker), the server (the pipeline and the media route) and the pages (srcset).
 */

/** An upload larger than this is cut off while it streams in. */
export const maxUploadBytes = 20 * 1024 * 1024;
/** The decoder refuses more pixels than this before it decodes one (a decompression bomb). */
export const maxImagePixels = 40_000_000;

/** What the pipeline takes, known by the file's bytes; the file picker offers the same. */
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;

/** The widths written for every image, never wider than the image itself. */
export const variantWidths = [320, 640, 960, 1280, 1920] as const;
/** The one JPEG, for browsers without AVIF or WebP: at most this wide. */
export const fallbackJpegWidth = 1280;
/** An Open Graph image: the size LinkedIn, X and the messengers show uncropped. */
export const shareImageSize = { width: 1200, height: 630 } as const;

export type VariantFormat = "avif" | "webp" | "jpg";
/** A width, or "og" for the share crop. */
export type VariantSize = number | "og";

/** A variant's name in its path: `<hash>-640.avif`, `<hash>-og.jpg`; the hash is of its bytes. */
export const mediaPath = (hash: string, size: VariantSize, format: VariantFormat) => `/media/${hash}-${size}.${format}`;

/** The paths the media route answers; anything else under /media is a 404. */
export const mediaFilePattern = /^\/media\/([A-Za-z0-9_-]{22})-(\d{2,4}|og)\.(avif|webp|jpg)$/;

/** The point of an image a crop keeps in view, as fractions of its width and height. */
export interface FocalPoint {
  x: number;
  y: number;
}
export const centre: FocalPoint = { x: 0.5, y: 0.5 };
