import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { medianOf, medianRun } from "./median-run";

const run = (name: string, fcp: number, tti: number, tbt?: number) =>
  ({
    requestedUrl: name,
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      interactive: { numericValue: tti },
      ...(tbt === undefined ? {} : { "total-blocking-time": { numericValue: tbt } }),
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

describe("medianOf", () => {
  it("is the median of one figure over all runs, not that figure of the median run", () => {
    const runs = [
      run("a", 600, 900, 0),
      run("b", 1400, 3000, 12),
      run("c", 820, 1500, 70),
      run("d", 900, 1700, 3),
      run("e", 700, 1000, 9),
    ];
    expect(medianRun(runs).audits["total-blocking-time"]!.numericValue).toBe(70);
    expect(medianOf(runs, "total-blocking-time")).toBe(9);
    expect(medianOf(runs.slice(0, 4), "total-blocking-time")).toBe(7.5);
  });

  it("leaves out runs without the figure; with none, not a number", () => {
    expect(medianOf([run("a", 600, 900), run("b", 600, 900, 40)], "total-blocking-time")).toBe(40);
    expect(medianOf([run("a", 600, 900)], "total-blocking-time")).toBeNaN();
  });
});
