import { and, eq, lt, notInArray, desc } from "drizzle-orm";
import type { Context } from "hono";
import { collectionOf } from "../../common/collections";
import { slugify } from "../../common/collections/slug";
import { entryPath } from "../collections/reads";
import { judgeForPublish } from "../collections/checks";
import * as store from "../collections/store";
import { loadCatalogue, type Catalogue } from "../content/catalogue";
import { renderableContent } from "../content/draft-rules";
import { publishedValues } from "../content/store";
import type { Db } from "../db/client";
import { collectionPreviews } from "../db/schema";
import { collectionsSnapshot } from "../render/collections-snapshot";
import { previewRetryAfterSeconds } from "../render/preview";
import type { AdminDeps, AdminEnv, ReplyOf, RequestOf } from "./context";

/**
 * An entry's preview (docs/decisions/0072): the page rendered with the form's draft in place of
 * what is published, beside every other published entry and text, as the content editor's
 * preview renders a page (docs/decisions/0045). The draft must pass the publish schema and name
 * only images and people a publish would accept (a page cannot show less); the content rules'
 * warnings and a taken slug do not stop a preview. The rendered page is kept in the database for
 * its two frames, which may reach any process, for `keptMinutes`, and shown only to who asked.
 */
const keptMinutes = 10;
/** A user's newest previews kept; an older one answers 404. */
const keptPerUser = 3;

let catalogue: Promise<Catalogue> | undefined;

const notFound = { status: 404 as const, body: { error: "not_found" } };

export async function previewEntry(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { collection, id, lang }, body }: RequestOf<"previewEntry">,
): ReplyOf<"previewEntry"> {
  const { db } = deps.database;
  const preview = deps.content?.preview;
  if (!(await store.storedEntry(db, collection, id))) return notFound;
  if (!preview) return { status: 503, body: { error: "preview_unavailable" } };
  const declared = collectionOf(collection);
  const data = { ...body.data };
  const title = data[declared.titleField];
  if (!data.slug && typeof title === "string") data.slug = slugify(title);
  const verdict = await judgeForPublish(db, { collection, entryId: id, lang, data, acknowledged: [] });
  if (!verdict.ok && verdict.error === "invalid") {
    return { status: 422, body: { error: "invalid", problems: [...verdict.problems] } };
  }
  const shown = declared.strict.parse(data) as Record<string, unknown>;
  const { values } = await publishedValues(db);
  const { content } = renderableContent(await (catalogue ??= loadCatalogue()), values);
  content.collections = await collectionsSnapshot(db, { collection, id, lang, data: shown });
  // A team member has no page of its own: the team page shows it.
  const path = entryPath(collection, lang, String(shown.slug)).split("#")[0]!;
  const html = await preview.page(path, content).catch((error: unknown) => {
    deps.logger.error({ err: error, collection, id }, "rendering an entry's preview failed");
    return undefined;
  });
  if (html === undefined) return { status: 503, body: { error: "preview_failed" } };
  if (html === "busy") {
    c.header("Retry-After", String(previewRetryAfterSeconds));
    return { status: 429, body: { error: "preview_busy" } };
  }
  const kept = await keep(db, c.get("admin").userId, html);
  return { status: 200, body: { url: `/api/admin/collection-previews/${kept}` } };
}

async function keep(db: Db, userId: string, html: string): Promise<string> {
  const [row] = await db.insert(collectionPreviews).values({ userId, html }).returning({ id: collectionPreviews.id });
  const newest = db
    .select({ id: collectionPreviews.id })
    .from(collectionPreviews)
    .where(eq(collectionPreviews.userId, userId))
    .orderBy(desc(collectionPreviews.createdAt))
    .limit(keptPerUser);
  await db
    .delete(collectionPreviews)
    .where(and(eq(collectionPreviews.userId, userId), notInArray(collectionPreviews.id, newest)));
  await db.delete(collectionPreviews).where(lt(collectionPreviews.createdAt, minutesAgo(keptMinutes)));
  return row!.id;
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

export async function entryPreviewPage(
  deps: AdminDeps,
  c: Context<AdminEnv>,
  { params: { preview } }: RequestOf<"entryPreviewPage">,
): ReplyOf<"entryPreviewPage"> {
  const [row] = await deps.database.db
    .select({ html: collectionPreviews.html, createdAt: collectionPreviews.createdAt })
    .from(collectionPreviews)
    .where(and(eq(collectionPreviews.id, preview), eq(collectionPreviews.userId, c.get("admin").userId)));
  if (!row || row.createdAt < minutesAgo(keptMinutes) || !deps.content?.preview) return notFound;
  return new Response(row.html, { status: 200, headers: deps.content.preview.headers });
}
