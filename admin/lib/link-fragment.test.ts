import { afterEach, describe, expect, it } from "vitest";
import { takeLinkFragment } from "./link-fragment";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("takeLinkFragment", () => {
  it.each([
    ["#signin=abc_DEF-123", { purpose: "signin", token: "abc_DEF-123" }],
    ["#signup=xyz", { purpose: "signup", token: "xyz" }],
  ])("takes %s and removes it from the address bar at once", (hash, expected) => {
    window.history.replaceState(null, "", `/en/admin/statistics?days=7${hash}`);
    expect(takeLinkFragment()).toEqual(expected);
    expect(window.location.hash).toBe("");
    expect(window.location.href).not.toContain("=abc");
    expect(window.location.href).not.toContain("xyz");
    expect(`${window.location.pathname}${window.location.search}`).toBe("/en/admin/statistics?days=7");
  });

  it("removes any other fragment too, and takes nothing from it", () => {
    window.history.replaceState(null, "", "/admin#token=abc");
    expect(takeLinkFragment()).toBeUndefined();
    expect(window.location.hash).toBe("");
  });

  it("leaves an address without a fragment alone", () => {
    window.history.replaceState(null, "", "/admin?status=spam");
    expect(takeLinkFragment()).toBeUndefined();
    expect(window.location.search).toBe("?status=spam");
  });
});
