import { useCallback, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "~/lib/reduced-motion";

interface Edges {
  atStart: boolean;
  atEnd: boolean;
}

/** Before the first measurement (and in the prerendered HTML) the row is at its start. */
const initialEdges: Edges = { atStart: true, atEnd: false };

/** Whether a horizontally scrolled element is at its start or end (1 px tolerance for zoom rounding). */
export function edgesOf(element: Pick<HTMLElement, "scrollLeft" | "scrollWidth" | "clientWidth">): Edges {
  const max = element.scrollWidth - element.clientWidth;
  return { atStart: element.scrollLeft <= 1, atEnd: element.scrollLeft >= max - 1 };
}

/** Distance from one item to the next: card width plus gap. */
export function stepOf(row: HTMLElement): number {
  const items = row.querySelectorAll<HTMLElement>("[data-scroll-item]");
  const [first, second] = [items[0], items[1]];
  return first && second ? second.offsetLeft - first.offsetLeft : row.clientWidth;
}

/**
 * A horizontal scroll row with previous/next controls: it tracks whether the row is at either
 * end (buttons are disabled there) and scrolls by one item, smoothly unless reduced motion is set.
 */
export function useScrollRow<T extends HTMLElement>() {
  const rowRef = useRef<T>(null);
  const [edges, setEdges] = useState(initialEdges);

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row) return;
    const next = edgesOf(row);
    setEdges((prev) => (prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next));
  }, []);

  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);

  const scrollByItem = (direction: 1 | -1) => {
    const row = rowRef.current;
    if (!row) return;
    const reduce = prefersReducedMotion();
    row.scrollBy({ left: direction * stepOf(row), behavior: reduce ? "auto" : "smooth" });
  };

  return { rowRef, ...edges, onScroll: measure, scrollByItem };
}
