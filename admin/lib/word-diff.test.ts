import { describe, expect, it } from "vitest";
import { wordDiff } from "./word-diff";

describe("wordDiff", () => {
  it("marks the words removed and added, keeping the rest", () => {
    expect(wordDiff("ab 2.500 EUR im Monat", "ab 2.700 EUR im Monat")).toEqual([
      { text: "ab ", change: "same" },
      { text: "2.500", change: "removed" },
      { text: "2.700", change: "added" },
      { text: " EUR im Monat", change: "same" },
    ]);
  });

  it("shows a value from nothing as added and one to nothing as removed", () => {
    expect(wordDiff("", "neu")).toEqual([{ text: "neu", change: "added" }]);
    expect(wordDiff("alt", "")).toEqual([{ text: "alt", change: "removed" }]);
  });
});
