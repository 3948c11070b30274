import { createHash } from "node:crypto";
import type { CspSources } from "../common/config/third-party";

const inlineScript = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** sha256 sources for every executable inline script of a prerendered page (JSON-LD excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(inlineScript)) {
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
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
    "font-src 'self'",
    `connect-src ${list("'self'", ...thirdParty.connect)}`,
    `frame-src ${thirdParty.frame.length ? list(...thirdParty.frame) : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const apiCsp = "default-src 'none'; frame-ancestors 'none'";
