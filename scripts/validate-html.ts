/**
 * Validates every prerendered page (and the pages the server writes itself) against the HTML
 * standard with html-validate's "standard" preset and our placeholder rule (lib/html-validator.ts):
 * zero errors, or the list and exit code 1.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Report } from "html-validate";
import { languages } from "../common/config/route-table";
import { leadPostPage, type LeadPostRefusal } from "../server/notices/lead-post-notices";
import { collectionPagePaths } from "../server/render/collection-pages";
import { renderInWorker } from "../server/render/live-site";
import { fictionalReferenceShown, shownCollections } from "../tests/support/shown-collections";
import { htmlValidator } from "./lib/html-validator";

const root = path.resolve(import.meta.dirname, "../build/client");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(abs);
    // The router's SPA fallback is never served (server/static-site.ts).
    return entry.name.endsWith(".html") && entry.name !== "__spa-fallback.html" ? [abs] : [];
  });
}

/** Every answer the server writes to a form posted without script. */
const refusals: LeadPostRefusal[] = [
  { invalid: { name: "nameRequired", email: "emailInvalid" } },
  { rateLimited: 600 },
  { unavailable: true },
  { tooLarge: true },
  { refused: "cross_site" },
];

const documents: [string, string][] = [
  ...htmlFiles(root).map((file): [string, string] => [path.relative(root, file), readFileSync(file, "utf8")]),
  ...languages.flatMap((lang) =>
    refusals.map((answer): [string, string] => [
      `server: form without script, ${Object.keys(answer)[0]} (${lang})`,
      leadPostPage(lang, answer, "/neutra-kontakt", "kontakt@neutra-tech.de"),
    ]),
  ),
];

/**
 * The collections' pages exist only once the owner publishes (docs/decisions/0069): rendered here
 * as a publish renders them, from fictional entries (thirteen references: a second index page),
 * with the pages that list them.
 */
async function collectionDocuments(): Promise<[string, string][]> {
  const collections = shownCollections(Array.from({ length: 13 }, (_, i) => fictionalReferenceShown({}, i)));
  const paths = [...collectionPagePaths(collections), "/", "/sap-services", "/en"];
  const { files } = await renderInWorker({ buildDir: path.resolve(root, ".."), content: { collections }, paths });
  return files
    .filter(({ file }) => file.endsWith(".html"))
    .map(({ file, body }) => [`collections (fictional entries): ${file}`, Buffer.from(body).toString("utf8")]);
}
documents.push(...(await collectionDocuments()));

let errors = 0;
for (const [name, html] of documents) {
  const report: Report = await htmlValidator.validateString(html, name);
  for (const result of report.results) {
    for (const message of result.messages) {
      errors++;
      console.error(`${name}:${message.line}:${message.column} ${message.message} (${message.ruleId})`);
    }
  }
}
if (errors) {
  console.error(`HTML validation: ${errors} error(s) in ${documents.length} documents.`);
  process.exit(1);
}
console.log(`HTML validation: ${documents.length} documents, no errors.`);
