/**
 * The markup the page controls answer (docs/decisions/0060): React renders it closed, as it is
 * prerendered, and never renders its state again; the controls (./start.ts) change the state in
 * the DOM, before React is there and after. So React takes over whatever the visitor opened
 * without a change, and `suppressHydrationWarning` tells it that the state attributes may differ
 * from what it renders.
 */

/** A button that shows and hides the element its `aria-controls` names. */
export const toggleAttribute = "data-toggle";
/** Around toggles of which at most one is open; a menu also closes on Escape, outside and on a link. */
export const accordionAttribute = "data-accordion";
export const menuAttribute = "data-menu";
/** A button that closes the dialog it is in. */
export const dialogCloseAttribute = "data-dialog-close";
/** A consent button: "accept-all", "reject-all" or "save" (the switches of its dialog). */
export const consentChoiceAttribute = "data-consent-choice";
/** A consent switch, named by its category. */
export const consentCategoryAttribute = "data-consent-category";

/** Everything the controls answer themselves: a click on one is never held for React. */
export const controlSelector = [
  `[${toggleAttribute}]`,
  "[role=tab]",
  "[role=switch]",
  "[aria-haspopup=dialog][aria-controls]",
  `[${dialogCloseAttribute}]`,
  `[${consentChoiceAttribute}]`,
].join();

/** The control a click on `target` operates, if the page controls answer it. */
export function pageControl(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(controlSelector) : null;
}

/** The props of the element around an accordion's items, and of a menu's <nav>. */
export const accordionProps = { [accordionAttribute]: "" } as const;
export const menuProps = { [menuAttribute]: "" } as const;

/** The props of a toggle of the panel `panelId`, closed. */
export const toggleProps = (panelId: string) =>
  ({
    type: "button",
    "aria-expanded": false,
    "aria-controls": panelId,
    [toggleAttribute]: "",
    suppressHydrationWarning: true,
  }) as const;

/** The props of a panel a toggle shows, hidden. */
export const panelProps = (id: string) => ({ id, hidden: true, suppressHydrationWarning: true }) as const;

/** The props of a button that closes its dialog. */
export const dialogCloseProps = { type: "button", [dialogCloseAttribute]: "" } as const;

/** The props of a button that opens the dialog `dialogId`. */
export const dialogOpenerProps = (dialogId: string) =>
  ({
    type: "button",
    "aria-haspopup": "dialog",
    "aria-expanded": false,
    "aria-controls": dialogId,
    suppressHydrationWarning: true,
  }) as const;

/** The props of a consent button and of a consent switch (app/lib/consent/consent-choice.ts). */
export type ConsentChoice = "accept-all" | "reject-all" | "save";
export const consentChoiceProps = (choice: ConsentChoice) =>
  ({ type: "button", [consentChoiceAttribute]: choice }) as const;
export const consentSwitchProps = (category: string) => ({ [consentCategoryAttribute]: category }) as const;

/** The props of a tab of a tab list, selected or not as prerendered; its panel is `panelId`. */
export const tabProps = (id: string, panelId: string, selected: boolean) =>
  ({
    type: "button",
    role: "tab",
    id,
    "aria-selected": selected,
    "aria-controls": panelId,
    tabIndex: selected ? 0 : -1,
    suppressHydrationWarning: true,
  }) as const;

export const tabPanelProps = (id: string, tabId: string, selected: boolean) =>
  ({
    role: "tabpanel",
    id,
    "aria-labelledby": tabId,
    tabIndex: 0,
    hidden: !selected,
    suppressHydrationWarning: true,
  }) as const;
