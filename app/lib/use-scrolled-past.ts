import { useEffect, useState } from "react";

/**
 * True once the page is scrolled beyond `threshold()` pixels. The threshold is a function so
 * callers can depend on the viewport or the scrollable height, read at each scroll.
 */
export function useScrolledPast(threshold: () => number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setPast(window.scrollY > threshold());
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
    // The threshold is read on every scroll; a new function identity must not resubscribe.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return past;
}

/** Threshold helper: a share of the scrollable height (the floating buttons appear at 10 % or 20 %). */
export function shareOfScrollableHeight(share: number): () => number {
  return () => (document.documentElement.scrollHeight - window.innerHeight) * share;
}
