/**
 * What an entry's version must pass to go live (docs/decisions/0068), now or at its scheduled
 * minute: the publish schema; its images exist and have alt texts in its language (or are
 * decorative), as share images must; the team members it names are published in its language;
 * its body links only to pages visitors can reach; its slug is no other entry's; and the content
 * rules (common/content/check-text.ts) over every text, whose warnings must be acknowledged.
 */
import { inArray } from "drizzle-orm";
import type { MediaDescription } from "../../common/admin/media-api";
import type { EntryProblem } from "../../common/admin/collections-api";
import { collectionIds, collectionOf, type CollectionId } from "../../common/collections";
import { imagesOf, linksOf, membersOf, problemsOf, ruleFindingsOf, textsOf } from "../../common/collections/collection";
import type { Finding } from "../../common/content/api";
import { checkText } from "../../common/content/check-text";
import type { Lang } from "../../common/config/route-table";
import type { InternalLinkTarget } from "../../common/rich-text/links";
import type { Db } from "../db/client";
import { media } from "../db/schema";
import { publishedIds, teamMembers } from "./reads";
import { slugHolder } from "./store";

type Data = Record<string, unknown>;

export type PublishVerdict =
  | { ok: true; data: Data }
  | { ok: false; error: "invalid" | "unacknowledged"; problems: EntryProblem[]; findings: Finding[] }
  | { ok: false; error: "slug_taken"; slug: string };

export interface Candidate {
  collection: CollectionId;
  entryId: string;
  lang: Lang;
  data: Data;
  /** The warnings' codes the user acknowledged. */
  acknowledged: readonly string[];
}

export async function judgeForPublish(db: Db, candidate: Candidate): Promise<PublishVerdict> {
  const { collection: id, entryId, lang, acknowledged } = candidate;
  const collection = collectionOf(id);
  const parsed = collection.strict.safeParse(candidate.data);
  if (!parsed.success) return { ok: false, error: "invalid", problems: problemsOf(parsed.error), findings: [] };
  const data = parsed.data as Data;
  const problems = [
    ...(await imageProblems(db, imagesOf(collection, data), lang)),
    ...(await memberProblems(db, membersOf(collection, data), lang)),
    ...(await linkProblems(db, linksOf(collection, data), lang)),
  ];
  const findings: Finding[] = textsOf(collection, data).flatMap(({ path, text }) =>
    checkText({ ns: `collections/${id}`, key: path, lang, shipped: "", value: text })
      // The field's own bound governs an entry's length, not a shipped text's.
      .filter((finding) => finding.code !== "tooLong")
      .map((finding) => ({ ...finding, path })),
  );
  findings.push(...ruleFindingsOf(collection, data, lang));
  const errors = findings.filter((finding) => finding.severity === "error");
  if (problems.length || errors.length) return { ok: false, error: "invalid", problems, findings: errors };
  const unacknowledged = findings.filter((finding) => !acknowledged.includes(finding.code));
  if (unacknowledged.length) return { ok: false, error: "unacknowledged", problems: [], findings: unacknowledged };
  const slug = String(data.slug);
  if (await slugHolder(db, id, lang, slug, entryId)) return { ok: false, error: "slug_taken", slug };
  return { ok: true, data };
}

async function imageProblems(db: Db, images: { path: string; id: string }[], lang: Lang): Promise<EntryProblem[]> {
  if (images.length === 0) return [];
  const rows = await db
    .select({ id: media.id, description: media.description })
    .from(media)
    .where(
      inArray(
        media.id,
        images.map((image) => image.id),
      ),
    );
  const described = new Map(rows.map((row) => [row.id, row.description as MediaDescription]));
  return images.flatMap(({ path, id }) => {
    const description = described.get(id);
    if (!description) return [{ path, code: "imageMissing" }];
    return description.decorative || description.alt[lang] ? [] : [{ path, code: "imageWithoutAlt" }];
  });
}

async function memberProblems(db: Db, members: { path: string; id: string }[], lang: Lang): Promise<EntryProblem[]> {
  if (members.length === 0) return [];
  const found = await teamMembers(
    db,
    lang,
    members.map((member) => member.id),
  );
  return members.filter(({ id }) => !found.has(id)).map(({ path }) => ({ path, code: "memberNotPublished" }));
}

/**
 * A link to a page of the route table always has its target (the document's schema refuses an
 * unknown page); a link to an entry needs that entry published in the version's language.
 */
async function linkProblems(db: Db, targets: InternalLinkTarget[], lang: Lang): Promise<EntryProblem[]> {
  const problems: EntryProblem[] = [];
  for (const target of targets) {
    if (target.kind !== "entry") continue;
    const known = (collectionIds as readonly string[]).includes(target.collection);
    const live = known && (await publishedIds(db, target.collection as CollectionId, lang)).has(target.id);
    if (!live) problems.push({ path: "body", code: "linkTargetNotPublished" });
  }
  return problems;
}
