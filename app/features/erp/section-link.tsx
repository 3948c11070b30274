import type { ComponentProps } from "react";
import { isModifiedClick, scrollToSection } from "~/lib/scroll-to-section";

/**
 * An in-page link to a section: scrolls smoothly there and moves focus to it. Without
 * JavaScript it is a plain `#id` link and still works.
 */
export function SectionLink({
  target,
  onClick,
  children,
  ...props
}: Omit<ComponentProps<"a">, "href"> & { target: string }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || isModifiedClick(event)) return;
        if (scrollToSection(target)) event.preventDefault();
      }}
      {...props}
    >
      {children}
    </a>
  );
}
