import { ExternalLink } from "lucide-react";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "~/components/ui/button";
import { site } from "#common/config/site";
import { cn } from "~/lib/cn";

interface BookingLinkProps extends VariantProps<typeof buttonVariants> {
  label: string;
  /** Screen-reader note that the link opens a new tab, e.g. "(öffnet in neuem Tab)". */
  newTab: string;
  className?: string;
}

/** A button-styled link to the external appointment booking page, opened in a new tab. */
export function BookingLink({ label, newTab, variant, size = "lg", className }: BookingLinkProps) {
  return (
    <a
      href={site.bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant, size }), className)}
    >
      {label}
      <ExternalLink aria-hidden />
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
