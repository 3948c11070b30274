import { afterEach, describe, expect, it, vi } from "vitest";
import { isModifiedClick, scrollToSection } from "~/lib/scroll-to-section";
import { stripParenthetical } from "./strip-parenthetical";
import { wrapLabel } from "./wrap-label";
import servicesDe from "#common/locales/de/services";
import servicesEn from "#common/locales/en/services";

describe("stripParenthetical", () => {
  it("removes parenthetical asides and the space before them, keeping the punctuation", () => {
    expect(stripParenthetical("Wie sieht Ihr Liefermodell aus (Onshore und Nearshore)?")).toBe(
      "Wie sieht Ihr Liefermodell aus?",
    );
    expect(stripParenthetical("Beratung vor Ort in Deutschland (Onshore)")).toBe("Beratung vor Ort in Deutschland");
    expect(stripParenthetical("A (x) and (y) b")).toBe("A and b");
    expect(stripParenthetical("Ohne Klammern.")).toBe("Ohne Klammern.");
  });

  it("leaves no parenthesis in any displayed FAQ question or point, in either language", () => {
    for (const copy of [servicesDe, servicesEn]) {
      expect(copy.faq.items).toHaveLength(5);
      for (const item of copy.faq.items) {
        expect(stripParenthetical(item.question)).not.toMatch(/[()]/);
        expect(stripParenthetical(item.point)).not.toMatch(/[()]/);
      }
      // The source copy carries asides on the delivery-model question and its first point.
      expect(copy.faq.items[0]!.question).toMatch(/\(/);
      expect(copy.faq.items[0]!.point).toMatch(/\(/);
    }
  });
});

describe("scrollToSection", () => {
  let matchMedia: { mockRestore: () => void } | undefined;
  afterEach(() => {
    document.body.innerHTML = "";
    matchMedia?.mockRestore();
  });

  function setup(reduce: boolean) {
    matchMedia = vi
      .spyOn(window, "matchMedia")
      .mockImplementation((query: string) => ({ matches: reduce && query.includes("reduce") }) as MediaQueryList);
    document.body.innerHTML = `<section id="target" tabindex="-1"></section>`;
    const target = document.getElementById("target")!;
    const scroll = vi.fn();
    target.scrollIntoView = scroll;
    return { target, scroll };
  }

  it("scrolls smoothly to the section and focuses it", () => {
    const { target, scroll } = setup(false);
    expect(scrollToSection("target")).toBe(true);
    expect(scroll).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(document.activeElement).toBe(target);
  });

  it("jumps without animation under prefers-reduced-motion", () => {
    const { scroll } = setup(true);
    scrollToSection("target");
    expect(scroll).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("reports a missing target so the link keeps its default behaviour", () => {
    setup(false);
    expect(scrollToSection("nowhere")).toBe(false);
  });

  it("lets modified clicks through to the browser", () => {
    const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
    expect(isModifiedClick(click)).toBe(false);
    expect(isModifiedClick({ ...click, ctrlKey: true })).toBe(true);
    expect(isModifiedClick({ ...click, button: 1 })).toBe(true);
  });
});

describe("wrapLabel", () => {
  it("breaks at spaces and after hyphens of long compounds", () => {
    expect(wrapLabel("Strategische Steuerung", 13)).toEqual(["Strategische", "Steuerung"]);
    expect(wrapLabel("SAP-Partner-Umsetzung", 13)).toEqual(["SAP-Partner-", "Umsetzung"]);
    expect(wrapLabel("SAP partner delivery", 13)).toEqual(["SAP partner", "delivery"]);
    expect(wrapLabel("ROI", 13)).toEqual(["ROI"]);
  });
});
