import type { ComponentProps, ElementType } from "react";
import { cn } from "~/lib/cn";

type Tone = "white" | "sand" | "sand-deep" | "dark";

const tones: Record<Tone, string> = {
  white: "border border-sand-200 bg-white",
  sand: "border border-sand-200 bg-sand-50",
  "sand-deep": "border border-sand-200 bg-sand-100",
  dark: "bg-ink-900 text-white",
};

/**
 * The card look of app/app.css's tokens (--radius-card, --shadow-card): white with a hairline
 * border by default, the sand tones for quieter blocks, `dark` for the ink panels. For an element
 * that is something else already (a Reveal, a list, a figure), as its class; otherwise `Card`.
 */
export function card({ tone = "white", shadow = false }: { tone?: Tone; shadow?: boolean } = {}): string {
  return cn("rounded-[var(--radius-card)]", tones[tone], shadow && "shadow-[var(--shadow-card)]");
}

type CardProps<As extends ElementType> = { as?: As; tone?: Tone; shadow?: boolean } & ComponentProps<As>;

export function Card<As extends ElementType = "div">({ as, tone, shadow, className, ...props }: CardProps<As>) {
  const Element: ElementType = as ?? "div";
  return <Element className={cn(card({ tone, shadow }), className)} {...props} />;
}
