import type { Page, Request } from "@playwright/test";
import common from "../../common/locales/de/common";
import consentDe from "../../common/locales/de/consent";
import forms from "../../common/locales/de/forms";
import { pagePaths } from "../../common/config/route-table";
import { coreCharacters } from "../../scripts/lib/font-subsets";
import { earlyContact } from "../support/payloads";
import { expect, startApp, test } from "./fixtures";

/*
 * The first view needs no framework (docs/decisions/0047): the inline first-view script applies
 * the consent choice, the saved language and the page-view count; React and the router load on
 * the visitor's first move, and what the visitor did before they were there is not lost.
 */

/**
 * The build's scripts the page requested (the first view inlines its own and fetches none). The
 * loading-speed chunk, which the statistics load after the largest paint, is no framework
 * (tests/e2e/web-vitals.spec.ts).
 */
function scriptsFetched(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (
      request.resourceType() === "script" &&
      /^\/(assets|router-context)\//.test(path) &&
      !/^\/assets\/web-vitals-/.test(path)
    ) {
      scripts.push(new URL(request.url()).pathname);
    }
  });
  return scripts;
}

function pageViews(page: Page): Request[] {
  const sent: Request[] = [];
  page.on("request", (request) => new URL(request.url()).pathname === "/api/view" && sent.push(request));
  return sent;
}

/**
 * Waits until the first view has started all it starts by itself: the loading-speed chunk, the
 * last of it (after load and the largest paint). Not "networkidle" after leaving a page: the
 * beacon the left page sends on its way out can be counted to the new one and never end there.
 */
async function firstViewStarted(page: Page) {
  await page.waitForFunction(() =>
    performance.getEntriesByType("resource").some((entry) => /\/assets\/web-vitals-/.test(entry.name)),
  );
}

/** Holds every script of the build until `release()`: whatever the visitor does meanwhile happens before React. */
async function holdFramework(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("first view without a framework", () => {
  test.use({ consent: "none" });

  test("a visitor who does nothing gets the banner and a counted view, and no React or router chunk; the first move loads them", async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    const views = pageViews(page);
    await page.goto("/sap-services", { waitUntil: "networkidle" });
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]!.postDataJSON()).toEqual({ path: "/sap-services", lang: "de" });
    await expect(page.locator("html")).toHaveAttribute("data-consent-needed", "");
    await expect(page.getByRole("button", { name: consentDe.banner.rejectAll })).toBeVisible();
    expect(scripts).toEqual([]);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

    await startApp(page);
    expect(scripts.some((path) => /\/(manifest|root|entry\.client)-/.test(path))).toBe(true);
    // The router's context, out of the HTML, comes first, before any of the router's modules.
    expect(scripts[0]).toMatch(/^\/router-context\/[\w-]+\.js$/);
    expect(scripts.filter((path) => path.startsWith("/router-context/"))).toHaveLength(1);
    expect(views).toHaveLength(1);
  });

  test("the switcher stores the language before React, and the next page load goes to the saved language without it", async ({
    page,
  }) => {
    const scripts = scriptsFetched(page);
    await page.goto("/leistungen", { waitUntil: "networkidle" });
    // A keyboard visitor: Enter on the focused link navigates natively, whether React came or not.
    await page.locator("a[data-language-switch]").first().focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/en\/leistungen$/);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("language") ?? "null")?.lang)).toBe("en");

    await firstViewStarted(page);
    scripts.length = 0;
    await page.goto("/private-equity", { waitUntil: "load" });
    await expect(page).toHaveURL(/\/en\/private-equity$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await firstViewStarted(page);
    expect(scripts).toEqual([]);
  });

  test("a click on a consent button and on the menu button made before React arrived is answered at once, and not again once it is there", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/", { waitUntil: "networkidle" });
    const release = await holdFramework(page);
    await page.getByRole("button", { name: consentDe.banner.rejectAll }).click();
    await page.getByRole("button", { name: common.nav.openMenu }).click();
    // Answered by the page controls (docs/decisions/0060): nothing was held for React to replay.
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-needed");
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("neutra-cookie-consent")!))).toMatchObject({
      analytics: false,
      marketing: false,
    });
    const menu = page.getByRole("dialog", { name: common.nav.mobileMenuTitle });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => window.__firstView?.held.length)).toBe(0);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(menu).toBeVisible();
    await expect(page.locator("html")).not.toHaveAttribute("data-consent-needed");
  });

  test("a click on a button the app answers, made before React arrived, is replayed once it is there", async ({
    page,
    thirdParty,
  }) => {
    await page.goto("/ai-use-cases/logistik", { waitUntil: "networkidle" });
    const release = await holdFramework(page);
    await page.getByRole("button", { name: "Demo buchen" }).first().click();
    const demo = page.locator("dialog[open][data-testid=demo-dialog]");
    await demo.getByRole("button", { name: consentDe.gate.calendar.load }).click();
    expect(await page.evaluate(() => window.__firstView?.held.length)).toBe(1);
    await expect(demo.locator("iframe")).toHaveCount(0);

    release();
    await expect(demo.locator("iframe")).toHaveCount(1);
    await expect.poll(() => thirdParty.take(/calendly/).length).toBe(1);
  });

  test("a scroll before React starts it; the page stays where the visitor scrolled and the header shrinks", async ({
    page,
  }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const release = await holdFramework(page);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);

    release();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.locator("header").first()).toHaveAttribute("data-shrunk", "true");
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("the router, its context loaded from a file, restores the scroll position on back and after a reload", async ({
    page,
  }) => {
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.goto("/");
    await startApp(page);
    await page.mouse.wheel(0, 900);
    await expect.poll(scrollY).toBeGreaterThan(500);
    const left = await scrollY();

    // A script's click: a click through the pointer would scroll the link into view first.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/impressum"]')!.click());
    await expect(page).toHaveURL(/\/impressum$/);
    await expect.poll(scrollY).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(scrollY).toBe(left);

    await page.reload();
    await startApp(page);
    await expect.poll(scrollY).toBe(left);
  });

  test("text typed and a form submitted before React arrived are sent once it is there", async ({ page }) => {
    const leads: Record<string, unknown>[] = [];
    await page.route("**/api/leads", async (route) => {
      leads.push(route.request().postDataJSON() as Record<string, unknown>);
      await route.continue();
    });
    await page.goto("/neutra-kontakt", { waitUntil: "networkidle" });
    const release = await holdFramework(page);
    const form = page.getByRole("form", { name: forms.general.title });
    await form.locator("#contact-name").fill(earlyContact.name);
    await form.locator("#contact-company").fill(earlyContact.company);
    await form.locator("#contact-email").fill(earlyContact.email);
    await form.locator("#contact-serviceInterest").selectOption(earlyContact.serviceInterest);
    await form.locator("#contact-message").fill("Vor React getippt.");
    await form.getByRole("button", { name: forms.general.submit }).click();
    // Not sent natively: the page stays, nothing was posted.
    await expect(page).toHaveURL(/\/neutra-kontakt$/);
    expect(leads).toEqual([]);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();

    release();
    await expect.poll(() => leads.length).toBe(1);
    expect(leads[0]).toMatchObject({
      ...earlyContact,
      message: "Vor React getippt.",
    });
    await expect(page.getByText(forms.contact.success.title)).toBeVisible();
  });
});

test.describe("first view with a tracking category granted", () => {
  test.use({ consent: { functional: false, analytics: true, marketing: false } });

  test("the stored choice is applied at load, without a move: React starts and the tracker loads", async ({
    page,
    thirdParty,
  }) => {
    await page.goto("/");
    await expect.poll(() => thirdParty.take(/googletagmanager/).length).toBe(1);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  });
});

test.describe("the site's font in two files (docs/decisions/0048, 0052)", () => {
  test.use({ consent: "none" });

  /** The Inter files the page fetched. */
  function fontsFetched(page: Page): string[] {
    const fonts: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith(".woff2")) fonts.push(path.replace(/-[\w-]{8}\.woff2$/, ""));
    });
    return fonts;
  }

  test("a page fetches only the preloaded core file and paints its text in Inter; a character beyond it fetches the second file", async ({
    page,
  }) => {
    const fonts = fontsFetched(page);
    await page.goto("/datenschutz", { waitUntil: "networkidle" });
    expect(fonts).toEqual(["/assets/inter-core"]);
    const faces = () =>
      page.evaluate(() =>
        [...document.fonts]
          .map((face) => `${face.family.replaceAll('"', "")} ${face.status}`)
          .filter((face) => /^Inter (Variable|Rest) /.test(face)),
      );
    // Each file is a family of its own (ADR 0052).
    expect(await faces()).toEqual(["Inter Variable loaded", "Inter Rest unloaded"]);
    expect(
      await page.evaluate(() => document.fonts.check('16px "Inter Variable"', "Datenschutzerklärung „Ä“ – …")),
    ).toBe(true);

    // An owner's edit may bring a character the core file lacks.
    await page.evaluate(() => document.querySelector("main p")!.append(" Café"));
    await expect.poll(() => fonts).toEqual(["/assets/inter-core", "/assets/inter-rest"]);
  });

  test("a title broken at its soft hyphen on a phone sets the hyphen from the core file, fetching nothing more", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const fonts = fontsFetched(page);
    await page.goto("/datenschutz", { waitUntil: "networkidle" });
    // "Datenschutz-/erklärung": the one word on two lines. Chromium sets U+2010 there when a
    // font of the stack has it; without it in the core file, this fetched the rest file.
    const linesOfTitle = await page.locator("h1").evaluate((h1) => {
      const range = document.createRange();
      range.selectNodeContents(h1);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(linesOfTitle).toBe(2);
    expect(fonts).toEqual(["/assets/inter-core"]);
  });

  /** The fonts Chromium drew an element's text in, by their own family names. */
  async function platformFonts(page: Page, selector: string): Promise<string[]> {
    const cdp = await page.context().newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    await cdp.send("CSS.enable");
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  }

  /**
   * Opens the page with its fonts allowed to hold the paint. A font that misses Chromium's 50 ms
   * hold stays out of the page for good (`optional`), which a loaded machine can cause; what the
   * tests below look at is what the page asks of the font once it is there.
   */
  async function gotoWithFontInTime(page: Page, path: string) {
    await page.route(path, async (route) => {
      const response = await route.fetch();
      await route.fulfill({
        response,
        body: (await response.text()).replaceAll("font-display:optional", "font-display:block"),
      });
    });
    await page.goto(path, { waitUntil: "networkidle" });
  }

  test("the core file draws every character it claims, the non-breaking hyphen and the arrow included (ADR 0052)", async ({
    page,
  }) => {
    await gotoWithFontInTime(page, "/datenschutz");
    await page.evaluate((text) => {
      const p = document.createElement("p");
      p.id = "core-characters";
      p.textContent = text;
      document.querySelector("main")!.prepend(p);
    }, coreCharacters);
    expect(await platformFonts(page, "#core-characters")).toEqual(["Inter Variable"]);
  });

  /** How often the page's renderer set up a system font while `action` ran (Chromium's "fonts" trace). */
  async function systemFontsSetUp(page: Page, action: () => Promise<unknown>): Promise<number> {
    const browser = page.context().browser()!;
    await browser.startTracing(page, { categories: ["fonts", "devtools.timeline"] });
    await action();
    await page.evaluate(() => console.timeStamp("system-fonts-probe"));
    type TraceEvent = { name: string; pid: number; args?: { data?: { message?: string } } };
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    // Only the page's own renderer: the browser's own UI sets up system fonts at any time.
    const renderer = traceEvents.find(
      (event) => event.name === "TimeStamp" && event.args?.data?.message === "system-fonts-probe",
    )!.pid;
    return traceEvents.filter((event) => event.pid === renderer && event.name === "FontCache::GetFontPlatformData")
      .length;
  }

  test("text in a new size and weight sets up no system font: each file is its own family (ADR 0052)", async ({
    page,
  }) => {
    await gotoWithFontInTime(page, "/datenschutz");
    // With both files in one family, each new size and weight set up a stand-in system font for
    // the file not fetched, in a synchronous call to the browser process during layout.
    const inNewSizes = (text: string) => () =>
      page.evaluate((text) => {
        for (const [size, weight] of [
          ["13.5px", 400],
          ["13.5px", 600],
          ["27px", 400],
          ["27px", 600],
        ] as const) {
          const p = document.createElement("p");
          p.style.font = `${weight} ${size} var(--font-sans)`;
          p.textContent = text;
          document.querySelector("main")!.prepend(p);
        }
        return document.body.offsetHeight;
      }, text);
    expect(await systemFontsSetUp(page, inNewSizes("Datenschutzerklärung, day\u2011to\u2011day, 7.0 → 17"))).toBe(0);
    // The count sees a system font when one is needed: a character none of the files has.
    expect(await systemFontsSetUp(page, inNewSizes("\u2713"))).toBeGreaterThan(0);
  });
});

test.describe("late images (docs/decisions/0049)", () => {
  const cardImages = "[data-testid=use-case-card] img";

  /** The SVG requests' and the largest paint's start times, from the page's own timeline. */
  const timeline = (page: Page) =>
    page.evaluate(async () => ({
      images: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".svg"))
        .map((entry) => entry.startTime),
      largestPaint: await new Promise<number>((resolve) =>
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({
          type: "largest-contentful-paint",
          buffered: true,
        }),
      ),
    }));

  test("the card row's illustrations start after the largest paint and load without a move", async ({ page }) => {
    await page.goto("/ai-use-cases/logistik", { waitUntil: "networkidle" });
    // The prerendered images wait with their address aside.
    const html = await (await page.request.get("/ai-use-cases/logistik")).text();
    const lateImages = html.match(/<img[^>]* data-late-src="\/assets\/[\w-]+\.svg"[^>]*>/g) ?? [];
    expect(lateImages).toHaveLength(5);
    // Until then a transparent GIF inside the page: valid HTML, no request.
    for (const image of lateImages) expect(image).toMatch(/ src="data:image\/gif;base64,[\w+/=]+"/);
    // The only images with an address are the twins for a browser without JavaScript.
    expect(html.match(/<img[^>]* src="\/assets\/[\w-]+\.svg"/g)).toHaveLength(5);
    expect(html.match(/<noscript><img[^>]* src="\/assets\/[\w-]+\.svg"/g)).toHaveLength(5);

    const visible = page.locator(cardImages).first();
    await expect
      .poll(() => visible.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(640);
    const { images, largestPaint } = await timeline(page);
    expect(images.length).toBeGreaterThan(0);
    for (const start of images) expect(start).toBeGreaterThan(largestPaint);
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
  });

  test("a page reached inside the app shows them at once", async ({ page }) => {
    await page.goto("/ai-use-cases/logistik");
    await startApp(page);
    await page.locator('footer a[href="/ai-use-cases/retail"]').click();
    await expect(page).toHaveURL(/\/ai-use-cases\/retail$/);
    const first = page.locator(cardImages).first();
    await expect(first).toHaveAttribute("src", /^\/assets\/[\w-]+\.svg$/);
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(640);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the noscript twin shows each image in its box", async ({ page }) => {
      await page.goto("/ai-use-cases/logistik", { waitUntil: "networkidle" });
      const boxes = page.locator("[data-testid=use-case-card] img[data-late-src]");
      await expect(boxes).toHaveCount(5);
      const first = page.locator("[data-testid=use-case-card]").first().locator("img:not([data-late-src])");
      await expect(first).toHaveAttribute("src", /\.svg$/);
      expect(await first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(640);
      expect(await first.boundingBox()).toEqual(await boxes.first().boundingBox());
    });
  });
});

test.describe("the first paint lays out the first screen only (docs/decisions/0050)", () => {
  /** The document's mark and the footer's `content-visibility` as the first paint saw them, and after a first intent. */
  async function recordFirstPaint(page: Page, { intent = false } = {}) {
    await page.addInitScript((dispatchIntent) => {
      document.addEventListener("DOMContentLoaded", () => {
        const seen = () => ({
          marked: document.documentElement.hasAttribute("data-lazy-layout"),
          footer: getComputedStyle(document.querySelector("footer")!).contentVisibility,
        });
        const atParse = seen();
        if (dispatchIntent) window.dispatchEvent(new PointerEvent("pointerdown"));
        Object.assign(window, { lazyLayout: { atParse, afterIntent: seen() } });
      });
    }, intent);
  }
  type Seen = { marked: boolean; footer: string };
  const recorded = (page: Page) =>
    page.evaluate(() => (window as unknown as { lazyLayout: { atParse: Seen; afterIntent: Seen } }).lazyLayout);
  /** The page's layout shifts so far: buffered entries arrive in a task of their own, and none when nothing moved. */
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let sum = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) sum += (entry as unknown as { value: number }).value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(sum), 200);
        }),
    );

  test("a fresh load skips the later sections, lays them out after the largest paint without a move, and leaves no trace", async ({
    page,
  }) => {
    await recordFirstPaint(page);
    await page.goto("/datenschutz");
    expect((await recorded(page)).atParse).toEqual({ marked: true, footer: "auto" });
    await expect(page.locator("html")).not.toHaveAttribute("data-lazy-layout");
    // Every section and the footer were laid out, with nothing left on them.
    expect(await page.locator("main section[style], footer[style]").count()).toBe(0);
    expect(await page.locator("footer").evaluate((footer) => getComputedStyle(footer).contentVisibility)).toBe(
      "visible",
    );
    expect(await page.locator("html").getAttribute("data-hydrated")).toBeNull();
    // The legal sections laid out one by one below the first screen: nothing on screen moved.
    expect(await layoutShift(page)).toBe(0);
  });

  test.describe("on a phone", () => {
    // Lighthouse's phone: a part wider than the screen while it waits would widen the layout viewport and move the banner.
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true });

    test("no page moves while its later parts wait and when they are laid out", async ({ page }) => {
      test.setTimeout(90_000);
      for (const path of pagePaths().filter((p) => !p.endsWith("/cookie-policy"))) {
        await page.goto(path);
        await expect(page.locator("html")).not.toHaveAttribute("data-lazy-layout");
        expect(await layoutShift(page), path).toBe(0);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(412);
      }
    });
  });

  test("a reload and an address with a fragment are never marked: their position needs true heights", async ({
    page,
  }) => {
    await recordFirstPaint(page);
    await page.goto("/datenschutz#rechte");
    expect((await recorded(page)).atParse).toEqual({ marked: false, footer: "visible" });
    expect(
      await page.locator("#rechte").evaluate((section) => Math.round(section.getBoundingClientRect().top)),
    ).toBeLessThan(120);
    await page.goto("/datenschutz");
    await expect(page.locator("html")).not.toHaveAttribute("data-lazy-layout");
    await page.reload();
    expect((await recorded(page)).atParse).toEqual({ marked: false, footer: "visible" });
  });

  test("the visitor's first intent lays out everything at once, before it can seek a position", async ({ page }) => {
    await recordFirstPaint(page, { intent: true });
    await page.goto("/");
    const { atParse, afterIntent } = await recorded(page);
    expect(atParse).toEqual({ marked: true, footer: "auto" });
    expect(afterIntent).toEqual({ marked: false, footer: "visible" });
  });
});
