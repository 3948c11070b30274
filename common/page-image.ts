/**
 * What a page needs of an uploaded image (docs/decisions/0066): the files that exist, by format
 * and width, and what the owner said about it. The server writes it from the media library when it
 * renders the pages (server/media/page-images.ts); the site's `<Picture>` and the head's preload
 * read it. Paths only, never bytes: a variant's path names its bytes (docs/decisions/0063).
 */
import type { FocalPoint } from "./media";

type Bilingual = { de: string; en: string };

/** One variant as a page names it. */
export interface PageImageFile {
  /** Its pixels across, as written: never more than the image's own. */
  width: number;
  /** `/media/<hash>-<size>.<format>`. */
  path: string;
}

export interface PageImage {
  /** The image in the media library. */
  id: string;
  /** Upright, as shown: the box's aspect ratio before the image arrives. */
  width: number;
  height: number;
  /** The AVIF and WebP variants, narrowest first: only the widths written for this image. */
  avif: PageImageFile[];
  webp: PageImageFile[];
  /** The one JPEG, for browsers without AVIF or WebP. */
  jpeg: PageImageFile;
  /** Empty alt texts when decorative: a screen reader skips the image. */
  decorative: boolean;
  alt: Bilingual;
  caption?: Bilingual;
  /** "Foto: Erika Muster": shown under the image. */
  credit?: string;
  licence?: string;
  /**
   * What stands in the box until the image arrives: a 16-pixel blurred WebP and the dominant
   * colour. Only for an opaque image: behind a transparent one the stand-in would show through.
   */
  placeholder?: { blurred: string; colour: string };
  focal: FocalPoint;
}

/** A `srcset` value: each file by its width. */
export const srcSetOf = (files: readonly PageImageFile[]) =>
  files.map((file) => `${file.path} ${file.width}w`).join(", ");

/** The focal point as a CSS position ("30% 40%"): a cropped box keeps it in view. */
export const focalPosition = ({ x, y }: FocalPoint) => `${round(x * 100)}% ${round(y * 100)}%`;
const round = (value: number) => Math.round(value * 10) / 10;
