import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { lazyLayoutAttribute, lazyLayoutScript, lazyLayoutTargets } from "./lazy-layout";

describe("lazy layout (ADR 0050)", () => {
  it("skips the layout in app.css of exactly what the first-view script lays out later", () => {
    const css = readFileSync("app/app.css", "utf8");
    expect(css).toContain(`html[${lazyLayoutAttribute}] :is(${lazyLayoutTargets}) {\n  content-visibility: auto;`);
  });

  it("marks only a fresh navigation without a fragment", () => {
    const marks = (type: string | undefined, hash: string) => {
      const root = { marked: false, setAttribute: () => (root.marked = true) };
      const performance = { getEntriesByType: () => (type ? [{ type }] : []) };
      new Function("performance", "location", "document", lazyLayoutScript)(
        performance,
        { hash },
        { documentElement: root },
      );
      return root.marked;
    };
    expect(marks("navigate", "")).toBe(true);
    expect(marks("navigate", "#kontakt")).toBe(false);
    expect(marks("reload", "")).toBe(false);
    expect(marks("back_forward", "")).toBe(false);
    expect(marks(undefined, "")).toBe(false);
  });
});
