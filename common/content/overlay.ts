/**
 * The owner's published edits laid over the values shipped with the code (docs/decisions/0040).
 * Every locale module and every fact module passes its value through here once, when it loads:
 * the page renderer (server/render/render-worker.ts) sets the content before it loads the site's
 * server build, and a page carries as JSON the part of it that its islands read, so what hydrates
 * is what was rendered. Without content (the build's prerender, tests, scripts) the shipped value
 * comes back unchanged.
 */
/** A text's place in its namespace: "hero.title", "items.2.text". */
type TextPath = string;

export interface SiteContent {
  /**
   * Per language ("de", "en") and namespace (the locale file's path: "home", "use-cases/retail"),
   * path -> text. The language is a plain string: the locale files import this module.
   */
  texts?: Record<string, Record<string, Record<TextPath, string>>>;
  /** Per group of facts (FactGroups: "figures", "company", "contact", "leadForms", "server"), name -> value. */
  facts?: Record<string, Record<string, unknown>>;
  /** The published collections (docs/decisions/0069): all of them to the renderer, a page's own share to the page. */
  collections?: SiteCollections;
}

/**
 * The published collections' shape: declared by common/collections/shown.ts (declaration merging),
 * so this module, which every locale module imports, imports none of the collections.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface SiteCollections {}

/**
 * What a page's element carries: the share of the content its own islands read (never all of it,
 * docs/decisions/0055), and the pages whose islands read published content it does not carry.
 */
export interface PageContent extends SiteContent {
  /** Paths of pages the router must not show from here: the browser loads them as documents. */
  elsewhere?: string[];
}

/** The page's element that carries the content for its islands. */
export const contentElementId = "site-content";

declare global {
  var __SITE_CONTENT__: SiteContent | undefined;
}

function current(): PageContent {
  if (globalThis.__SITE_CONTENT__ === undefined && typeof document !== "undefined") {
    const element = document.getElementById(contentElementId);
    const content = element?.textContent ? (JSON.parse(element.textContent) as PageContent) : {};
    // The element stands at the page's end (ADR 0046): a script that runs while the page is still
    // being parsed reads nothing yet and must not keep that for the modules that load later.
    if (element || document.readyState !== "loading") globalThis.__SITE_CONTENT__ = content;
    return content;
  }
  return globalThis.__SITE_CONTENT__ ?? {};
}

/**
 * Sets the text at a path when the path names a text of the shipped value; a stale path (the
 * text was removed or moved since the edit) changes nothing.
 */
function setText(target: unknown, path: TextPath, text: string): void {
  const parts = path.split(".");
  let node = target;
  for (const part of parts.slice(0, -1)) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) return;
    node = (node as Record<string, unknown>)[part];
  }
  const last = parts.at(-1)!;
  if (typeof node === "object" && node !== null && typeof (node as Record<string, unknown>)[last] === "string") {
    (node as Record<string, unknown>)[last] = text;
  }
}

/** A namespace's messages with the given edits; the shipped object is left as it is. */
export function applyTexts<T>(messages: T, edits: Record<TextPath, string> | undefined): T {
  if (!edits || Object.keys(edits).length === 0) return messages;
  const copy = structuredClone(messages);
  for (const [path, text] of Object.entries(edits)) setText(copy, path, text);
  return copy;
}

/** A group of facts with the given edits (only names the group has). */
export function applyFacts<T extends object>(facts: T, edits: Record<string, unknown> | undefined): T {
  if (!edits) return facts;
  const known = Object.entries(edits).filter(([name]) => Object.hasOwn(facts, name));
  return known.length ? { ...facts, ...Object.fromEntries(known) } : facts;
}

/** A locale module's export: its messages with the published edits. */
export function overlay<T>(lang: string, ns: string, messages: T): T {
  return applyTexts(messages, current().texts?.[lang]?.[ns]);
}

/**
 * Every group of facts by its name, with its shape. Each group's declaration adds itself
 * (./facts.ts the owner's, common/config/server-facts.ts the server's settings), so a fact module
 * that names another group fails the typecheck.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FactGroups {}

/** A fact module's export: its group's facts with the published edits. */
export function overlayFacts<G extends keyof FactGroups>(group: G, facts: FactGroups[G]): FactGroups[G] {
  return applyFacts(facts, current().facts?.[group]);
}

/** The published collections as this page knows them: all while rendering, its share in the browser. */
export function publishedCollections(): SiteCollections | undefined {
  return current().collections;
}

/**
 * Whether the page at this path reads published content this page does not carry: its modules,
 * loaded here, would show their shipped values, so it must be loaded as a document.
 */
export function loadsAsDocument(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return current().elsewhere?.includes(path) ?? false;
}
