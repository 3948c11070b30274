/**
 * The name of one editable thing: a text in one language (`text:de:home:hero.title`) or a fact
 * (`fact:figures:amsMonthlyFromEur`). Drafts, versions and the editor's requests all use it.
 */
import { languages, type Lang } from "../config/route-table";
import type { SiteContent } from "./overlay";

type ContentKey =
  { kind: "text"; lang: Lang; ns: string; path: string } | { kind: "fact"; group: string; name: string };

const segment = /^[a-z0-9][a-zA-Z0-9/-]*$/;
/** Dot-separated keys of the locale objects ("options.activeUsers.50+"). */
const textPath = /^[^.:\s]+(\.[^.:\s]+)*$/;

export function formatKey(key: ContentKey): string {
  return key.kind === "text" ? `text:${key.lang}:${key.ns}:${key.path}` : `fact:${key.group}:${key.name}`;
}

/** The key a string names, or undefined when it names none (a forged or garbled key). */
export function parseKey(value: string): ContentKey | undefined {
  const parts = value.split(":");
  if (parts[0] === "text" && parts.length === 4) {
    const [, lang, ns = "", path = ""] = parts;
    if (!(languages as readonly string[]).includes(lang!) || !segment.test(ns) || !textPath.test(path)) return;
    return { kind: "text", lang: lang as Lang, ns, path };
  }
  if (parts[0] === "fact" && parts.length === 3) {
    const [, group = "", name = ""] = parts;
    if (!/^[a-z][a-zA-Z]*$/.test(group) || !/^[a-z][a-zA-Z0-9-]*$/.test(name)) return;
    return { kind: "fact", group, name };
  }
  return;
}

/** Where a key is, as the editor names it: "sap-solutions › packages.0.price", "figures › amsMonthlyFromEur". */
export function placeOf(name: string): string {
  const key = parseKey(name);
  if (!key) return name;
  return key.kind === "text" ? `${key.ns} › ${key.path}` : `${key.group} › ${key.name}`;
}

/** The same text in the other language. */
export function counterpart(key: Extract<ContentKey, { kind: "text" }>): string {
  return formatKey({ ...key, lang: key.lang === "de" ? "en" : "de" });
}

/** Values by key as the overlay takes them; a null value (back to the shipped one) is left out. */
export function toSiteContent(values: Iterable<[string, unknown]>): SiteContent {
  const content: Required<Omit<SiteContent, "collections">> = { texts: {}, facts: {} };
  for (const [name, value] of values) {
    const key = parseKey(name);
    if (!key || value === null || value === undefined) continue;
    if (key.kind === "text") {
      if (typeof value !== "string") continue;
      const byNs = (content.texts[key.lang] ??= {});
      (byNs[key.ns] ??= {})[key.path] = value;
    } else {
      (content.facts[key.group] ??= {})[key.name] = value;
    }
  }
  const result: SiteContent = {};
  if (Object.keys(content.texts).length) result.texts = content.texts;
  if (Object.keys(content.facts).length) result.facts = content.facts;
  return result;
}
