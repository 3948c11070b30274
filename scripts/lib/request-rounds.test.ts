import { describe, expect, it } from "vitest";
import { requestRounds } from "./request-rounds";

describe("requestRounds", () => {
  it("counts a chain of imports found one after another as one round each", () => {
    const chain = [
      { start: 0, end: 200 }, // the router's context
      { start: 210, end: 500 }, // the root, found in it
      { start: 212, end: 450 }, // a route module, in the same round
      { start: 460, end: 700 }, // imported by the route module
      { start: 710, end: 900 }, // imported by that one
    ];
    expect(requestRounds(chain)).toBe(4);
  });

  it("counts requests begun together as one round, however long each takes", () => {
    expect(requestRounds([0, 1, 2, 3].map((start) => ({ start, end: 300 + start * 200 })))).toBe(1);
  });

  it("is 0 without requests", () => {
    expect(requestRounds([])).toBe(0);
  });
});
