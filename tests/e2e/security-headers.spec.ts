import { pagePaths } from "../../common/config/route-table";
import { expect, test } from "./fixtures";

/**
 * Every prerendered page of the real build, as the real server sends it: a strict CSP (scripts only
 * from our origin or by hash, no eval, nothing frames us) and the other security headers. That the
 * pages work under it, without a single CSP violation in Chromium, is what every other end-to-end
 * test checks (fixtures.ts reports violations as errors).
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
    }
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(h["strict-transport-security"], path).toMatch(/max-age=\d+/);
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["x-frame-options"], path).toBe("DENY");
    expect(h["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
  }
});
