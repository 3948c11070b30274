import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { usePageUrl } from "~/lib/use-lang";

/** The sub-pages' way back to the private-equity overview, above the hero's eyebrow. */
export function BackLink({ label }: { label: string }) {
  const url = usePageUrl();
  return (
    <Link
      to={url("privateEquity")}
      className="group mb-8 inline-flex items-center gap-2 text-sm font-semibold text-ink-700 underline-offset-4 hover:text-accent-700 hover:underline"
    >
      <ArrowLeft
        aria-hidden
        className="size-4 transition-transform group-hover:-translate-x-0.5 motion-reduce:transition-none"
      />
      {label}
    </Link>
  );
}
