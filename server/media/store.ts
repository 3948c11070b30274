import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { MediaDescription, MediaItem } from "../../common/admin/media-api";
import { centre, mediaPath, type VariantFormat } from "../../common/media";
import type { Db } from "../db/client";
import { media, mediaVariants } from "../db/schema";
import type { ProcessedImage, Variant } from "./pipeline";

/** What a new image says about itself until the owner describes it: nothing, focal point in the middle. */
export const undescribed: MediaDescription = {
  alt: { de: "", en: "" },
  decorative: false,
  caption: { de: "", en: "" },
  credit: "",
  licence: "",
  focal: centre,
};

const listed = {
  id: media.id,
  name: media.name,
  type: media.type,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  colour: media.colour,
  description: media.description,
  createdAt: media.createdAt,
  updatedAt: media.updatedAt,
};
type ListedRow = { [K in keyof typeof listed]: (typeof listed)[K]["_"]["data"] };

/** Stores a processed upload and its variants in one transaction (under `id` when an import names it); its id. */
export async function storeImage(
  db: Db,
  image: ProcessedImage,
  name: string,
  uploadBytes: number,
  id?: string,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(media)
      .values({ ...imageColumns(image, uploadBytes), name, description: undescribed, ...(id && { id }) })
      .returning({ id: media.id });
    await insertVariants(tx, row!.id, image.variants);
    return row!.id;
  });
}

/**
 * A new file for an image: its master and variants replaced, its description kept. The old
 * variants' hashes (for the media route to forget), or undefined when there is no such image.
 */
export async function replaceImage(
  db: Db,
  id: string,
  image: ProcessedImage,
  name: string,
  uploadBytes: number,
): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(media)
      .set({ ...imageColumns(image, uploadBytes), name, updatedAt: new Date() })
      .where(eq(media.id, id))
      .returning({ id: media.id });
    if (updated.length === 0) return undefined;
    const old = await tx
      .delete(mediaVariants)
      .where(eq(mediaVariants.mediaId, id))
      .returning({ hash: mediaVariants.hash });
    await insertVariants(tx, id, image.variants);
    return old.map(({ hash }) => hash);
  });
}

const imageColumns = (image: ProcessedImage, uploadBytes: number) => ({
  type: image.type,
  width: image.width,
  height: image.height,
  bytes: uploadBytes,
  master: image.master,
  colour: image.colour,
  placeholder: image.placeholder,
});

async function insertVariants(tx: Pick<Db, "insert">, mediaId: string, variants: Variant[]) {
  if (variants.length === 0) return;
  await tx.insert(mediaVariants).values(
    variants.map(({ size, format, width, height, bytes, hash }) => ({
      hash,
      mediaId,
      size: String(size),
      format,
      width,
      height,
      bytes,
    })),
  );
}

export async function describeImage(db: Db, id: string, description: MediaDescription): Promise<boolean> {
  const updated = await db
    .update(media)
    .set({ description, updatedAt: new Date() })
    .where(eq(media.id, id))
    .returning({ id: media.id });
  return updated.length > 0;
}

/** Deletes an image and every variant of it: the variants' hashes, or undefined when there was no such image. */
export async function deleteImage(db: Db, id: string): Promise<string[] | undefined> {
  return db.transaction(async (tx) => {
    const old = await tx
      .delete(mediaVariants)
      .where(eq(mediaVariants.mediaId, id))
      .returning({ hash: mediaVariants.hash });
    const deleted = await tx.delete(media).where(eq(media.id, id)).returning({ id: media.id });
    return deleted.length > 0 ? old.map(({ hash }) => hash) : undefined;
  });
}

/** The library, newest first, or one image: each with its grid thumbnail. */
export async function listImages(db: Db, id?: string): Promise<Omit<MediaItem, "uses">[]> {
  const rows = await db
    .select(listed)
    .from(media)
    .where(id ? eq(media.id, id) : undefined)
    .orderBy(desc(media.createdAt), desc(media.id));
  const thumbnails = await smallestWebp(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toItem(row, thumbnails.get(row.id) ?? ""));
}

async function smallestWebp(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const variants = await db
    .select({
      mediaId: mediaVariants.mediaId,
      hash: mediaVariants.hash,
      size: mediaVariants.size,
      width: mediaVariants.width,
    })
    .from(mediaVariants)
    .where(and(inArray(mediaVariants.mediaId, ids), eq(mediaVariants.format, "webp")))
    .orderBy(asc(mediaVariants.width));
  const first = new Map<string, string>();
  for (const { mediaId, hash, size } of variants) {
    if (!first.has(mediaId)) first.set(mediaId, mediaPath(hash, Number(size), "webp"));
  }
  return first;
}

function toItem(row: ListedRow, thumbnail: string): Omit<MediaItem, "uses"> {
  const { description, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    ...(description as MediaDescription),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    thumbnail,
  };
}

/** The image's master and description, for a new share crop. */
export async function masterOf(
  db: Db,
  id: string,
): Promise<{ master: Buffer; description: MediaDescription } | undefined> {
  const [row] = await db
    .select({ master: media.master, description: media.description })
    .from(media)
    .where(eq(media.id, id));
  return row && { master: row.master, description: row.description as MediaDescription };
}

/** Puts a new share crop in place of the old one (the focal point moved); the old one's hashes. */
export async function replaceShareCrop(db: Db, id: string, crop: Variant): Promise<string[]> {
  return db.transaction(async (tx) => {
    const old = await tx
      .delete(mediaVariants)
      .where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.size, "og")))
      .returning({ hash: mediaVariants.hash });
    await insertVariants(tx, id, [crop]);
    return old.map(({ hash }) => hash).filter((hash) => hash !== crop.hash);
  });
}

/**
 * A variant's bytes by its path's hash, size and format; undefined when any of them does not
 * match. Two images of the same file hold the same hash: either one's row answers.
 */
export async function variantBytes(
  db: Db,
  hash: string,
  size: string,
  format: VariantFormat,
): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(and(eq(mediaVariants.hash, hash), eq(mediaVariants.size, size), eq(mediaVariants.format, format)))
    .limit(1);
  return row?.bytes;
}
