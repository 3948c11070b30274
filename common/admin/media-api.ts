/**
 * The media library (/api/admin/media): images the owner and editors upload, describe and use
 * (docs/decisions/0063). Both roles; the audit log records uploads, replacements and deletions.
 */
import * as z from "zod/mini";
import { endpoint } from "../contract";
import { maxUploadBytes } from "../media";
import { instant, refused, typed, uuid } from "./base";

const editors = ["owner", "editor"] as const;

/** Why an upload is refused; the back office says what to do about each. */
export const mediaRefusals = ["empty", "unsupported_type", "too_many_pixels", "damaged", "not_only_an_image"] as const;
export type MediaRefusal = (typeof mediaRefusals)[number];

/** 400 on an upload: the reason, and the kind of file it was when known ("svg", "gif", "pdf"). */
const imageRefused = z.object({
  error: z.literal("invalid_image"),
  reason: z.enum(mediaRefusals),
  detected: z.optional(z.string()),
});

const bilingual = (max: number) => z.object({ de: typed(max, "one", z.trim()), en: typed(max, "one", z.trim()) });
const fraction = z.number().check(z.minimum(0), z.maximum(1));

/**
 * What the owner says about an image. Alt text in both languages is needed before it can be
 * used, unless it is decorative (then it is shown with alt="").
 */
export const mediaDescription = z.object({
  alt: bilingual(300),
  decorative: z.boolean(),
  caption: bilingual(300),
  /** Bildnachweis: shown beside the image when set. */
  credit: typed(200, "one", z.trim()),
  licence: typed(300, "one", z.trim()),
  focal: z.object({ x: fraction, y: fraction }),
});
export type MediaDescription = z.infer<typeof mediaDescription>;

/** A place an image is used: a page's share image, the site's default one, a collection's entry. */
const mediaUse = z.object({ kind: z.string(), key: z.string() });

export const mediaItem = z.extend(mediaDescription, {
  id: z.string(),
  name: z.string(),
  type: z.string(),
  width: z.int(),
  height: z.int(),
  /** The upload's size in bytes. */
  bytes: z.int(),
  createdAt: instant,
  updatedAt: instant,
  colour: z.string(),
  /** A small variant for the library's grid (WebP, 320 wide at most). */
  thumbnail: z.string(),
  uses: z.array(mediaUse),
});
export type MediaItem = z.infer<typeof mediaItem>;

const mediaId = z.object({ id: uuid });
const inUse = z.object({ error: z.literal("in_use"), uses: z.array(mediaUse) });

export const mediaEndpoints = {
  listMedia: endpoint({
    method: "GET",
    path: "/media",
    roles: editors,
    summary: "The media library, newest first",
    answers: { 200: z.object({ items: z.array(mediaItem) }) },
  }),
  uploadMedia: endpoint({
    method: "POST",
    path: "/media",
    roles: editors,
    summary: "Upload an image (JPEG, PNG, WebP or AVIF; its bytes as the body)",
    upload: { maxBytes: maxUploadBytes },
    answers: { 201: mediaItem, 400: z.union([imageRefused, refused]) },
  }),
  describeMedia: endpoint({
    method: "PATCH",
    path: "/media/:id",
    roles: editors,
    summary: "Change an image's alt texts, caption, credit, licence or focal point",
    params: mediaId,
    body: mediaDescription,
    answers: { 200: mediaItem, 404: refused },
  }),
  replaceMedia: endpoint({
    method: "POST",
    path: "/media/:id/file",
    roles: editors,
    summary: "Replace an image's file; every place that uses it shows the new one",
    params: mediaId,
    upload: { maxBytes: maxUploadBytes },
    answers: { 200: mediaItem, 400: z.union([imageRefused, refused]), 404: refused },
  }),
  removeMediaEverywhere: endpoint({
    method: "POST",
    path: "/media/:id/remove-everywhere",
    roles: editors,
    summary: "Take an image out of every place that uses it (published at once), then delete it",
    params: mediaId,
    body: z.object({ confirm: z.literal(true) }),
    answers: { 200: z.object({ removedFrom: z.array(mediaUse) }), 404: refused },
  }),
  deleteMedia: endpoint({
    method: "DELETE",
    path: "/media/:id",
    roles: editors,
    summary: "Delete an image no place uses (409 with the places otherwise)",
    params: mediaId,
    answers: { 204: null, 404: refused, 409: inUse },
  }),
};
