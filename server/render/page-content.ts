/**
 * What of the published content a page carries for its islands (docs/decisions/0055): the texts of
 * its own language and the fact groups its client code reads (./page-reads.ts finds them in the
 * build), never what only the server reads. A page's islands hydrate with what they read; nothing
 * else of the owner's content (another page's texts, the lead routing, the mails) leaves the server.
 */
import type { PageContent, SiteContent } from "../../common/content/overlay";
import { isServerOnly, type ContentRead } from "./content-reads";

/** Whether the reads name this text: its namespace, the text itself or an object that holds it. */
function readsText(reads: ReadonlySet<ContentRead>, lang: string, ns: string, path: string): boolean {
  if (reads.has(`text:${lang}:${ns}`)) return true;
  const parts = path.split(".");
  return parts.some((_, i) => reads.has(`text:${lang}:${ns}:${parts.slice(0, i + 1).join(".")}`));
}

/** The published content a page of `lang` carries when its client code has these reads. */
export function contentFor(content: SiteContent, reads: ReadonlySet<ContentRead>, lang: string): SiteContent {
  const carried: SiteContent = {};
  for (const [ns, texts] of Object.entries(content.texts?.[lang] ?? {})) {
    if (isServerOnly(`text:${lang}:${ns}`)) continue;
    const kept = Object.entries(texts).filter(([path]) => readsText(reads, lang, ns, path));
    if (kept.length) ((carried.texts ??= {})[lang] ??= {})[ns] = Object.fromEntries(kept);
  }
  for (const [group, facts] of Object.entries(content.facts ?? {})) {
    if (reads.has(`fact:${group}`) && !isServerOnly(`fact:${group}`)) (carried.facts ??= {})[group] = facts;
  }
  return carried;
}

/** Whether every value of `needed` is in `carried` (both cut from the same content). */
export function covers(carried: SiteContent, needed: SiteContent): boolean {
  const textsCovered = Object.entries(needed.texts ?? {}).every(([lang, byNs]) =>
    Object.entries(byNs).every(([ns, texts]) =>
      Object.keys(texts).every((path) => carried.texts?.[lang]?.[ns] && Object.hasOwn(carried.texts[lang][ns], path)),
    ),
  );
  return textsCovered && Object.keys(needed.facts ?? {}).every((group) => Object.hasOwn(carried.facts ?? {}, group));
}

/**
 * Each page's share of the content, with the pages whose islands read content it does not carry
 * (`elsewhere`): the router would show those with the shipped texts of modules this page loaded,
 * so the browser loads them as documents (app/lib/document-navigation.ts). Empty when the page has
 * nothing to carry and no page to load apart.
 */
export function pageContents(
  content: SiteContent,
  paths: readonly string[],
  readsOf: (path: string) => ReadonlySet<ContentRead>,
  langOf: (path: string) => string,
): Map<string, PageContent> {
  // Pages with the same reads (one set, ./page-reads.ts) in the same language carry the same share,
  // as a collection's entries do: each kind's share is cut once and each pair of kinds compared
  // once, however many entries.
  const byReads = new Map<ReadonlySet<ContentRead>, Map<string, SiteContent>>();
  const shareOf = new Map<string, SiteContent>();
  for (const path of paths) {
    const reads = readsOf(path);
    const lang = langOf(path);
    const byLang = byReads.get(reads) ?? new Map<string, SiteContent>();
    const share = byLang.get(lang) ?? contentFor(content, reads, lang);
    byReads.set(reads, byLang.set(lang, share));
    shareOf.set(path, share);
  }
  const kinds = [...new Set(shareOf.values())];
  const elsewhereOf = new Map(
    kinds.map((share) => {
      const apart = new Set(kinds.filter((other) => !covers(share, other)));
      return [share, paths.filter((other) => apart.has(shareOf.get(other)!))];
    }),
  );
  return new Map(
    paths.map((path) => {
      const share = shareOf.get(path)!;
      const elsewhere = elsewhereOf.get(share)!;
      return [path, elsewhere.length ? { ...share, elsewhere } : share];
    }),
  );
}
