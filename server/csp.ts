import { createHash } from "node:crypto";

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

/**
 * The page CSP: scripts only from our origin or hashed, nothing from third parties.
 * Inline styles stay allowed: React and sonner set them at runtime, and they cannot run code.
 */
export function pageCsp(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const apiCsp = "default-src 'none'; frame-ancestors 'none'";
