import { describe, expect, it } from "vitest";
import { formatDate, formatEuro, formatNumber } from "./format";

describe("formats follow the language", () => {
  it("writes euro amounts the German and the English way, never breaking the line inside", () => {
    expect(formatEuro(5000, "de")).toBe("5.000\u00a0EUR");
    expect(formatEuro(2500, "en")).toBe("EUR\u00a02,500");
  });

  it("formats numbers and dates per language", () => {
    expect(formatNumber(3.2, "de")).toBe("3,2");
    expect(formatNumber(3.2, "en")).toBe("3.2");
    const date = new Date(Date.UTC(2026, 10, 22, 12));
    expect(formatDate(date, "de")).toBe("22. November 2026");
    expect(formatDate(date, "en")).toBe("22 November 2026");
  });
});
