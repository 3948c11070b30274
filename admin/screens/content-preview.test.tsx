import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContentEntry } from "#common/content/api";
import { fakeAdminApi, renderAdmin, sapServicesArea, testSession } from "../../tests/support/admin-app";

afterEach(() => vi.unstubAllGlobals());

const text = (key: string, value: string): ContentEntry => ({
  key,
  place: "sap-solutions › hero.title",
  live: value,
  shipped: value,
  needsReview: false,
});
const pair = {
  de: text("text:de:sap-solutions:hero.title", "SAP-Services"),
  en: text("text:en:sap-solutions:hero.title", "SAP services"),
  label: { section: { de: "SAP-Services", en: "SAP services" }, field: "heading" },
};

/** The content API with one page; the preview refuses as busy as often as asked, then renders. */
function previewApi({ busy = 0 } = {}) {
  let refusals = busy;
  return fakeAdminApi({
    "GET /auth/session": { body: testSession },
    "GET /content/areas": {
      body: {
        areas: [
          { ...sapServicesArea, namespaces: ["sap-solutions"] },
          { id: "shell", kind: "shell", namespaces: ["common"] },
        ],
      },
    },
    "GET /content/texts": { body: { texts: [pair], facts: [] } },
    "GET /content/preview": () =>
      refusals-- > 0
        ? { status: 429, body: { error: "preview_busy" }, headers: { "Retry-After": "5" } }
        : new Response("<!DOCTYPE html><h1>Entwurf</h1>", { headers: { "Content-Type": "text/html" } }),
  });
}

const previewCalls = (calls: { path: string; query: URLSearchParams }[]) =>
  calls.filter((c) => c.path === "/content/preview").map((c) => c.query.get("path"));

describe("the content editor's preview", () => {
  it("shows the area's page with the drafts in script-less frames at phone and desktop width, in either language", async () => {
    const { calls } = previewApi();
    renderAdmin("/en/admin/content?area=sapSolutions");
    const open = await screen.findByRole("button", { name: "Preview" });
    await userEvent.click(open);

    const dialog = await screen.findByRole("dialog", { name: "Preview: SAP services" });
    expect(dialog).toHaveAccessibleDescription(
      "This is the page with every saved draft. Visitors still see the published version.",
    );
    const phone = await within(dialog).findByTitle("Phone (375 px): preview of /en/sap-services");
    const desktop = within(dialog).getByTitle("Desktop (1280 px, scaled down): preview of /en/sap-services");
    for (const frame of [phone, desktop]) {
      expect(frame.tagName).toBe("IFRAME");
      expect(frame.getAttribute("sandbox")).toBe("allow-same-origin");
      expect(frame.getAttribute("src")).toBe("/api/admin/content/preview?path=%2Fen%2Fsap-services");
    }
    expect(phone.style.width).toBe("375px");
    expect(desktop.style.width).toBe("1280px");
    expect(previewCalls(calls)).toEqual(["/en/sap-services"]);

    const languages = within(dialog).getByRole("group", { name: "Preview language" });
    expect(within(languages).getByRole("button", { name: "English" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(languages).getByRole("button", { name: "German" }));
    expect(await within(dialog).findByTitle("Phone (375 px): preview of /sap-services")).toHaveAttribute(
      "src",
      "/api/admin/content/preview?path=%2Fsap-services",
    );
    expect(previewCalls(calls)).toEqual(["/en/sap-services", "/sap-services"]);

    // The keyboard closes it and returns to the button.
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });

  it("says in German when another preview is being prepared, and tries again on request", async () => {
    previewApi({ busy: 1 });
    renderAdmin("/admin/content?area=sapSolutions");
    await userEvent.click(await screen.findByRole("button", { name: "Vorschau" }));
    const dialog = await screen.findByRole("dialog", { name: "Vorschau: SAP-Services" });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Gerade wird eine andere Vorschau erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.",
    );
    expect(within(dialog).queryByTitle(/Vorschau von/)).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Erneut versuchen" }));
    expect(await within(dialog).findByTitle("Smartphone (375 px): Vorschau von /sap-services")).toBeVisible();
  });

  it("offers a searched text's page", async () => {
    const { calls } = previewApi();
    renderAdmin("/en/admin/content?q=SAP");
    const found = await screen.findByRole("region", { name: "SAP services › Heading" });
    await userEvent.click(within(found).getByRole("button", { name: "Preview" }));
    expect(await screen.findByRole("dialog", { name: "Preview: SAP services" })).toBeVisible();
    await waitFor(() => expect(previewCalls(calls)).toEqual(["/en/sap-services"]));
  });
});
