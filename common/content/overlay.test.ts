import { afterEach, describe, expect, it } from "vitest";
import { contentElementId, loadsAsDocument, overlay } from "./overlay";

const published = { texts: { de: { common: { "nav.label": "Hauptmenü (neu)" } } } };

afterEach(() => {
  globalThis.__SITE_CONTENT__ = undefined;
  document.getElementById(contentElementId)?.remove();
  delete (document as { readyState?: string }).readyState;
});

/** The document's parsing state as a script sees it (the prototype's getter stays untouched). */
const parsing = (state: DocumentReadyState) =>
  Object.defineProperty(document, "readyState", { value: state, configurable: true });

describe("the published content in the browser", () => {
  it("is read from the page's element, also by modules that load after a script ran while the page was parsed", () => {
    // The first-view script runs before the element at the page's end is parsed (ADR 0046, 0047).
    parsing("loading");
    expect(overlay("de", "common", { nav: { label: "Hauptmenü" } }).nav.label).toBe("Hauptmenü");
    const element = Object.assign(document.createElement("script"), {
      type: "application/json",
      id: contentElementId,
      textContent: JSON.stringify(published),
    });
    document.body.append(element);
    parsing("complete");
    expect(overlay("de", "common", { nav: { label: "Hauptmenü" } }).nav.label).toBe("Hauptmenü (neu)");
  });
});

describe("the pages a page leaves to the browser", () => {
  it("are those its element names, with or without a trailing slash; none without content", () => {
    expect(loadsAsDocument("/sap-services")).toBe(false);
    globalThis.__SITE_CONTENT__ = undefined;
    document.body.append(
      Object.assign(document.createElement("script"), {
        type: "application/json",
        id: contentElementId,
        textContent: JSON.stringify({ ...published, elsewhere: ["/", "/sap-services"] }),
      }),
    );
    expect(loadsAsDocument("/sap-services/")).toBe(true);
    expect(loadsAsDocument("/")).toBe(true);
    expect(loadsAsDocument("/impressum")).toBe(false);
  });
});
