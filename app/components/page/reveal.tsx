import { useEffect, useRef, useState, type ComponentProps } from "react";
import { prefersReducedMotion } from "~/lib/reduced-motion";

type RevealState = "static" | "pending" | "shown";

/**
 * Fades a block in once when it enters the viewport. The prerendered HTML and blocks already on
 * screen at hydration stay visible ("static"), so nothing flashes, and only transforms and
 * opacity change, so nothing shifts. Under prefers-reduced-motion it does nothing.
 */
export function Reveal({ className, ...props }: ComponentProps<"div">) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || prefersReducedMotion()) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    setState("pending");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setState("shown");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <div ref={ref} data-reveal={state === "static" ? undefined : state} className={className} {...props} />;
}
