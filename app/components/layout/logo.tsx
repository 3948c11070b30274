import { cn } from "~/lib/cn";

/** The Neutra Tech mark and word mark; the accessible name comes from the surrounding link. */
export function Logo({
  className,
  wordmarkClassName,
  inverse = false,
}: {
  className?: string;
  wordmarkClassName?: string;
  inverse?: boolean;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="9" fill={inverse ? "#fff" : "var(--color-ink-900)"} />
        <path
          d="M10 22.5V9.5l12 13V9.5"
          fill="none"
          stroke={inverse ? "var(--color-ink-900)" : "#fff"}
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="22" cy="9.5" r="2.3" fill="var(--color-accent-500)" />
      </svg>
      <span
        className={cn(
          "text-base font-semibold tracking-tight whitespace-nowrap",
          inverse ? "text-white" : "text-ink-900",
          wordmarkClassName,
        )}
      >
        Neutra<span className={inverse ? "text-accent-300" : "text-accent-600"}> Tech</span>
      </span>
    </span>
  );
}
