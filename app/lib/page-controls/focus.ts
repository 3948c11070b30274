const candidates = (container: Element) =>
  [...container.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, iframe, [tabindex]")].filter(
    (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled,
  );

/** What Tab reaches inside `container`: enabled, shown, not taken out of the tab order. */
export const tabbables = (container: Element) => candidates(container).filter((e) => e.getClientRects().length > 0);

/**
 * The first control in `container` that is not a link and not in a hidden panel, without asking
 * for a layout (the tap's answer is that much sooner); as Radix's focus scope chose on opening.
 */
export const firstControl = (container: Element) =>
  candidates(container).find((e) => !(e instanceof HTMLAnchorElement) && !e.closest("[hidden]"));

/**
 * Moves the focus among `items` for an arrow key, Home or End: `next` and `previous` name the
 * keys of each direction; `loop` wraps around at the ends. Returns whether the key was one of them.
 */
export function moveFocus(
  event: KeyboardEvent,
  items: HTMLElement[],
  { next, previous, loop }: { next: string[]; previous: string[]; loop: boolean },
): HTMLElement | undefined {
  const index = items.indexOf(event.target as HTMLElement);
  const last = items.length - 1;
  let to: number;
  if (event.key === "Home") to = 0;
  else if (event.key === "End") to = last;
  else if (next.includes(event.key)) to = index < last ? index + 1 : loop ? 0 : index;
  else if (previous.includes(event.key)) to = index > 0 ? index - 1 : loop ? last : index;
  else return undefined;
  event.preventDefault();
  items[to]?.focus();
  return items[to];
}
