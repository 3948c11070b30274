import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AdminStats } from "#common/admin/stats-api";
import { fakeAdminApi, renderAdmin, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

const stats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  from: "2026-10-27",
  to: "2026-11-25",
  daily: [
    { day: "2026-11-24", de: 1200, en: 34 },
    { day: "2026-11-25", de: 800, en: 66 },
  ],
  pages: [
    { path: "/", language: "de", views: 1500 },
    { path: "/en", language: "en", views: 100 },
  ],
  referrers: [{ host: "www.google.com", views: 2345 }],
  leadsByForm: [{ kind: "sap-contact", leads: 12 }],
  conversion: [
    { path: "/sap-loesungen", leads: 3, views: 1234, rate: 3 / 1234 },
    { path: "/kontakt", leads: 1, views: 0, rate: null },
  ],
  consent: { acceptAll: 2, rejectAll: 1, customise: 0 },
  vitals: [],
  ...overrides,
});

/** Loading-speed figures: the start page on phones in all three ratings, one figure on desktop. */
const vitals: AdminStats["vitals"] = [
  { path: "/", language: "de", device: "phone", metric: "LCP", p75: 2_550, count: 1_234 },
  { path: "/", language: "de", device: "phone", metric: "INP", p75: 200, count: 310 },
  { path: "/", language: "de", device: "phone", metric: "CLS", p75: 0.3, count: 1_200 },
  { path: "/en", language: "en", device: "desktop", metric: "LCP", p75: 900, count: 1 },
];

describe("statistics", () => {
  it("formats the figures for German: thousands, percentages with one decimal", async () => {
    const { calls } = fakeAdminApi({ "GET /auth/session": { body: testSession }, "GET /stats": { body: stats() } });
    renderAdmin("/admin/statistics");
    const pages = await screen.findByRole("region", { name: "Meistbesuchte Seiten" });
    expect(within(pages).getByRole("row", { name: "/ DE 1.500" })).toBeInTheDocument();
    const conversion = screen.getByRole("region", { name: "Anfragen pro Seite" });
    expect(within(conversion).getByRole("row", { name: /^\/sap-loesungen 3 1\.234 0,2\s%$/ })).toBeInTheDocument();
    expect(within(conversion).getByRole("row", { name: "/kontakt 1 0 –" })).toBeInTheDocument();
    const referrers = screen.getByRole("region", { name: "Verweisende Websites" });
    expect(within(referrers).getByRole("row", { name: "www.google.com 2.345" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Anfragen pro Formular" })).toHaveTextContent("SAP-Anfrage");
    const consent = screen.getByRole("region", { name: "Antworten auf das Cookie-Banner" });
    expect(within(consent).getByRole("row", { name: /^Alle akzeptiert 2 66,7\s%$/ })).toBeInTheDocument();
    // The chart's numbers, as a table for screen readers.
    expect(screen.getByRole("img", { name: /Seitenaufrufe pro Tag vom 24\. Nov\.? bis 25\. Nov/ })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /24\. Nov\.? 1\.200 34 1\.234/ })).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/stats")!.query.get("days")).toBe("30");
  });

  it("shows each page's loading speed per device as the 75th percentile with its rating in words and its count, and exports the same figures", async () => {
    fakeAdminApi({ "GET /auth/session": { body: testSession }, "GET /stats": { body: stats({ vitals }) } });
    const saved: string[] = [];
    const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => "blob:export");
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    renderAdmin("/admin/statistics");
    const panel = await screen.findByRole("region", { name: "Ladezeit und Reaktion (Core Web Vitals)" });
    const phones = within(panel).getByRole("region", { name: "Smartphones" });
    expect(
      within(phones).getByRole("row", {
        name: "/ DE 2,55\u00a0s Optimierung nötig 1.234\u00a0Messungen 200\u00a0ms Gut 310\u00a0Messungen 0,3 Schlecht 1.200\u00a0Messungen",
      }),
    ).toBeInTheDocument();
    const desktop = within(panel).getByRole("region", { name: "Desktop und Tablet" });
    expect(within(desktop).getByRole("row", { name: "/en EN 0,9\u00a0s Gut 1\u00a0Messung – –" })).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole("button", { name: "CSV exportieren" }));
    await userEvent.click(within(panel).getByRole("button", { name: "JSON exportieren" }));
    await waitFor(() =>
      expect(saved).toEqual(["web-vitals-2026-10-27-2026-11-25.csv", "web-vitals-2026-10-27-2026-11-25.json"]),
    );
    clicked.mockRestore();
    Object.assign(URL, { createObjectURL: objectUrls.create, revokeObjectURL: objectUrls.revoke });
  });

  it("says so when the period has no loading-speed figures", async () => {
    fakeAdminApi({ "GET /auth/session": { body: testSession }, "GET /stats": { body: stats() } });
    renderAdmin("/en/admin/statistics");
    const panel = await screen.findByRole("region", { name: "Loading speed and responsiveness (Core Web Vitals)" });
    expect(within(panel).getByText("No measurements for this period.")).toBeInTheDocument();
    expect(within(panel).queryByRole("button")).toBeNull();
  });

  it("formats the figures for English and switches the period", async () => {
    const { calls } = fakeAdminApi({
      "GET /auth/session": { body: testSession },
      "GET /stats": { body: stats({ consent: null }) },
    });
    const { router } = renderAdmin("/en/admin/statistics");
    const conversion = await screen.findByRole("region", { name: "Enquiries per page" });
    expect(within(conversion).getByRole("row", { name: "/sap-loesungen 3 1,234 0.2%" })).toBeInTheDocument();
    expect(screen.getByText("Answers to the cookie banner aren’t logged (CONSENT_LOG is off).")).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "7\u00a0days" }));
    await waitFor(() => expect(calls.at(-1)!.query.get("days")).toBe("7"));
    expect(router.state.location.search).toBe("?days=7");
    expect(screen.getByRole("tab", { name: "7\u00a0days" })).toHaveAttribute("aria-selected", "true");
  });
});
