import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { medianRun } from "./median-run";

const run = (name: string, fcp: number, tti: number) =>
  ({
    requestedUrl: name,
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      interactive: { numericValue: tti },
    },
  }) as unknown as Result;

describe("medianRun", () => {
  it("picks the run closest to the median FCP and TTI, not the fastest or the slowest", () => {
    const runs = [run("fast", 600, 900), run("slow", 1400, 3000), run("middle", 820, 1500), run("near", 900, 1700)];
    expect(medianRun(runs).requestedUrl).toBe("middle");
  });

  it("leaves out runs without both metrics; with none left, the first run", () => {
    const broken = { requestedUrl: "broken", audits: {} } as unknown as Result;
    expect(medianRun([broken, run("only", 800, 1200)]).requestedUrl).toBe("only");
    expect(medianRun([broken]).requestedUrl).toBe("broken");
  });
});
