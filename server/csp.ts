import { createHash } from "node:crypto";
import type { CspSources } from "../common/config/third-party";

/** A script's CSP source: the sha256 of its text. */
export const scriptSource = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

/**
 * The inline scripts the build writes into pages, by CSP source, each with its name
 * (build/client/.inline-scripts.json, written by scripts/postbuild.ts): root.tsx's scripts in
 * <head> and the first-view script (docs/decisions/0055). Known by their exact text, not by a mark:
 * a script that reached a page another way (a published text rendered as markup, a component's
 * stray element) has another hash however it is marked, so it is never allowed.
 */
export type KnownScripts = ReadonlyMap<string, string>;

/** The known scripts from their names and texts. */
export const knownScripts = (scripts: Record<string, string>): KnownScripts =>
  new Map(Object.entries(scripts).map(([name, body]) => [scriptSource(body), name]));

/**
 * The two empty scripts the first-paint step leaves where the router's scripts stood, right before
 * the first-view script (server/render/first-paint.ts, ADR 0047): the client hydrates them by
 * position and browsers never run an empty script. Known by that place; any other empty script is not.
 */
export const hydrationStandIns = "<script></script><script></script>";
const firstViewStart = "<script data-router-context=";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  return new Map(
    [...tag.matchAll(attribute)].map(([, name, ...values]) => [
      name!.toLowerCase(),
      values.find((v) => v !== undefined) ?? "",
    ]),
  );
}

/** Data, never run: structured data and the page's content (server/render/render-worker.ts). */
const data = /^application\/(ld\+)?json$/i;

/** The page's inline script elements a browser would run: not data, not a file's (`src`: the CSP allows our origin's). */
export function* executableInlineScripts(html: string): Generator<{ element: string; body: string; index: number }> {
  for (const match of html.matchAll(scriptElement)) {
    const [element, tag = "", body = ""] = match;
    const attributes = attributesOf(tag);
    if (!attributes.has("src") && !data.test(attributes.get("type") ?? "")) yield { element, body, index: match.index };
  }
}

/**
 * The CSP sources of a page's inline scripts. Each must be one the build knows: any other (an
 * empty one too, unless it is one of the stand-ins) fails, naming the page, and is never hashed.
 */
export function inlineScriptHashes(html: string, page: string, known: KnownScripts): string[] {
  const standIns = html.indexOf(`${hydrationStandIns}${firstViewStart}`);
  const standInAt = new Set(standIns < 0 ? [] : [standIns, standIns + hydrationStandIns.length / 2]);
  const hashes = new Set<string>();
  for (const { element, body, index } of executableInlineScripts(html)) {
    if (element === "<script></script>" && standInAt.has(index)) continue;
    const source = scriptSource(body);
    if (!known.has(source)) {
      const shown = element.length > 120 ? `${element.slice(0, 120)}…` : element;
      throw new Error(`${page}: an inline script the build does not know, not allowed by the page CSP: ${shown}`);
    }
    hashes.add(source);
  }
  return [...hashes];
}

const noThirdParty: CspSources = { script: [], connect: [], img: [], frame: [] };
const list = (...sources: string[]) => sources.filter(Boolean).join(" ");

/**
 * The page CSP: scripts from our origin or hashed, plus only the hosts of integrations the build
 * configured (which the page itself loads only after consent). Inline styles stay allowed: React
 * and sonner set them at runtime, and they cannot run code.
 */
export function pageCsp(scriptHashes: string[], thirdParty: CspSources = noThirdParty): string {
  return [
    "default-src 'self'",
    `script-src ${list("'self'", ...scriptHashes, ...thirdParty.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self'", "data:", ...thirdParty.img)}`,
    "font-src 'self' data:",
    `connect-src ${list("'self'", ...thirdParty.connect)}`,
    `frame-src ${thirdParty.frame.length ? list(...thirdParty.frame) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const apiCsp = "default-src 'none'; frame-ancestors 'none'";
