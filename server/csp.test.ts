import { describe, expect, it } from "vitest";
import { thirdPartySources } from "../common/config/third-party";
import { pageCsp } from "./csp";

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
