import { renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { usePageViewBeacon } from "./page-view-beacon";
import type * as PageView from "./page-view";

const beacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
const sent = () => beacon.mock.calls.map(([url, body]) => [url, JSON.parse(String(body)) as unknown]);

async function load(): Promise<typeof PageView> {
  return import("./page-view");
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
  it("the first-view script counts the entry page with its referring host; the app each later page, without it", async () => {
    history.replaceState(null, "", "/en/odoo-ams");
    (await load()).countEntryView();
    vi.runAllTimers();
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

  it("does not count a page left before the delay (a client-side navigation right after load)", async () => {
    const { countEntryView, pageViewDelayMs } = await load();
    history.replaceState(null, "", "/");
    countEntryView();
    const { rerender } = renderHook(({ path }) => usePageViewBeacon(path), { initialProps: { path: "/" } });
    vi.advanceTimersByTime(pageViewDelayMs - 1);
    history.replaceState(null, "", "/en");
    rerender({ path: "/en" });
    vi.runAllTimers();
    expect(sent()).toEqual([["/api/view", { path: "/en", lang: "en" }]]);
  });

  it("leaves out our own host and addresses that are not http(s)", async () => {
    for (const referrer of [`${location.origin}/leistungen`, "android-app://com.google.android.gm/", ""]) {
      Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
      const { sendPageView, referrerHost } = await load();
      sendPageView("/", referrerHost());
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
    const { sendPageView, referrerHost } = await load();
    sendPageView("/datenschutz", referrerHost());
    expect(fetchSpy).toHaveBeenCalledWith("/api/view", {
      method: "POST",
      body: JSON.stringify({ path: "/datenschutz", lang: "de", referrer: "www.google.com" }),
      keepalive: true,
    });
  });
});
