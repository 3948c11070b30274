import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { lcpPath } from "./lcp-path";

const request = (url: string, rendererStartTime: number, extra: object = {}) => ({ url, rendererStartTime, ...extra });

/** The parts of a Lighthouse 13 result lcpPath reads, as a run of the home page had them. */
const run = {
  audits: {
    metrics: { details: { items: [{ observedLargestContentfulPaint: 339 }] } },
    "lcp-breakdown-insight": {
      details: {
        items: [
          {
            type: "table",
            items: [
              { label: "Time to first byte", duration: 6.2 },
              { label: "Element render delay", duration: 333.4 },
            ],
          },
          { type: "node", snippet: '<h1 class="mt-5">', nodeLabel: "SAP, Odoo und KI" },
        ],
      },
    },
    "network-requests": {
      details: {
        items: [
          request("http://127.0.0.1/", 1, { resourceType: "Document" }),
          request("http://127.0.0.1/assets/inter.woff2", 80, { resourceType: "Font", isLinkPreload: true }),
          request("http://127.0.0.1/site.webmanifest", 137, { resourceType: "Manifest" }),
          request("data:image/svg+xml,%3Csvg%3E", 159, { resourceType: "Image" }),
          request("http://127.0.0.1/assets/app.css", 315, { resourceType: "Other" }),
          request("http://127.0.0.1/assets/root.js", 354, { resourceType: "Script" }),
        ],
      },
    },
  },
} as unknown as Result;

describe("lcpPath", () => {
  it("names the requests begun before the observed paint that the HTML neither holds nor preloads", () => {
    expect(lcpPath(run).unheld).toEqual(["http://127.0.0.1/site.webmanifest", "http://127.0.0.1/assets/app.css"]);
  });

  it("names the element and the simulated breakdown", () => {
    const { element, breakdown } = lcpPath(run);
    expect(element).toBe('<h1 class="mt-5"> SAP, Odoo und KI');
    expect(breakdown).toEqual([
      { label: "Time to first byte", ms: 6 },
      { label: "Element render delay", ms: 333 },
    ]);
  });

  it("finds nothing in a run without a largest paint", () => {
    const broken = { audits: { "network-requests": run.audits["network-requests"] } } as unknown as Result;
    expect(lcpPath(broken)).toEqual({ element: "(none)", breakdown: [], unheld: [] });
  });
});
