import { asc, eq } from "drizzle-orm";
import * as zm from "zod/mini";
import { mediaDescription } from "../../common/admin/media-api";
import { acceptedImageTypes } from "../../common/media";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import { storeImage, replaceImage, describeImage } from "./store";
import { processUpload } from "./uploads";
import type { ProcessedImage } from "./pipeline";

/**
 * The media library in a content export (`npm run content -- export | import`): each image's
 * master and description, so references, share images and collections arrive with their
 * pictures. An import passes every image through the upload's pipeline: what an upload would
 * refuse, an import refuses.
 */
export const exportedImage = zm.object({
  id: zm.uuid(),
  name: zm.string().check(zm.maxLength(200)),
  type: zm.enum(acceptedImageTypes),
  description: mediaDescription,
  /** The master, base64. */
  master: zm.string().check(zm.regex(/^[A-Za-z0-9+/]*={0,2}$/)),
});
export type ExportedImage = zm.infer<typeof exportedImage>;

export async function exportImages(db: Db): Promise<ExportedImage[]> {
  const rows = await db
    .select({ id: media.id, name: media.name, type: media.type, description: media.description, master: media.master })
    .from(media)
    .orderBy(asc(media.id));
  return rows.map((row) => ({
    ...row,
    type: row.type as ExportedImage["type"],
    description: row.description as ExportedImage["description"],
    master: row.master.toString("base64"),
  }));
}

interface CheckedImage {
  image: ExportedImage;
  processed: ProcessedImage;
  bytes: number;
}

/** Each image through the pipeline: the ones to store, and a line for each one refused. */
export async function checkImages(
  images: readonly unknown[],
): Promise<{ accepted: CheckedImage[]; refused: string[] }> {
  const accepted: CheckedImage[] = [];
  const refused: string[] = [];
  for (const [index, candidate] of images.entries()) {
    const parsed = exportedImage.safeParse(candidate);
    if (!parsed.success) {
      refused.push(`refused  media #${index + 1}  not an image of an export (id, name, type, description, master)`);
      continue;
    }
    const image = parsed.data;
    const bytes = Buffer.from(image.master, "base64");
    const outcome = await processUpload(bytes, image.description.focal);
    if ("refused" in outcome) {
      const kind = outcome.detected ? ` (${outcome.detected})` : "";
      refused.push(`refused  media:${image.id} ${image.name}  ${outcome.refused}${kind}`);
    } else accepted.push({ image, processed: outcome.image, bytes: bytes.length });
  }
  return { accepted, refused };
}

/** Stores checked images under their ids: a new one as it came, an existing one replaced and described again. */
export async function storeImages(db: Db, checked: readonly CheckedImage[]): Promise<void> {
  for (const { image, processed, bytes } of checked) {
    const [existing] = await db.select({ id: media.id }).from(media).where(eq(media.id, image.id));
    if (existing) await replaceImage(db, image.id, processed, image.name, bytes);
    else await storeImage(db, processed, image.name, bytes, image.id);
    await describeImage(db, image.id, image.description);
  }
}
