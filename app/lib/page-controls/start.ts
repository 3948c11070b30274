/**
 * The page controls (docs/decisions/0060): the site's menus, dropdowns, accordions, disclosures,
 * tabs, dialogs and consent buttons answer from the prerendered markup (./markup.ts) through
 * these few listeners on window, from the first-view script on, for the page's whole life. React
 * renders their markup and leaves their state to them, so a tap answers at once, before the
 * framework is there, and nothing changes when it arrives. Capture phase: they hear every event
 * before anything below could stop it.
 */
import { chooseConsent, showStoredChoice } from "../consent/consent-choice";
import { accordionKey, controlled, toggle } from "./disclosure";
import { afterClose, closeDialog, isBackdropClick, openDialog, openDialogOf, trapTab } from "./dialog";
import { clickMenuTrigger, closeMenu, dismissMenus, hoverMenu, menuKey, menuOf } from "./menu";
import {
  accordionAttribute,
  consentChoiceAttribute,
  dialogCloseAttribute,
  menuAttribute,
  pageControl,
  toggleAttribute,
} from "./markup";
import { selectTab, tabKey } from "./tabs";

declare global {
  interface Window {
    /** Set once the controls listen: the first-view script starts them, else (development) the app. */
    __pageControls?: true;
  }
}

/** A plain click on a link that leaves for another page in this tab. */
const isNavigation = (link: HTMLAnchorElement, event: MouseEvent) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
  (!link.target || link.target === "_self");

function onClick(event: MouseEvent): void {
  const control = pageControl(event.target);
  const dialog = openDialogOf(event.target);
  if (control) {
    if (control.matches(`[${toggleAttribute}]`)) {
      if (menuOf(control)) clickMenuTrigger(control);
      else toggle(control);
    } else if (control.getAttribute("role") === "tab") selectTab(control);
    else if (control.getAttribute("role") === "switch") {
      if (!(control as HTMLButtonElement).disabled)
        control.setAttribute("aria-checked", String(control.getAttribute("aria-checked") !== "true"));
    } else if (control.matches(`[${consentChoiceAttribute}]`)) chooseConsent(control);
    else if (control.matches(`[${dialogCloseAttribute}]`)) {
      if (dialog) closeDialog(dialog);
    } else {
      const opened = controlled(control);
      if (opened instanceof HTMLDialogElement) {
        showStoredChoice(opened);
        openDialog(opened, control);
      }
    }
    return;
  }
  if (dialog && isBackdropClick(event, dialog)) return closeDialog(dialog);
  // A link in a dialog or a dropdown leaves it (once the click has been handled: the link still navigates).
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (link instanceof HTMLAnchorElement && isNavigation(link, event)) {
    const menu = menuOf(link);
    setTimeout(() => {
      if (dialog) closeDialog(dialog);
      if (menu) closeMenu(menu);
    });
  }
}

function onKeydown(event: KeyboardEvent): void {
  const target = event.target instanceof HTMLElement ? event.target : null;
  const dialog = openDialogOf(target);
  if (event.key === "Escape") {
    // The focus may have left the dialog (its element went): the one open is still the top layer.
    const open = dialog ?? [...document.querySelectorAll("dialog[open]")].pop();
    // The innermost layer only: an open dropdown, else the dialog the focus is in.
    const menu = [...document.querySelectorAll<HTMLElement>(`[${menuAttribute}]`)].find((each) =>
      each.querySelector(`[${toggleAttribute}][aria-expanded="true"]`),
    );
    if (menu) return closeMenu(menu, { purpose: true });
    if (open instanceof HTMLDialogElement) {
      // Taken from the browser and from a Radix dialog underneath, which would close as well.
      event.preventDefault();
      event.stopPropagation();
      closeDialog(open);
    }
    return;
  }
  if (event.key === "Tab" && dialog && !event.altKey && !event.ctrlKey && !event.metaKey) return trapTab(event, dialog);
  if (!target) return;
  if (target.getAttribute("role") === "tab") return tabKey(event, target);
  const menu = menuOf(target);
  if (menu) return menuKey(event, menu);
  if (target.matches(`[${accordionAttribute}] [${toggleAttribute}]`)) accordionKey(event, target);
}

/** Starts the controls once per page. */
export function startPageControls(): void {
  if (window.__pageControls) return;
  window.__pageControls = true;
  const capture = { capture: true };
  window.addEventListener("click", onClick, capture);
  window.addEventListener("keydown", onKeydown, capture);
  for (const type of ["pointermove", "pointerover", "pointerout"])
    window.addEventListener(type, (event) => hoverMenu(event as PointerEvent), { capture: true, passive: true });
  window.addEventListener("pointerdown", dismissMenus, { capture: true, passive: true });
  window.addEventListener("focusin", dismissMenus, capture);
  // Closed another way (the browser's own Escape, a script): the openers and the focus follow.
  window.addEventListener(
    "close",
    (event) => event.target instanceof HTMLDialogElement && afterClose(event.target),
    capture,
  );
}

/** Closes every open dialog and dropdown: the app does on a client-side navigation, as Radix's did. */
export function closePageControls(): void {
  for (const dialog of document.querySelectorAll("dialog[open]")) (dialog as HTMLDialogElement).close();
  for (const menu of document.querySelectorAll(`[${menuAttribute}]`)) closeMenu(menu);
}
