import { and, eq, inArray, sql } from "drizzle-orm";
import type { MediaDescription } from "../../common/admin/media-api";
import type { ShareImageFile } from "../../common/config/share-images";
import { mediaPath } from "../../common/media";
import type { Db } from "../db/client";
import { media, mediaVariants } from "../db/schema";

const isId = (value: unknown): value is string => typeof value === "string" && /^[0-9a-f-]{36}$/i.test(value);

/**
 * The files of the share images chosen (the `shareImages` facts: name -> image id), for the pages'
 * heads: each image's share crop and alt texts. A name whose image is gone is left out, so its
 * page falls back to the site's image or its title card.
 */
export async function shareImageFiles(
  db: Db,
  chosen: Record<string, unknown> | undefined,
): Promise<Record<string, ShareImageFile>> {
  const names = Object.entries(chosen ?? {}).filter((entry): entry is [string, string] => isId(entry[1]));
  if (names.length === 0) return {};
  const rows = await db
    .select({ id: media.id, description: media.description, hash: mediaVariants.hash })
    .from(media)
    .innerJoin(mediaVariants, and(eq(mediaVariants.mediaId, media.id), eq(mediaVariants.size, "og")))
    .where(inArray(media.id, [...new Set(names.map(([, id]) => id))]));
  const files = new Map(
    rows.map(({ id, description, hash }) => {
      const { alt, decorative } = description as MediaDescription;
      return [id, { path: mediaPath(hash, "og", "jpg"), alt: decorative ? { de: "", en: "" } : alt }];
    }),
  );
  return Object.fromEntries(names.flatMap(([name, id]) => (files.has(id) ? [[name, files.get(id)!]] : [])));
}

/**
 * Why an image cannot be a share image: gone from the library, or without alt text in both
 * languages while not marked decorative. Undefined for any other key or value, and for "".
 */
export async function shareImageProblem(
  db: Db,
  key: string,
  value: unknown,
): Promise<"imageMissing" | "imageWithoutAlt" | undefined> {
  if (!key.startsWith("fact:shareImages:") || !isId(value)) return undefined;
  const [row] = await db.select({ description: media.description }).from(media).where(eq(media.id, value));
  if (!row) return "imageMissing";
  const { alt, decorative } = row.description as MediaDescription;
  return decorative || (alt.de && alt.en) ? undefined : "imageWithoutAlt";
}

/** When the library last changed: a replaced file or a moved focal point changes what pages name. */
export async function mediaStamp(db: Db): Promise<string> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${media.updatedAt})::text`, count: sql<number>`count(*)`.mapWith(Number) })
    .from(media);
  return `${row?.count ?? 0}:${row?.at ?? ""}`;
}
