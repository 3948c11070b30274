// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("#common/config/site", () => ({ site: { gaMeasurementId: "G-TEST1", metaPixelId: "42", consentRevision: 1 } }));

const record = (analytics: boolean, marketing: boolean) => ({
  essential: true as const,
  functional: false,
  analytics,
  marketing,
  timestamp: Date.now(),
  revision: 1,
});
const scripts = () => [...document.head.querySelectorAll("script")].map((s) => s.getAttribute("src"));

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = "";
  delete window.dataLayer;
  delete window.gtag;
  delete window.fbq;
  reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, reload });
});
afterEach(() => vi.unstubAllGlobals());

describe("trackers", () => {
  it("load nothing without a record or with everything declined", async () => {
    const { syncTrackers } = await import("./trackers");
    syncTrackers(null);
    syncTrackers(record(false, false));
    expect(scripts()).toEqual([]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.fbq).toBeUndefined();
  });

  it("start GA4 only with analytics consent, with Consent Mode defaults denied before the update", async () => {
    const { syncTrackers } = await import("./trackers");
    syncTrackers(record(true, false));
    expect(scripts()).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-TEST1"]);
    const calls = window.dataLayer!.map((args) => [...(args as IArguments)]);
    expect(calls[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(calls[1]).toEqual([
      "consent",
      "update",
      { analytics_storage: "granted", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" },
    ]);
    expect(calls).toContainEqual(["config", "G-TEST1"]);
    expect(window.fbq).toBeUndefined();
  });

  it("start the pixel only with marketing consent, once", async () => {
    const { syncTrackers } = await import("./trackers");
    syncTrackers(record(false, true));
    syncTrackers(record(false, true));
    expect(scripts()).toEqual(["https://connect.facebook.net/en_US/fbevents.js"]);
    expect(window.fbq!.queue).toEqual([
      ["consent", "grant"],
      ["init", "42"],
      ["track", "PageView"],
    ]);
  });

  it("on withdrawal send a denied update, revoke the pixel and reload", async () => {
    const { syncTrackers } = await import("./trackers");
    syncTrackers(record(true, true));
    syncTrackers(record(false, true));
    const last = [...(window.dataLayer!.at(-1) as IArguments)];
    expect(last).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(window.fbq!.queue).toContainEqual(["consent", "revoke"]);
    expect(reload).toHaveBeenCalledOnce();
  });
});
