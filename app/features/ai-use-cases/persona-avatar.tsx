import { cn } from "~/lib/cn";

/** "Dr. Eva Brandt" -> "EB": first and last name, titles skipped. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((w) => w && !w.endsWith("."));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}

/** Initials in a circle: the personas are roles, not photographed people. */
export function PersonaAvatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-sm font-semibold text-white",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
