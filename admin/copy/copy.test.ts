import { describe, expect, it } from "vitest";
import en from "./en";

/** Every plain string of the copy (the leaves that take values are functions). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("the back office's English copy", () => {
  it("puts an ellipsis straight after its word, as English does (“Loading…”)", () => {
    expect(strings(en).filter((text) => /\s…/.test(text))).toEqual([]);
    expect(en.loading).toBe("Loading…");
  });
});
