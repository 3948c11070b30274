/**
 * The desktop menu's dropdowns, as Radix's navigation menu had them: a click toggles (but does not
 * close what the mouse opened a moment before), the mouse opens one after resting 200 ms on its
 * trigger (at once while another was just open) and closes it 150 ms after leaving trigger and
 * panel; Escape, a press outside, focus leaving the menu and a link in it close it; the arrows move
 * between the menu's items and into an open panel.
 */
import { controlled, isExpanded, toggle } from "./disclosure";
import { moveFocus, tabbables } from "./focus";
import { menuAttribute, toggleAttribute } from "./markup";

const openDelayMs = 200;
const closeDelayMs = 150;
const skipDelayMs = 300;
/** A click this soon after the resting mouse opened its dropdown confirms it: the visitor clicked to open. */
const clickConfirmsMs = 600;

let openTimer = 0;
let closeTimer = 0;
let lastOpenAt = 0;
/** A trigger closed by a click or Escape opens again by hovering only after the pointer left it. */
const closedOnPurpose = new WeakSet<Element>();
/** When the mouse last opened each trigger's dropdown. */
const openedByMouseAt = new WeakMap<Element, number>();

export const menuOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`[${menuAttribute}]`) : null;

const triggersOf = (menu: Element) => [...menu.querySelectorAll<HTMLElement>(`[${toggleAttribute}]`)];
const openTrigger = (menu: Element) => triggersOf(menu).find(isExpanded);

/** Closes the menu's open dropdown; the focus goes back to its trigger when it was inside. */
export function closeMenu(menu: Element, { purpose = false } = {}): void {
  const trigger = openTrigger(menu);
  if (!trigger) return;
  lastOpenAt = Date.now();
  if (purpose) closedOnPurpose.add(trigger);
  const hadFocus = controlled(trigger)?.contains(document.activeElement);
  toggle(trigger, false);
  if (hadFocus) trigger.focus();
}

/**
 * The trigger was clicked: open or closed, as Radix toggles it; but a click right after the mouse
 * opened it (moving over from an open dropdown opens at once) leaves it open.
 */
export function clickMenuTrigger(trigger: HTMLElement): void {
  clearTimeout(openTimer);
  openTimer = 0;
  if (isExpanded(trigger) && Date.now() - (openedByMouseAt.get(trigger) ?? -Infinity) < clickConfirmsMs) return;
  if (isExpanded(trigger)) closedOnPurpose.add(trigger);
  toggle(trigger);
}

/** The mouse rests on a trigger, or goes over and out of trigger and panel. */
export function hoverMenu(event: PointerEvent): void {
  if (event.pointerType !== "mouse") return;
  const menu = menuOf(event.target);
  const item = (event.target as Element).closest?.("li:has(> [data-toggle])");
  const trigger = item?.querySelector<HTMLElement>(`:scope > [${toggleAttribute}]`);
  if (event.type === "pointermove") {
    if (!trigger || !menu || !(event.target as Element).closest(`[${toggleAttribute}]`)) return;
    if (closedOnPurpose.has(trigger) || isExpanded(trigger) || openTimer) return;
    const recentlyOpen = openTrigger(menu) || Date.now() - lastOpenAt < skipDelayMs;
    openTimer = window.setTimeout(
      () => {
        openTimer = 0;
        clearTimeout(closeTimer);
        toggle(trigger, true);
        openedByMouseAt.set(trigger, Date.now());
      },
      recentlyOpen ? 0 : openDelayMs,
    );
  } else if (event.type === "pointerover") {
    if (trigger && isExpanded(trigger)) clearTimeout(closeTimer);
  } else if (event.type === "pointerout") {
    const to = event.relatedTarget instanceof Element ? event.relatedTarget : null;
    if (!item || item.contains(to)) return;
    if (trigger && !trigger.contains(to)) closedOnPurpose.delete(trigger);
    clearTimeout(openTimer);
    openTimer = 0;
    if (menu && trigger && isExpanded(trigger)) {
      clearTimeout(closeTimer);
      closeTimer = window.setTimeout(() => closeMenu(menu), closeDelayMs);
    }
  }
}

/** The arrows, Home and End: among the menu's own items, or among an open panel's links. */
export function menuKey(event: KeyboardEvent, menu: HTMLElement): void {
  const target = event.target as HTMLElement;
  if (target.matches(`[${toggleAttribute}]`) && isExpanded(target) && event.key === "ArrowDown") {
    event.preventDefault();
    tabbables(controlled(target)!)[0]?.focus();
    return;
  }
  const panel = triggersOf(menu)
    .map(controlled)
    .find((each) => each?.contains(target));
  const items = panel
    ? tabbables(panel)
    : [...(menu.querySelector("ul")?.querySelectorAll<HTMLElement>(":scope > li > :is(a, button)") ?? [])];
  if (!items.includes(target)) return;
  moveFocus(event, items, { next: ["ArrowRight", "ArrowDown"], previous: ["ArrowLeft", "ArrowUp"], loop: false });
}

/** A press anywhere but on a trigger or in the open panel, or focus moved out of the menu, closes it. */
export function dismissMenus(event: Event): void {
  for (const menu of document.querySelectorAll<HTMLElement>(`[${menuAttribute}]`)) {
    const trigger = openTrigger(menu);
    if (!trigger) continue;
    const target = event.target as Node;
    if (event.type === "focusin") {
      const from = (event as FocusEvent).relatedTarget as Node | null;
      if (!menu.contains(target) && menu.contains(from)) closeMenu(menu);
    } else if (!triggersOf(menu).some((each) => each.contains(target)) && !controlled(trigger)?.contains(target)) {
      closeMenu(menu);
    }
  }
}
