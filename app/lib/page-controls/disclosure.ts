import { moveFocus } from "./focus";
import { accordionAttribute, menuAttribute, toggleAttribute } from "./markup";

/** The element a toggle, tab or opener controls. */
export const controlled = (control: Element) => document.getElementById(control.getAttribute("aria-controls") ?? "");

export const isExpanded = (trigger: Element) => trigger.getAttribute("aria-expanded") === "true";

/** Shows or hides the toggle's panel. */
export function setExpanded(trigger: Element, open: boolean): void {
  trigger.setAttribute("aria-expanded", String(open));
  const panel = controlled(trigger);
  if (panel) panel.hidden = !open;
}

/** Toggles the panel; in an accordion or a menu, opening it closes the one that was open. */
export function toggle(trigger: Element, open = !isExpanded(trigger)): void {
  const group = trigger.closest(`[${accordionAttribute}], [${menuAttribute}]`);
  if (open && group) {
    for (const other of group.querySelectorAll(`[${toggleAttribute}][aria-expanded="true"]`)) {
      if (other !== trigger) setExpanded(other, false);
    }
  }
  setExpanded(trigger, open);
}

/** An accordion's triggers take the focus in turn with the up and down arrows, Home and End (as Radix's, wrapping). */
export function accordionKey(event: KeyboardEvent, trigger: HTMLElement): void {
  const accordion = trigger.closest(`[${accordionAttribute}]`);
  if (!accordion) return;
  const triggers = [...accordion.querySelectorAll<HTMLElement>(`[${toggleAttribute}]`)];
  // Left and right do nothing in a vertical accordion, but are taken, as Radix takes them.
  if (event.key === "ArrowLeft" || event.key === "ArrowRight") return event.preventDefault();
  moveFocus(event, triggers, { next: ["ArrowDown"], previous: ["ArrowUp"], loop: true });
}
