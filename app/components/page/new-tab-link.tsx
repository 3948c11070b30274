import type { ReactNode } from "react";
import { ExternalLink } from "lucide-react";
import { cn } from "~/lib/cn";

/** A text link to another site: it opens in a new tab, which the icon shows and a screen reader hears. */
export function NewTabLink({
  href,
  newTabLabel,
  className,
  children,
}: {
  href: string;
  newTabLabel: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        "inline-flex items-center font-semibold text-accent-700 underline-offset-4 hover:underline",
        className,
      )}
    >
      {children}
      <ExternalLink aria-hidden className="size-4" />
      <span className="sr-only">{newTabLabel}</span>
    </a>
  );
}
