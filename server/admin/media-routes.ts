import { Hono, type Context } from "hono";
import { adminEndpoints as api } from "../../common/admin-api";
import type { MediaItem, MediaRefusal } from "../../common/admin/media-api";
import * as store from "../content/store";
import { implementWith } from "../contract";
import type { Db } from "../db/client";
import { shareCrop } from "../media/pipeline";
import {
  deleteImage,
  describeImage,
  listImages,
  masterOf,
  replaceImage,
  replaceShareCrop,
  storeImage,
} from "../media/store";
import { processUpload } from "../media/uploads";
import { audit } from "../services/audit";
import type { AdminDeps, AdminEnv, ReplyOf, RequestOf } from "./context";

/**
 * The media library (docs/decisions/0063): upload, describe, replace and delete images. Both
 * roles; uploads, replacements and deletions go into the audit log by the image's id and name.
 */
export function mediaRoutes(deps: AdminDeps) {
  const routes = new Hono<AdminEnv>();
  const serve = implementWith(routes, deps);
  serve(api.listMedia, listMedia);
  serve(api.uploadMedia, uploadMedia);
  serve(api.describeMedia, describeMedia);
  serve(api.replaceMedia, replaceMedia);
  serve(api.deleteMedia, deleteMedia);
  serve(api.removeMediaEverywhere, removeMediaEverywhere);
  return routes;
}

/**
 * The pages that show an image name its variants' paths: this process renders them again now,
 * the others when they next look (server/render/live-site.ts compares the library's stamp).
 */
const pagesFollow = (deps: AdminDeps) => void deps.content?.live.refresh();

/** The declared uploads' paths (/api/admin/media, /api/admin/media/:id/file): their body limit is the upload's. */
const uploads = Object.values(api).flatMap((declared) =>
  "upload" in declared
    ? [{ method: declared.method, path: new RegExp(`^/api/admin${declared.path.replace(/:\w+/g, "[^/]+")}$`) }]
    : [],
);
export const isUploadPath = (method: string, path: string) =>
  uploads.some((upload) => upload.method === method && upload.path.test(path));

type Uses = Map<string, MediaItem["uses"]>;

/**
 * Where each image is used, published or as a draft: the share images name them by their fact
 * (a page's id, or "site"). A draft counts: publishing it would show the image.
 */
async function imageUses(db: Db): Promise<Uses> {
  const [{ values: published }, drafted] = await Promise.all([store.publishedValues(db), store.drafts(db)]);
  const uses: Uses = new Map();
  const seen = new Set<string>();
  for (const [key, value] of [...drafted, ...published]) {
    const name = key.startsWith(shareImagePrefix) ? key.slice(shareImagePrefix.length) : undefined;
    if (!name || typeof value !== "string" || !value || seen.has(`${value}:${name}`)) continue;
    seen.add(`${value}:${name}`);
    uses.set(value, [...(uses.get(value) ?? []), { kind: "shareImage", key: name }]);
  }
  return uses;
}
const shareImagePrefix = "fact:shareImages:";

async function listMedia({ database: { db } }: AdminDeps): ReplyOf<"listMedia"> {
  const [items, uses] = await Promise.all([listImages(db), imageUses(db)]);
  return { status: 200, body: { items: items.map((item) => ({ ...item, uses: uses.get(item.id) ?? [] })) } };
}

async function one(deps: AdminDeps, id: string): Promise<MediaItem | undefined> {
  const { db } = deps.database;
  const [[item], uses] = await Promise.all([listImages(db, id), imageUses(db)]);
  return item && { ...item, uses: uses.get(id) ?? [] };
}

async function uploadMedia(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { upload }: RequestOf<"uploadMedia">,
): ReplyOf<"uploadMedia"> {
  const { db } = deps.database;
  const processed = await processUpload(upload.bytes);
  if ("refused" in processed) return refusal(processed);
  const id = await storeImage(db, processed.image, upload.name, upload.bytes.byteLength);
  await audit(db, { userId: c.get("admin").userId, action: "media_uploaded", detail: { id, name: upload.name } });
  return { status: 201, body: (await one(deps, id))! };
}

async function replaceMedia(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { id }, upload }: RequestOf<"replaceMedia">,
): ReplyOf<"replaceMedia"> {
  const { db } = deps.database;
  const before = await masterOf(db, id);
  if (!before) return { status: 404, body: { error: "not_found" } };
  const processed = await processUpload(upload.bytes, before.description.focal);
  if ("refused" in processed) return refusal(processed);
  const old = await replaceImage(db, id, processed.image, upload.name, upload.bytes.byteLength);
  if (!old) return { status: 404, body: { error: "not_found" } };
  deps.media?.forget(old);
  await audit(db, { userId: c.get("admin").userId, action: "media_replaced", detail: { id, name: upload.name } });
  pagesFollow(deps);
  return { status: 200, body: (await one(deps, id))! };
}

const refusal = ({ refused, detected }: { refused: MediaRefusal; detected?: string }) => ({
  status: 400 as const,
  body: { error: "invalid_image" as const, reason: refused, ...(detected && { detected }) },
});

async function describeMedia(
  deps: AdminDeps,
  _c: Context<AdminEnv>,
  { params: { id }, body }: RequestOf<"describeMedia">,
): ReplyOf<"describeMedia"> {
  const { db } = deps.database;
  const before = await masterOf(db, id);
  if (!before || !(await describeImage(db, id, body))) return { status: 404, body: { error: "not_found" } };
  const { x, y } = before.description.focal;
  if (x !== body.focal.x || y !== body.focal.y) {
    deps.media?.forget(await replaceShareCrop(db, id, await shareCrop(before.master, body.focal)));
  }
  pagesFollow(deps);
  return { status: 200, body: (await one(deps, id))! };
}

async function deleteMedia(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { id } }: RequestOf<"deleteMedia">,
): ReplyOf<"deleteMedia"> {
  const { db } = deps.database;
  const item = await one(deps, id);
  if (!item) return { status: 404, body: { error: "not_found" } };
  if (item.uses.length > 0) return { status: 409, body: { error: "in_use", uses: item.uses } };
  const old = await deleteImage(db, id);
  if (!old) return { status: 404, body: { error: "not_found" } };
  deps.media?.forget(old);
  await audit(db, { userId: c.get("admin").userId, action: "media_deleted", detail: { id, name: item.name } });
  return { status: 204 };
}

/**
 * The confirmed way to delete an image in use: every share image that names it goes back to the
 * page's title card, published at once (such a change can't break a page), a draft that names it
 * is discarded; then the image is deleted. One audit entry names the places.
 */
async function removeMediaEverywhere(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { id } }: RequestOf<"removeMediaEverywhere">,
): ReplyOf<"removeMediaEverywhere"> {
  const { db } = deps.database;
  const item = await one(deps, id);
  if (!item) return { status: 404, body: { error: "not_found" } };
  const { userId } = c.get("admin");
  const [{ values: published }, drafted] = await Promise.all([store.publishedValues(db), store.drafts(db)]);
  const keys = item.uses.map((use) => `${shareImagePrefix}${use.key}`);
  for (const key of keys) if (drafted.get(key) === id) await store.discardDraft(db, key);
  const live = keys.filter((key) => published.get(key) === id);
  for (const key of live) await store.saveDraft(db, key, null, userId);
  await store.publish(db, live, userId, () => "");
  const old = await deleteImage(db, id);
  deps.media?.forget(old ?? []);
  await audit(db, {
    userId,
    action: "media_removed_everywhere",
    detail: { id, name: item.name, places: item.uses.map((use) => use.key) },
  });
  pagesFollow(deps);
  return { status: 200, body: { removedFrom: item.uses } };
}
