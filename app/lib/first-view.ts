/**
 * The first view's only script (docs/decisions/0047). Inlined into every prerendered page before
 * the router's bootstrap (server/content/first-paint.ts), it does without React what must work
 * before the visitor acts: the saved language, the page-view count, the visitor's date in
 * prerendered dates, and holding a button click or form submit until the framework can replay it.
 * The router's bootstrap waits for `started`: the visitor's first intent, or at once where the
 * page must change right after load (a granted tracking category, an unknown path).
 */
import { langFromPath, languages } from "#common/config/route-table";
import { storedLanguage, storeLanguage } from "~/i18n/language-preference";
import { loadConsent } from "./consent/consent-store";
import type { FirstView } from "./first-view-handover";
import { countEntryView } from "./page-view";
import { showTodayInPrerenderedDates } from "./today";

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
 * plain page loads). On window in the capture phase, before anything below could act on them.
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
      if (!button || hydrated() || (button.type === "submit" && button.form)) return;
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

function firstView(): void {
  let start: () => void = () => {};
  const state: FirstView = { started: new Promise<void>((resolve) => (start = resolve)), held: [] };
  window.__firstView = state;
  const { pathname } = location;
  // Leaving for the other language: nothing starts here.
  if (redirectToSavedLanguage(pathname)) return;
  storeLanguageSwitches();
  countEntryView();
  showTodayInPrerenderedDates(langFromPath(pathname));
  holdIntents(state.held);
  if (needsAppAtOnce()) return start();
  const onIntent = () => {
    for (const type of [...intents, "click", "submit"]) window.removeEventListener(type, onIntent, { capture: true });
    start();
  };
  for (const type of [...intents, "click", "submit"]) {
    window.addEventListener(type, onIntent, { capture: true, passive: true });
  }
}

firstView();
