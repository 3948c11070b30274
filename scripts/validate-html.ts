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
