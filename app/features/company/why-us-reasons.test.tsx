import { act, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18nByLang, registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/why-us";
import en from "#common/locales/en/why-us";
import { scrollToSection } from "~/lib/scroll-to-section";
import { hashScrollDelayMs } from "./section-scroll";
import { ReasonPills, ReasonSections, reasonIds } from "./why-us-reasons";

registerMessages("whyUs", { de, en });

const scrollIntoView = vi.fn();
const originalScrollIntoView = Element.prototype.scrollIntoView;
const originalMatchMedia = window.matchMedia;

function renderPage(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18nByLang.de}>
        <ReasonPills />
        <ReasonSections />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

function reduceMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({ matches: reduce && query.includes("reduce"), media: query }) as MediaQueryList;
}

beforeEach(() => {
  scrollIntoView.mockReset();
  Element.prototype.scrollIntoView = scrollIntoView;
  reduceMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  Element.prototype.scrollIntoView = originalScrollIntoView;
  window.matchMedia = originalMatchMedia;
  window.history.replaceState(null, "", "/");
});

describe("why-us reasons", () => {
  it("renders six sections with German ids, pills pointing at them and alternating image sides", () => {
    renderPage("/warum-neutra-tech");
    expect(reasonIds).toEqual(["strategie", "senioritaet", "vision", "technologie", "international", "integritaet"]);
    const pills = screen.getByRole("navigation", { name: de.pillsLabel }).querySelectorAll("a");
    expect([...pills].map((a) => a.getAttribute("href"))).toEqual(reasonIds.map((id) => `#${id}`));
    const sides = reasonIds.map((id) => document.getElementById(id)?.getAttribute("data-image-side"));
    expect(sides).toEqual(["left", "right", "left", "right", "left", "right"]);
  });

  it("a pill scrolls smoothly to its section, writes the hash and moves focus there", () => {
    renderPage("/warum-neutra-tech");
    const pill = screen.getByRole("link", { name: /Technologie/ });
    const notPrevented = fireEvent.click(pill);
    expect(notPrevented).toBe(false);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("technologie"));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
    expect(window.location.hash).toBe("#technologie");
    expect(document.activeElement).toBe(document.getElementById("technologie"));
  });

  it("under prefers-reduced-motion a pill jumps without animation", () => {
    reduceMotion(true);
    renderPage("/warum-neutra-tech");
    fireEvent.click(screen.getByRole("link", { name: /Integrität/ }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("leaves modified clicks (new tab) to the browser", () => {
    renderPage("/warum-neutra-tech");
    const notPrevented = fireEvent.click(screen.getByRole("link", { name: /Vision/ }), { ctrlKey: true });
    expect(notPrevented).toBe(true);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("scrolls to the section a URL hash names after 100 ms", () => {
    vi.useFakeTimers();
    renderPage("/warum-neutra-tech#technologie");
    act(() => vi.advanceTimersByTime(hashScrollDelayMs - 1));
    expect(scrollIntoView).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById("technologie"));
  });

  it("ignores a hash that names no section", () => {
    vi.useFakeTimers();
    renderPage("/warum-neutra-tech#kontakt");
    act(() => vi.advanceTimersByTime(1000));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it("scrollToSection reports a missing section and does nothing", () => {
    expect(scrollToSection("gibt-es-nicht")).toBe(false);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
