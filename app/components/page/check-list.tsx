import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const markTops = { sm: "mt-0.5", base: "mt-1" };
const markTones = { light: "text-accent-600", dark: "text-accent-300" };

/**
 * Points, each after a check mark. The list's layout (`className`) and the points' text
 * (`itemClassName`) come from the caller; the mark sits on the first line of `text` size ("sm" for
 * text-sm) and takes the accent of a `tone` background.
 */
export function CheckList({
  points,
  itemClassName,
  text = "base",
  tone = "light",
  bold,
  itemProps,
  ...props
}: ComponentProps<"ul"> & {
  points: readonly string[];
  itemClassName: string;
  text?: keyof typeof markTops;
  tone?: keyof typeof markTones;
  /** A heavier mark, as the company pages draw it. */
  bold?: boolean;
  /** Further attributes of every point (a test's data attribute). */
  itemProps?: ComponentProps<"li"> & Record<`data-${string}`, string>;
}) {
  return (
    <ul {...props}>
      {points.map((point) => (
        <li key={point} {...itemProps} className={cn("flex gap-3", itemClassName)}>
          <Check
            aria-hidden
            className={cn(markTops[text], "size-4 shrink-0", markTones[tone])}
            strokeWidth={bold ? 2.5 : undefined}
          />
          {point}
        </li>
      ))}
    </ul>
  );
}
