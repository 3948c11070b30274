import { describe, expect, it } from "vitest";
import { berlinInstant, berlinMinute } from "./schedule";

describe("a scheduled publish's minute in German time", () => {
  it("is an hour ahead of UTC in winter and two in summer", () => {
    expect(berlinInstant("2027-03-02T09:00")?.toISOString()).toBe("2027-03-02T08:00:00.000Z");
    expect(berlinInstant("2027-07-01T09:00")?.toISOString()).toBe("2027-07-01T07:00:00.000Z");
    expect(berlinMinute(new Date("2027-03-02T08:00:00Z"))).toBe("2027-03-02T09:00");
  });

  it("takes the first of a repeated minute and the minute after a skipped one", () => {
    expect(berlinInstant("2027-10-31T02:30")?.toISOString()).toBe("2027-10-31T00:30:00.000Z");
    expect(berlinInstant("2027-03-28T02:30")?.toISOString()).toBe("2027-03-28T01:30:00.000Z");
    expect(berlinMinute(berlinInstant("2027-03-28T02:30")!)).toBe("2027-03-28T03:30");
  });

  it("names no instant for a minute no calendar has", () => {
    for (const bad of ["2027-02-30T09:00", "2027-03-02T24:00", "2027-03-02T09:60", "2027-03-02 09:00", "tomorrow"]) {
      expect(berlinInstant(bad), bad).toBeUndefined();
    }
  });
});
