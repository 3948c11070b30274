import { describe, expect, it } from "vitest";
import { thirdPartySources } from "../common/config/third-party";
import { hydrationStandIns, inlineScriptHashes, knownScripts, pageCsp, scriptSource } from "./csp";

const directive = (csp: string, name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `));
const scheduling = "https://calendly.com/neutra-tech/30min";

describe("page CSP", () => {
  it("allows no third-party host when no integration is configured, only the scheduling frame", () => {
    const csp = pageCsp(
      ["'sha256-abc'"],
      thirdPartySources({ gaMeasurementId: "", metaPixelId: "", schedulingUrl: scheduling }),
    );
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'sha256-abc'");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self'");
    expect(directive(csp, "img-src")).toBe("img-src 'self' data:");
    // A page whose largest paint is an image holds its font inline (server/render/first-paint.ts).
    expect(directive(csp, "font-src")).toBe("font-src 'self' data:");
    expect(directive(csp, "frame-src")).toBe("frame-src https://calendly.com");
  });

  it("adds the GA4 and Meta hosts when their ids are configured", () => {
    const csp = pageCsp(
      [],
      thirdPartySources({ gaMeasurementId: "G-X1", metaPixelId: "123", schedulingUrl: scheduling }),
    );
    expect(directive(csp, "script-src")).toBe(
      "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net",
    );
    expect(directive(csp, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(csp, "connect-src")).toContain("https://www.facebook.com");
    expect(directive(csp, "img-src")).toContain("https://www.facebook.com");
  });

  it("allows no frame without a valid scheduling URL", () => {
    const csp = pageCsp([], thirdPartySources({ gaMeasurementId: "", metaPixelId: "", schedulingUrl: "not a url" }));
    expect(directive(csp, "frame-src")).toBe("frame-src 'none'");
  });
});

describe("the page's inline scripts", () => {
  const known = knownScripts({ consentNeeded: "setConsentMark()", firstView: "startApp()" });
  const page = (body: string) =>
    `<!doctype html><html><head><script>setConsentMark()</script></head><body>${body}</body></html>`;
  const firstView = `${hydrationStandIns}<script data-router-context="/router-context/a.js">startApp()</script>`;

  it("hashes the build's own, each once, and neither data nor script files", () => {
    const html = page(
      `<script type="application/ld+json">{"@type":"Organization"}</script>${firstView}` +
        `<script type="application/json" id="site-content">{}</script><script src="/assets/x.js"></script>`,
    );
    expect(inlineScriptHashes(html, "/impressum", known).sort()).toEqual(
      [scriptSource("setConsentMark()"), scriptSource("startApp()")].sort(),
    );
  });

  it("fails the page on any other inline script, naming the page, and hashes none of it", () => {
    for (const other of [
      "<script>alert(1)</script>",
      '<script data-router-context="/x.js">alert(1)</script>',
      '<script type="module">import("/x.js")</script>',
      "<SCRIPT>alert(1)</SCRIPT >",
    ]) {
      expect(() => inlineScriptHashes(page(`${other}${firstView}`), "/impressum", known), other).toThrow(
        /^\/impressum: an inline script the build does not know/,
      );
    }
  });

  it("never hashes an empty script: the first paint's two stand-ins are known by their place, any other fails", () => {
    const hashes = inlineScriptHashes(page(firstView), "/", known);
    expect(hashes).not.toContain(scriptSource(""));
    expect(() => inlineScriptHashes(page(`<script></script>${firstView}`), "/", known)).toThrow(
      /^\/: an inline script/,
    );
    expect(() =>
      inlineScriptHashes(page(`${hydrationStandIns}<script>x()</script>`), "/", knownScripts({ x: "x()" })),
    ).toThrow(/^\/: an inline script/);
  });
});
