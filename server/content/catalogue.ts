/**
 * Everything the owner can edit, with the value shipped with the code: every text of every
 * locale file of the site in both languages (the back office's own copy excluded), and the facts
 * the pages show. Read from the same modules the site is built from, so no text is out of reach.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { formatKey } from "../../common/content/keys";
import { languages, type Lang } from "../../common/config/route-table";
import { factDefaults } from "../../common/content/fact-defaults";

const localesDir = path.resolve(import.meta.dirname, "../../common/locales");

/** Locale files that are not the site's copy. */
const notSiteCopy = new Set(["admin"]);

function namespaces(lang: Lang): string[] {
  const dir = path.join(localesDir, lang);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.slice(0, -3).split(path.sep).join("/"))
    .filter((ns) => !notSiteCopy.has(ns))
    .sort();
}

/**
 * Leaves that name a thing rather than say it (an anchor, an icon, an illustration's file, a policy
 * setting, a cookie category: common/locales/types.ts): the code matches them, so they are not the
 * owner's to edit. An illustration's file name edited to another would fail the page's render.
 */
const identifiers = new Set(["id", "icon", "image", "key", "when", "cookies"]);

/**
 * The security mails (a back-office link, a passkey notice) are fixed text: whoever could edit
 * them could send a convincing phishing mail from the company's own domain to its own staff.
 */
const fixedTexts: { ns: string; under: string }[] = [
  { ns: "mail", under: "adminLink." },
  { ns: "mail", under: "adminPasskey." },
];
const isFixedText = (ns: string, path: string) =>
  fixedTexts.some((fixed) => fixed.ns === ns && path.startsWith(fixed.under));

/** Every text of a namespace's messages by its path, in the file's order. */
function* leaves(value: unknown, prefix: string): Generator<[string, string]> {
  if (typeof value === "string") {
    if (!identifiers.has(prefix.split(".").findLast((part) => !/^\d+$/.test(part)) ?? "")) yield [prefix, value];
  } else if (Array.isArray(value))
    for (const [i, item] of value.entries()) yield* leaves(item, prefix ? `${prefix}.${i}` : `${i}`);
  else if (typeof value === "object" && value !== null)
    for (const [k, item] of Object.entries(value)) yield* leaves(item, prefix ? `${prefix}.${k}` : k);
}

interface TextEntry {
  key: string;
  lang: Lang;
  ns: string;
  path: string;
  shipped: string;
}

export interface Catalogue {
  texts: TextEntry[];
  /** Every fact's key, in the order of common/content/facts.ts (the figures in their declarations'). */
  facts: string[];
  /** The shipped value of a key (text or fact); undefined for a key that names nothing. */
  shipped(key: string): unknown;
  /**
   * The hosts whose pages the demo dialog may frame (SCHEDULING_HOSTS, else the shipped
   * scheduling page's): the owner's scheduling link must name one of them (docs/decisions/0056).
   */
  schedulingHosts: string[];
}

/** SCHEDULING_HOSTS ("calendly.com, cal.com"), else the host of the shipped scheduling page. */
function schedulingHostsOf(env: Record<string, string | undefined>, shippedUrl: unknown): string[] {
  const listed = (env.SCHEDULING_HOSTS ?? "")
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length) return listed;
  return typeof shippedUrl === "string" && URL.canParse(shippedUrl) ? [new URL(shippedUrl).hostname] : [];
}

export async function loadCatalogue(env: Record<string, string | undefined> = process.env): Promise<Catalogue> {
  const texts: TextEntry[] = [];
  for (const lang of languages) {
    for (const ns of namespaces(lang)) {
      const module = (await import(pathToFileURL(path.join(localesDir, lang, `${ns}.ts`)).href)) as {
        default: unknown;
      };
      for (const [p, shipped] of leaves(module.default, "")) {
        if (isFixedText(ns, p)) continue;
        texts.push({ key: formatKey({ kind: "text", lang, ns, path: p }), lang, ns, path: p, shipped });
      }
    }
  }
  const shipped = new Map<string, unknown>(texts.map((t) => [t.key, t.shipped]));
  const facts: string[] = [];
  for (const [group, values] of Object.entries(factDefaults(env))) {
    for (const [name, value] of Object.entries(values)) {
      const key = formatKey({ kind: "fact", group, name });
      facts.push(key);
      shipped.set(key, value ?? null); // an optional fact not set (no DPO): null, still editable
    }
  }
  const schedulingHosts = schedulingHostsOf(env, shipped.get("fact:contact:schedulingUrl"));
  return { texts, facts, shipped: (key) => shipped.get(key), schedulingHosts };
}
