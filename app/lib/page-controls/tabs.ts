import { controlled } from "./disclosure";
import { moveFocus } from "./focus";

const tabsOf = (tab: Element) => [
  ...(tab.closest("[role=tablist]")?.querySelectorAll<HTMLElement>("[role=tab]") ?? []),
];

/** Selects the tab: its panel shows, the others hide, and only it is in the tab order. */
export function selectTab(tab: HTMLElement): void {
  for (const each of tabsOf(tab)) {
    const selected = each === tab;
    each.setAttribute("aria-selected", String(selected));
    each.tabIndex = selected ? 0 : -1;
    const panel = controlled(each);
    if (panel) panel.hidden = !selected;
  }
}

/** Left and right (wrapping), Home and End move to a tab and select it, as Radix's tabs do. */
export function tabKey(event: KeyboardEvent, tab: HTMLElement): void {
  const to = moveFocus(event, tabsOf(tab), { next: ["ArrowRight"], previous: ["ArrowLeft"], loop: true });
  if (to) selectTab(to);
}
