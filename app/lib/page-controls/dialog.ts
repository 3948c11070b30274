import { setExpanded } from "./disclosure";
import { firstControl, tabbables } from "./focus";
import { toggleAttribute } from "./markup";

/** Where the focus goes back to when a dialog closes: the button that opened it. */
const returnTo = new WeakMap<HTMLDialogElement, HTMLElement>();

function setOpeners(dialog: HTMLDialogElement, open: boolean): void {
  for (const opener of document.querySelectorAll(`[aria-controls="${CSS.escape(dialog.id)}"][aria-expanded]`)) {
    opener.setAttribute("aria-expanded", String(open));
  }
}

/**
 * Opens the dialog as a modal (the rest of the page inert, Escape closes it) and focuses, as
 * Radix's dialog did, its first tabbable element that is not a link, or else the dialog itself.
 */
export function openDialog(dialog: HTMLDialogElement, opener: Element | null = document.activeElement): void {
  if (dialog.open) return;
  if (opener instanceof HTMLElement) returnTo.set(dialog, opener);
  dialog.showModal();
  setOpeners(dialog, true);
  (firstControl(dialog) ?? dialog).focus();
}

/**
 * What follows a close, whoever closed it (the `close` event brings the others here too). What was
 * unfolded inside folds again: Radix's dialog rendered its content anew at every open.
 */
export function afterClose(dialog: HTMLDialogElement): void {
  setOpeners(dialog, false);
  for (const toggle of dialog.querySelectorAll(`[${toggleAttribute}][aria-expanded="true"]`))
    setExpanded(toggle, false);
  const back = returnTo.get(dialog);
  returnTo.delete(dialog);
  if (back?.isConnected) back.focus();
}

export function closeDialog(dialog: HTMLDialogElement): void {
  if (dialog.open) dialog.close();
  afterClose(dialog);
}

/** The open dialog the event happened in (every other element is inert while one is open). */
export const openDialogOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLDialogElement>("dialog[open]") : null;

/** Tab and Shift+Tab go round the dialog's elements and never leave it, as in Radix's focus trap. */
export function trapTab(event: KeyboardEvent, dialog: HTMLDialogElement): void {
  const items = tabbables(dialog);
  const first = items[0];
  const last = items.at(-1);
  const at = document.activeElement;
  if (!first || !last) return event.preventDefault();
  if (event.shiftKey && (at === first || at === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && at === last) {
    event.preventDefault();
    first.focus();
  }
}

/** A click on the backdrop (the dialog element is the target, but the point lies outside its box). */
export function isBackdropClick(event: MouseEvent, dialog: HTMLDialogElement): boolean {
  if (event.target !== dialog || event.detail === 0) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
