/**
 * `npm run content -- export | import FILE [--skip-invalid] [--accept-warnings]`: moves the
 * owner's edits from one site to another (staging to production). An export holds every
 * published override and every draft with the value shipped at export time, keys sorted, so two
 * exports diff line by line. An import judges each value as the editor's "save" does
 * (draft-rules.ts) and saves drafts only: nothing goes live until someone publishes it.
 */
import { statSync, readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { parseKey } from "../../common/content/keys";
import type { Db } from "../db/client";
import { maxJsonDepth, nestsDeeperThan } from "#common/json-depth";
import type { CommandOutput } from "../operator-socket";
import { contentAreas } from "./areas";
import { loadCatalogue, type Catalogue } from "./catalogue";
import { checkImages, exportImages, storeImages } from "../media/transfer";
import { judgeDraft } from "./draft-rules";
import * as store from "./store";

const usage =
  "usage: npm run content -- export > FILE | import FILE [--skip-invalid] [--accept-warnings] | withdraw KEY";

const contentFileFormat = "neutra-content";
const contentFileVersion = 1;
/**
 * Every text and fact of the site edited twice over is well below 1 MB; the images' masters
 * (base64, a few MB each) make up the rest.
 */
export const maxContentFileBytes = 512 * 1024 * 1024;

const values = z.record(z.string(), z.object({ value: z.json(), shipped: z.json() }));
const contentFile = z.object({
  format: z.literal(contentFileFormat),
  version: z.literal(contentFileVersion),
  published: values,
  drafts: values,
  /** The media library (server/media/transfer.ts checks each image as an upload); older exports have none. */
  media: z.optional(z.array(z.unknown())),
});
export type ContentFile = z.infer<typeof contentFile>;

/** The file cannot be read as an export (absent, too large, not JSON): exit code 2. */
export class ContentFileError extends Error {}

/** An export read whole, once its size is known to be sane. */
export function readContentFile(file: string): ContentFile {
  const size = statSync(file, { throwIfNoEntry: false })?.size;
  if (size === undefined) throw new ContentFileError(`No such file: ${file}`);
  if (size > maxContentFileBytes) {
    throw new ContentFileError(
      `${file} has ${(size / 1024 / 1024).toFixed(1)} MB; an export is at most ${maxContentFileBytes / 1024 / 1024} MB.`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new ContentFileError(`${file} is not JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (nestsDeeperThan(json)) {
    throw new ContentFileError(`${file} nests deeper than ${maxJsonDepth} levels: no export of npm run content does.`);
  }
  const parsed = contentFile.safeParse(json);
  if (!parsed.success) {
    throw new ContentFileError(
      `${file} is not an export of npm run content (format "${contentFileFormat}", version ${contentFileVersion}).`,
    );
  }
  return parsed.data;
}

export async function contentCommand(db: Db, args: string[], out: CommandOutput) {
  const { values: options, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { "skip-invalid": { type: "boolean" }, "accept-warnings": { type: "boolean" } },
  });
  const [command, file, ...rest] = positionals;
  if (command === "export" && !file) return out.write(stableJson(await exportContent(db, await loadCatalogue())));
  if (command === "withdraw" && file && !rest.length) return withdrawKey(db, file, out.print);
  if (command !== "import" || !file || rest.length) throw new Error(usage);
  await importContent(db, await loadCatalogue(), readContentFile(file), {
    skipInvalid: options["skip-invalid"] ?? false,
    acceptWarnings: options["accept-warnings"] ?? false,
    print: out.print,
  });
}

/**
 * The operator's way out when a published value keeps the site from rendering (docs/decisions/0056):
 * the key shows its shipped value again, from the next render on. Any well-formed key, also one
 * the code no longer offers for editing.
 */
async function withdrawKey(db: Db, key: string, print: (line: string) => void) {
  if (!parseKey(key))
    throw new Error(`Not a content key: ${key} (like text:de:home:hero.title or fact:figures:amsMonthlyFromEur)`);
  const revision = await store.withdraw(db, key, (await loadCatalogue()).shipped(key));
  print(
    revision === undefined
      ? `${key} has no published value: it shows the value shipped with the code already.`
      : `Withdrew ${key} (revision ${revision}): the value shipped with the code is live once the site has rendered it again, within seconds.`,
  );
}

async function exportContent(db: Db, catalogue: Pick<Catalogue, "shipped">): Promise<ContentFile> {
  const [{ values: published }, drafts] = await Promise.all([store.publishedValues(db), store.drafts(db)]);
  const entries = (pairs: Iterable<[string, unknown]>) =>
    Object.fromEntries(
      [...pairs]
        .sort(([a], [b]) => (a < b ? -1 : 1))
        .map(([key, value]) => [key, { value, shipped: catalogue.shipped(key) ?? null }]),
    ) as ContentFile["published"];
  return {
    format: contentFileFormat,
    version: contentFileVersion,
    // A published null is the shipped value again: no override to carry over.
    published: entries([...published].filter(([, value]) => value !== null)),
    drafts: entries(drafts),
    media: await exportImages(db),
  };
}

interface ImportOptions {
  skipInvalid: boolean;
  acceptWarnings: boolean;
  print(line: string): void;
}

/**
 * Saves the file's values as drafts, a draft in the file over its published value. Values equal
 * to what the key would show here anyway (its draft, else its live value) are left alone. Refuses
 * the whole file when a value breaks a rule or has warnings not accepted, unless skipInvalid
 * leaves those values out.
 */
async function importContent(
  db: Db,
  catalogue: Catalogue,
  file: ContentFile,
  { skipInvalid, acceptWarnings, print }: ImportOptions,
): Promise<Map<string, unknown>> {
  const wanted = new Map([...Object.entries(file.published), ...Object.entries(file.drafts)]);
  const [{ values: live }, drafts] = await Promise.all([store.publishedValues(db), store.drafts(db)]);
  const accepted = new Map<string, unknown>();
  let invalid = 0;
  let left = 0;
  let unchanged = 0;
  for (const key of [...wanted.keys()].sort()) {
    const { value, shipped } = wanted.get(key)!;
    const shippedHere = catalogue.shipped(key);
    if (shippedHere !== undefined && stableJson(shippedHere) !== stableJson(shipped)) {
      print(`note     ${key}  the code here ships another value than the exporting site's`);
    }
    const warned = judgeDraft(catalogue, "owner", key, value).findings.filter((f) => f.severity === "warning");
    // Judged again with its warnings acknowledged: an accepted value is stored as the rules return it.
    const verdict = judgeDraft(
      catalogue,
      "owner",
      key,
      value,
      warned.map((f) => f.code),
    );
    const warnings = verdict.findings.filter((f) => f.severity === "warning");
    for (const f of warnings) print(`warning  ${key}  ${f.code}${detail(f)}`);
    if (!verdict.ok) {
      invalid++;
      const errors = verdict.findings.filter((f) => f.severity === "error");
      const reasons = errors.length ? errors.map((f) => `${f.code}${detail(f)}`) : [verdict.error];
      for (const reason of reasons) print(`refused  ${key}  ${reason}`);
      continue;
    }
    if (warnings.length && !acceptWarnings) {
      left++;
      continue;
    }
    const current = drafts.has(key) ? drafts.get(key) : (live.get(key) ?? shippedHere);
    if (stableJson(current) === stableJson(verdict.value ?? shippedHere)) unchanged++;
    else accepted.set(key, verdict.value);
  }
  const images = await checkImages(file.media ?? []);
  for (const line of images.refused) print(line);
  invalid += images.refused.length;
  if (invalid && !skipInvalid) {
    throw new Error(`${invalid} value(s) break the rules (above): nothing imported. --skip-invalid imports the rest.`);
  }
  if (left && !skipInvalid) {
    throw new Error(
      `${left} value(s) have warnings (above): nothing imported. Review them, then run again with --accept-warnings.`,
    );
  }
  await store.importDrafts(db, accepted, null);
  await storeImages(db, images.accepted);
  print(
    `Imported ${accepted.size} draft(s)${accepted.size ? `: ${perArea(catalogue, accepted.keys())}` : ""}` +
      `${images.accepted.length ? ` and ${images.accepted.length} image(s)` : ""}; ` +
      `${unchanged} unchanged${invalid ? `, ${invalid} refused` : ""}${left ? `, ${left} left out for warnings` : ""}. ` +
      "Nothing is live until published in the back office.",
  );
  return accepted;
}

const detail = (f: { path?: string; values?: Record<string, string | number> }) =>
  [f.path && ` at ${f.path}`, f.values && ` ${JSON.stringify(f.values)}`].filter(Boolean).join("");

/** "sapSolutions 3, shell 1, facts 2": where the drafts are, by the editor's areas. */
function perArea(catalogue: Catalogue, keys: Iterable<string>): string {
  const areas = contentAreas(catalogue);
  const counts = new Map<string, number>();
  for (const name of keys) {
    const key = parseKey(name)!;
    const area = key.kind === "fact" ? "facts" : (areas.find((a) => a.namespaces.includes(key.ns))?.area.id ?? "other");
    counts.set(area, (counts.get(area) ?? 0) + 1);
  }
  return [...counts].map(([area, n]) => `${area} ${n}`).join(", ");
}

/** JSON with every object's keys sorted and two-space indents: the same content, the same bytes. */
export function stableJson(value: unknown): string {
  const sorted = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sorted)
      : v !== null && typeof v === "object"
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
          )
        : v;
  return `${JSON.stringify(sorted(value) ?? null, null, 2)}\n`;
}
