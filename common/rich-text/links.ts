/**
 * A link's address in a document (docs/decisions/0067). The link mark keeps one string, `href`, so
 * it survives the editor's round trips unchanged; what it points at is parsed from that string:
 *
 * - an external address, written out: `https://…`, `http://…` or `mailto:…`;
 * - a page of the site: `site:page/<pageId>` (an id of common/config/route-table.ts), resolved to
 *   the page's path in the reader's language when rendered;
 * - an entry of a collection: `site:entry/<collection>/<id>`, checked at publish and resolved when
 *   rendered.
 *
 * A raw path ("/kontakt") is refused: it would break when a page moves or in the other language.
 */
import { pages, type PageId } from "../config/route-table";
import { richTextBounds } from "./bounds";

export type LinkTarget =
  | { kind: "external"; url: string }
  | { kind: "page"; pageId: PageId }
  | { kind: "entry"; collection: string; id: string };

export type InternalLinkTarget = Exclude<LinkTarget, { kind: "external" }>;

const externalProtocols = new Set(["https:", "http:", "mailto:"]);
const pageIds = new Set<string>(pages.map((p) => p.id));
/** Control characters, any whitespace, and the invisible ones a URL parser would quietly drop. */
/* eslint-disable no-control-regex -- control characters are what it finds */
const unsafeCharacters =
  /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;
/* eslint-enable no-control-regex */
const sitePattern = /^site:(?:page\/([A-Za-z][A-Za-z0-9]{0,63})|entry\/([a-z][a-z0-9-]{0,39})\/([A-Za-z0-9_-]{1,64}))$/;
const mailbox = /^[^@\s/?#]+@[^@\s/?#]+\.[^@\s/?#]+$/;

function external(href: string): LinkTarget | undefined {
  // The scheme written out: "//host" (protocol-relative) and relative paths are not addresses.
  const scheme = /^([a-z]+):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === undefined || !externalProtocols.has(`${scheme}:`)) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (!externalProtocols.has(url.protocol) || url.username || url.password) return undefined;
  if (url.protocol === "mailto:") {
    const address = decodeURIComponentSafe(url.pathname);
    return address !== undefined && mailbox.test(address) ? { kind: "external", url: href } : undefined;
  }
  if (!href.slice(scheme.length + 1).startsWith("//") || !url.hostname) return undefined;
  return { kind: "external", url: href };
}

function decodeURIComponentSafe(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** What a link's `href` points at, or undefined when the document may not hold it. */
export function parseLinkHref(href: string): LinkTarget | undefined {
  if (href.length === 0 || href.length > richTextBounds.maxHrefLength || unsafeCharacters.test(href)) {
    return undefined;
  }
  const site = sitePattern.exec(href);
  if (site) {
    const [, pageId, collection, id] = site;
    if (pageId !== undefined) return pageIds.has(pageId) ? { kind: "page", pageId: pageId as PageId } : undefined;
    return { kind: "entry", collection: collection!, id: id! };
  }
  return href.startsWith("site:") ? undefined : external(href);
}

/** The `href` a link to a target of the site is stored as. */
export function siteHref(target: InternalLinkTarget): string {
  return target.kind === "page" ? `site:page/${target.pageId}` : `site:entry/${target.collection}/${target.id}`;
}
