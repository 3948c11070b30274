import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type * as PageViewBeacon from "./page-view-beacon";

const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
const sent = () => beacon.mock.calls.map(([url, body]) => [url, JSON.parse(String(body)) as unknown]);

/** A fresh module: `entered` starts false as on a real page load. */
async function load(): Promise<typeof PageViewBeacon> {
  vi.resetModules();
  return import("./page-view-beacon");
}

function setNavigator(values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  beacon.mockClear();
  setNavigator({ sendBeacon: beacon, globalPrivacyControl: undefined, doNotTrack: null });
  Object.defineProperty(document, "referrer", { value: "https://www.google.com/search?q=odoo", configurable: true });
});
let fetchSpy: { mockRestore: () => void } | undefined;
afterEach(() => {
  vi.useRealTimers();
  fetchSpy?.mockRestore();
});

describe("page view beacon", () => {
  it("sends the path, its language and the referring host once per page, the referrer only on entry", async () => {
    const { usePageViewBeacon } = await load();
    const { rerender } = renderHook(({ path }) => usePageViewBeacon(path), { initialProps: { path: "/en/odoo-ams" } });
    vi.runAllTimers();
    rerender({ path: "/en/odoo-ams" });
    vi.runAllTimers();
    rerender({ path: "/leistungen" });
    vi.runAllTimers();
    expect(sent()).toEqual([
      ["/api/view", { path: "/en/odoo-ams", lang: "en", referrer: "www.google.com" }],
      ["/api/view", { path: "/leistungen", lang: "de" }],
    ]);
  });

  it("does not count a page left before the delay (a redirect to the saved language)", async () => {
    const { usePageViewBeacon, pageViewDelayMs } = await load();
    const { rerender } = renderHook(({ path }) => usePageViewBeacon(path), { initialProps: { path: "/" } });
    vi.advanceTimersByTime(pageViewDelayMs - 1);
    rerender({ path: "/en" });
    vi.runAllTimers();
    expect(sent()).toEqual([["/api/view", { path: "/en", lang: "en", referrer: "www.google.com" }]]);
  });

  it("leaves out our own host and addresses that are not http(s)", async () => {
    for (const referrer of [`${location.origin}/leistungen`, "android-app://com.google.android.gm/", ""]) {
      Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
      (await load()).sendPageView("/");
    }
    expect(sent().map(([, body]) => body)).toEqual([
      { path: "/", lang: "de" },
      { path: "/", lang: "de" },
      { path: "/", lang: "de" },
    ]);
  });

  it.each([
    ["Global Privacy Control", { globalPrivacyControl: true }],
    ["Do Not Track", { doNotTrack: "1" }],
  ])("sends nothing with %s", async (_, signal) => {
    setNavigator(signal);
    fetchSpy = vi.spyOn(globalThis, "fetch");
    (await load()).sendPageView("/");
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("falls back to a keepalive fetch without sendBeacon", async () => {
    setNavigator({ sendBeacon: undefined });
    fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    (await load()).sendPageView("/datenschutz");
    expect(fetchSpy).toHaveBeenCalledWith("/api/view", {
      method: "POST",
      body: JSON.stringify({ path: "/datenschutz", lang: "de", referrer: "www.google.com" }),
      keepalive: true,
    });
  });
});
