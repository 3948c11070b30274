import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { consentKey } from "../consent/consent-store";
import { startPageControls } from "./start";

/*
 * The page controls on markup as the components prerender it (the browser's own behaviour, a
 * modal dialog's top layer and focus, is covered end to end in tests/e2e/first-tap.spec.ts).
 */

const click = (selector: string) => document.querySelector<HTMLElement>(selector)!.click();
const attribute = (selector: string, name: string) => document.querySelector(selector)!.getAttribute(name);

beforeAll(() => startPageControls());
afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

describe("toggles", () => {
  it("show and hide their panel; in an accordion one item is open at a time, and it closes again", () => {
    document.body.innerHTML = `
      <div data-accordion="">
        <button id="a" data-toggle="" aria-expanded="false" aria-controls="pa">A</button><div id="pa" hidden>a</div>
        <button id="b" data-toggle="" aria-expanded="false" aria-controls="pb">B</button><div id="pb" hidden>b</div>
      </div>
      <button id="c" data-toggle="" aria-expanded="false" aria-controls="pc">C</button><div id="pc" hidden>c</div>`;
    click("#a");
    click("#c");
    expect([attribute("#a", "aria-expanded"), attribute("#c", "aria-expanded")]).toEqual(["true", "true"]);
    expect(document.getElementById("pa")!.hidden).toBe(false);
    click("#b");
    expect([attribute("#a", "aria-expanded"), attribute("#b", "aria-expanded")]).toEqual(["false", "true"]);
    expect([document.getElementById("pa")!.hidden, document.getElementById("pb")!.hidden]).toEqual([true, false]);
    // Outside the accordion, independent.
    expect(attribute("#c", "aria-expanded")).toBe("true");
    click("#b");
    expect(document.getElementById("pb")!.hidden).toBe(true);
  });
});

describe("the desktop menu", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a dropdown the mouse just opened open on the click that follows; a later click closes it", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <nav data-menu="" data-accordion=""><ul>
        <li><button id="erp" data-toggle="" aria-expanded="false" aria-controls="perp">ERP</button><div id="perp" hidden><a href="#e">e</a></div></li>
        <li><button id="ai" data-toggle="" aria-expanded="false" aria-controls="pai">KI</button><div id="pai" hidden><a href="#a">a</a></div></li>
      </ul></nav>`;
    click("#erp");
    expect(attribute("#erp", "aria-expanded")).toBe("true");
    // Over to the next trigger while one is open: it opens at once, before the click lands.
    const ai = document.getElementById("ai")!;
    ai.dispatchEvent(new PointerEvent("pointermove", { bubbles: true, pointerType: "mouse" }));
    vi.advanceTimersByTime(0);
    expect([attribute("#erp", "aria-expanded"), attribute("#ai", "aria-expanded")]).toEqual(["false", "true"]);
    click("#ai");
    expect(attribute("#ai", "aria-expanded")).toBe("true");
    vi.advanceTimersByTime(1000);
    click("#ai");
    expect(attribute("#ai", "aria-expanded")).toBe("false");
  });
});

describe("tabs", () => {
  it("select on a click: the panel shows, the others hide, only the selected tab is in the tab order", () => {
    document.body.innerHTML = `
      <div role="tablist">
        <button role="tab" id="t1" aria-selected="true" aria-controls="p1" tabindex="0">1</button>
        <button role="tab" id="t2" aria-selected="false" aria-controls="p2" tabindex="-1">2</button>
      </div>
      <div role="tabpanel" id="p1">one</div><div role="tabpanel" id="p2" hidden>two</div>`;
    click("#t2");
    expect([attribute("#t1", "aria-selected"), attribute("#t2", "aria-selected")]).toEqual(["false", "true"]);
    expect([attribute("#t1", "tabindex"), attribute("#t2", "tabindex")]).toEqual(["-1", "0"]);
    expect([document.getElementById("p1")!.hidden, document.getElementById("p2")!.hidden]).toEqual([true, false]);
  });
});

describe("consent buttons", () => {
  it("record the choice as the app's store does, send its proof and hide the banner", () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    document.documentElement.setAttribute("data-consent-needed", "");
    document.body.innerHTML = `<section data-consent-banner=""><button data-consent-choice="reject-all">No</button></section>`;
    click("[data-consent-choice]");
    const stored = JSON.parse(localStorage.getItem(consentKey)!) as Record<string, unknown>;
    expect(stored).toMatchObject({ essential: true, functional: false, analytics: false, marketing: false });
    expect(Object.keys(stored).sort()).toEqual([
      "analytics",
      "essential",
      "functional",
      "id",
      "marketing",
      "revision",
      "timestamp",
    ]);
    expect(document.documentElement.hasAttribute("data-consent-needed")).toBe(false);
    expect(fetch).toHaveBeenCalledOnce();
    expect(JSON.parse(fetch.mock.calls[0]![1]!.body as string)).toMatchObject({ id: stored.id, action: "reject_all" });
    fetch.mockRestore();
  });

  it("a switch turns on a click, unless locked; Save stores what the switches say", () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 204 }));
    document.body.innerHTML = `
      <button role="switch" id="essential" aria-checked="true" disabled></button>
      <button role="switch" id="analytics" aria-checked="false" data-consent-category="analytics"></button>
      <button role="switch" id="marketing" aria-checked="false" data-consent-category="marketing"></button>
      <button data-consent-choice="save">Save</button>`;
    click("#analytics");
    click("#essential");
    expect([attribute("#analytics", "aria-checked"), attribute("#essential", "aria-checked")]).toEqual([
      "true",
      "true",
    ]);
    // Save reads the switches of the dialog it is in.
    document.body.innerHTML = `<dialog open>${document.body.innerHTML}</dialog>`;
    click("[data-consent-choice]");
    expect(JSON.parse(localStorage.getItem(consentKey)!)).toMatchObject({
      functional: false,
      analytics: true,
      marketing: false,
    });
    fetch.mockRestore();
  });
});
