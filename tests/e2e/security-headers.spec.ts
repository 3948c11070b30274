import { readFileSync } from "node:fs";
import path from "node:path";
import { pagePaths } from "../../common/config/route-table";
import { scriptSource } from "../../server/csp";
import { inlineScriptsFile } from "../../server/static-site";
import { expect, test } from "./fixtures";

/** The build's own inline scripts (ADR 0055): a page's CSP hashes some of these and nothing else. */
const known = Object.values(
  JSON.parse(readFileSync(path.resolve("build/client", inlineScriptsFile), "utf8")) as Record<string, string>,
);

/**
 * Every prerendered page of the real build, as the real server sends it: a strict CSP (scripts only
 * from our origin or by hash, no eval, nothing frames us) and the other security headers. That the
 * pages work under it, without a single CSP violation in Chromium, is what every other end-to-end
 * test checks (fixtures.ts reports violations as errors). Its hashes are the build's own inline
 * scripts alone, never an empty one's.
 */
test("every page: strict CSP and security headers", async ({ request }) => {
  const paths = [...pagePaths(), "/gibt-es-nicht", "/en/missing", "/sitemap.xml", "/robots.txt"];
  for (const path of paths) {
    const res = await request.get(path, { maxRedirects: 0 });
    const h = res.headers();
    const csp = h["content-security-policy"] ?? "";
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
    expect(csp, path).toMatch(/^default-src '(self|none)'/);
    if (scriptSrc) {
      expect(scriptSrc, path).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|http:|data:/);
      const hashes = scriptSrc.split(" ").filter((source) => source.startsWith("'sha256-"));
      expect(
        hashes.filter((hash) => !known.includes(hash)),
        path,
      ).toEqual([]);
      expect(hashes, path).not.toContain(scriptSource("")); // the empty stand-ins are never run
    }
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(h["strict-transport-security"], path).toMatch(/max-age=\d+/);
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["x-frame-options"], path).toBe("DENY");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});
