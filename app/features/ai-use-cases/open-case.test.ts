import { describe, expect, it } from "vitest";
import { caseSearch, openCaseId, searchWithoutCase } from "./open-case";
import { edgesOf } from "./use-scroll-row";
import { initialsOf } from "./persona-avatar";

const ids = ["freight", "delivery"];

describe("detail view URL state", () => {
  it("links a card to ?case=<id> only", () => {
    expect(caseSearch("freight")).toBe("?case=freight");
    expect(caseSearch("meter-data")).toBe("?case=meter-data");
  });

  it("opens only a known case", () => {
    expect(openCaseId("?case=delivery", ids)).toBe("delivery");
    expect(openCaseId("?utm_source=mail&case=freight", ids)).toBe("freight");
    expect(openCaseId("?case=unknown", ids)).toBeNull();
    expect(openCaseId("", ids)).toBeNull();
    expect(openCaseId(new URLSearchParams("case=freight"), ids)).toBe("freight");
  });

  it("drops only the case parameter when closing", () => {
    expect(searchWithoutCase("?case=freight")).toBe("");
    expect(searchWithoutCase("?utm_source=mail&case=freight")).toBe("?utm_source=mail");
    expect(searchWithoutCase("")).toBe("");
  });
});

describe("scroll row edges", () => {
  it("is at the start at 0 and at the end when the rest fits", () => {
    expect(edgesOf({ scrollLeft: 0, scrollWidth: 2000, clientWidth: 1000 })).toEqual({ atStart: true, atEnd: false });
    expect(edgesOf({ scrollLeft: 500, scrollWidth: 2000, clientWidth: 1000 })).toEqual({
      atStart: false,
      atEnd: false,
    });
    expect(edgesOf({ scrollLeft: 999.5, scrollWidth: 2000, clientWidth: 1000 })).toEqual({
      atStart: false,
      atEnd: true,
    });
    expect(edgesOf({ scrollLeft: 0, scrollWidth: 800, clientWidth: 1000 })).toEqual({ atStart: true, atEnd: true });
  });
});

describe("persona initials", () => {
  it("takes first and last name and skips titles", () => {
    expect(initialsOf("Katrin Vogt")).toBe("KV");
    expect(initialsOf("Dr. Eva Brandt")).toBe("EB");
    expect(initialsOf("Murat Yılmaz")).toBe("MY");
  });
});
