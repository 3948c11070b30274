import { and, asc, inArray, ne } from "drizzle-orm";
import sharp from "sharp";
import type { MediaDescription } from "../../common/admin/media-api";
import { mediaPath, type VariantFormat } from "../../common/media";
import type { PageImage, PageImageFile } from "../../common/page-image";
import type { Db } from "../db/client";
import { media, mediaVariants } from "../db/schema";

const isId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/**
 * The images as the pages show them (docs/decisions/0066), by media id, for the page pipeline: the
 * variants that exist and the owner's description, never a byte of an image. An id that names no
 * image, or an image without its variants, is left out: the page shows it without the picture.
 */
export async function pageImages(db: Db, ids: readonly string[]): Promise<Map<string, PageImage>> {
  const wanted = [...new Set(ids.filter(isId))];
  if (wanted.length === 0) return new Map();
  const [rows, variants] = await Promise.all([
    db
      .select({
        id: media.id,
        width: media.width,
        height: media.height,
        colour: media.colour,
        placeholder: media.placeholder,
        description: media.description,
      })
      .from(media)
      .where(inArray(media.id, wanted)),
    db
      .select({
        mediaId: mediaVariants.mediaId,
        hash: mediaVariants.hash,
        size: mediaVariants.size,
        format: mediaVariants.format,
        width: mediaVariants.width,
      })
      .from(mediaVariants)
      .where(and(inArray(mediaVariants.mediaId, wanted), ne(mediaVariants.size, "og")))
      .orderBy(asc(mediaVariants.width)),
  ]);
  const images = new Map<string, PageImage>();
  for (const row of rows) {
    const own = variants.filter((variant) => variant.mediaId === row.id);
    const files = (format: VariantFormat): PageImageFile[] =>
      own
        .filter((variant) => variant.format === format)
        .map(({ hash, size, width }) => ({ width, path: mediaPath(hash, Number(size), format) }));
    const [avif, webp, [jpeg]] = [files("avif"), files("webp"), files("jpg")];
    if (!jpeg || avif.length === 0 || webp.length === 0) continue;
    const opaque = !(await sharp(dataUrlBytes(row.placeholder)).metadata()).hasAlpha;
    images.set(row.id, {
      id: row.id,
      width: row.width,
      height: row.height,
      avif,
      webp,
      jpeg,
      ...described(row.description as MediaDescription),
      ...(opaque && { placeholder: { blurred: row.placeholder, colour: row.colour } }),
    });
  }
  return images;
}

/** One image as a page shows it, or undefined when there is none. */
export const pageImage = async (db: Db, id: string) => (await pageImages(db, [id])).get(id);

/** The description as a page takes it: alt texts only when not decorative, the rest when set. */
function described({ alt, decorative, caption, credit, licence, focal }: MediaDescription) {
  return {
    decorative,
    alt: decorative ? { de: "", en: "" } : alt,
    ...((caption.de || caption.en) && { caption }),
    ...(credit && { credit }),
    ...(licence && { licence }),
    focal,
  };
}

const dataUrlBytes = (url: string) => Buffer.from(url.slice(url.indexOf(",") + 1), "base64");
