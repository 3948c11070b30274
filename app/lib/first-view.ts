/**
 * The first view's only script (docs/decisions/0047). Inlined into every prerendered page in the
 * router's bootstrap's place (server/render/first-paint.ts), it does without React what must work
 * before the visitor acts: the saved language, the page-view count, the visitor's date in
 * prerendered dates, the page controls (menus, dropdowns, accordions, tabs, dialogs and the consent
 * buttons, docs/decisions/0060), and holding any other button click or form submit until the
 * framework can replay it. It starts the app (the page's router context file, which imports the router's modules) on the
 * visitor's first intent, or at once where the page must change right after load (a granted
 * tracking category, an unknown path).
 */
import { langFromPath, languages } from "#common/config/route-table";
import { storedLanguage, storeLanguage } from "~/i18n/language-preference";
import { loadConsent } from "./consent/consent-store";
import type { FirstView } from "./first-view-handover";
import { startLateImages } from "./late-images";
import { layOutAtOnce, layOutInSteps } from "./lazy-layout";
import { pageControl } from "./page-controls/markup";
import { startPageControls } from "./page-controls/start";
import { countEntryView } from "./page-view";
import { showTodayInPrerenderedDates } from "./today";
import { startWebVitals } from "./web-vitals-beacon";

/** What a visitor does first: pointing, touching, keys, focus, typing, scrolling. */
const intents = [
  "pointermove",
  "pointerover",
  "pointerdown",
  "touchstart",
  "keydown",
  "focusin",
  "input",
  "scroll",
  "wheel",
];

const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

/**
 * A saved language other than the page's loads the same page in it (no new history entry): the
 * language switcher's link names it (the route table stays out of the first view).
 */
function redirectToSavedLanguage(pathname: string): boolean {
  const saved = storedLanguage();
  if (!saved || saved === langFromPath(pathname)) return false;
  const counterpart = document.querySelector(`a[data-language-switch][hreflang="${saved}"]`)?.getAttribute("href");
  if (!counterpart) return false;
  location.replace(`${counterpart}${location.search}${location.hash}`);
  return true;
}

/** The switcher's choice is stored before its link navigates, live or not. */
function storeLanguageSwitches(): void {
  window.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-language-switch]") : null;
      const target = languages.find((lang) => lang === link?.getAttribute("hreflang"));
      if (target) storeLanguage(target);
    },
    { capture: true },
  );
}

/**
 * Until the page is hydrated, a click on a button and a form submit are held (links navigate as
 * plain page loads; the page controls answer their own buttons). On window in the capture phase,
 * before anything below could act on them.
 */
function holdIntents(held: HTMLElement[]): void {
  const hold = (event: Event, target: HTMLElement) => {
    event.preventDefault();
    event.stopPropagation();
    if (!held.includes(target)) held.push(target);
  };
  window.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      // A form's submit button is held as the form's submit.
      if (!button || hydrated() || (button.type === "submit" && button.form) || pageControl(button)) return;
      hold(event, button);
    },
    { capture: true },
  );
  window.addEventListener(
    "submit",
    (event) => {
      if (!hydrated() && event.target instanceof HTMLFormElement) hold(event, event.target);
    },
    { capture: true },
  );
}

/** Paths that are no page (the 404 documents, marked by their content) hydrate at once: their route redirects and logs. */
function needsAppAtOnce(): boolean {
  const consent = loadConsent();
  return Boolean(consent?.analytics || consent?.marketing) || document.querySelector("[data-not-found]") !== null;
}

/**
 * The page's router context file, and the names of the modules the router's bootstrap needs
 * (server/render/first-paint.ts puts both here): `/assets/<name>.js`.
 */
const { routerContext, modules = "" } = document.currentScript?.dataset ?? {};

/** At most this long for the first paint before the app loads (a background tab does not paint). */
const firstPaintWaitMs = 300;

/**
 * Runs the page's router context file, which imports the router's modules, once the first
 * contentful paint is there, with every one of those modules preloaded at the same time. A file
 * that does not load (a page from before a deploy) loads the page again, once: a reload that fails
 * as well leaves the page as it is, without the app.
 */
function startApp(): void {
  const load = () => {
    if (!routerContext) return;
    const script = Object.assign(document.createElement("script"), { src: routerContext });
    script.onerror = () => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      if (navigation?.type !== "reload") location.reload();
    };
    document.head.append(script);
    // All at once with it: its imports would find them one module at a time (docs/decisions/0060).
    for (const name of modules.split(" ").filter(Boolean)) {
      document.head.append(
        Object.assign(document.createElement("link"), { rel: "modulepreload", href: `/assets/${name}.js` }),
      );
    }
  };
  let done = false;
  const once = () => {
    if (!done) load();
    done = true;
  };
  new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length) setTimeout(once);
  }).observe({ type: "paint", buffered: true });
  setTimeout(once, firstPaintWaitMs);
}

/**
 * What the page fetches for later, only once it has loaded and the browser has reported its
 * largest paint (ADR 0046): Lighthouse's simulation puts every request started before the observed
 * largest paint into that paint's path. The whole stylesheet (its link prerendered disabled; the
 * app applies it once an island goes live, app/lib/full-stylesheet.ts) as a prefetch, so it applies
 * without a wait then; the web manifest, which Chromium fetches as soon as it meets its link, on a
 * connection of its own. The late images below the first screen (ADR 0049), and the layout of
 * what the first paint skipped (ADR 0050). A browser without largest-paint entries goes by load
 * alone; a background tab, which paints nothing, 3 s after it.
 */
function fetchLaterAfterLargestPaint(): void {
  const loaded = new Promise<void>((go) =>
    document.readyState === "complete" ? go() : window.addEventListener("load", () => go(), { once: true }),
  );
  const painted = new Promise<void>((go) => {
    if (PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint")) {
      new PerformanceObserver(() => go()).observe({ type: "largest-contentful-paint", buffered: true });
    } else go();
    void loaded.then(() => setTimeout(go, 3000));
  });
  void Promise.all([loaded, painted]).then(() =>
    setTimeout(() => {
      const link = (attributes: Partial<HTMLLinkElement>) =>
        document.head.append(Object.assign(document.createElement("link"), attributes));
      const stylesheet = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][disabled]');
      if (stylesheet) link({ rel: "prefetch", href: stylesheet.href });
      link({ rel: "manifest", href: "/site.webmanifest" });
      startLateImages();
      layOutInSteps();
      startWebVitals();
    }),
  );
}

function firstView(): void {
  const state: FirstView = { held: [] };
  window.__firstView = state;
  const { pathname } = location;
  // Leaving for the other language: nothing starts here.
  if (redirectToSavedLanguage(pathname)) return;
  // First: its listeners hear a click before the hold below.
  startPageControls();
  fetchLaterAfterLargestPaint();
  storeLanguageSwitches();
  countEntryView();
  showTodayInPrerenderedDates(langFromPath(pathname));
  holdIntents(state.held);
  // What the visitor does next may seek a position (a link to a fragment, a find, a key): true heights first.
  for (const type of [...intents, "click"])
    window.addEventListener(type, layOutAtOnce, { capture: true, passive: true, once: true });
  if (needsAppAtOnce()) return startApp();
  const onIntent = () => {
    for (const type of [...intents, "click", "submit"]) window.removeEventListener(type, onIntent, { capture: true });
    startApp();
  };
  for (const type of [...intents, "click", "submit"]) {
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}

firstView();
