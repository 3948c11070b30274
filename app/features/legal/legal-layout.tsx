import type { ReactNode } from "react";
import { tie } from "./rich-text";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

export interface TocEntry {
  id: string;
  title: string;
  children?: readonly { id: string; title: string }[];
}

/**
 * Long legal pages: a table of contents with in-page anchors (a box above the text on small
 * screens, a sticky column beside it from 1024 px) and the text in a readable measure.
 */
export function LegalLayout({
  tocLabel,
  entries,
  children,
}: {
  tocLabel: string;
  entries: readonly TocEntry[];
  children: ReactNode;
}) {
  return (
    <div className="container-page py-12 md:py-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 xl:grid-cols-[17rem_minmax(0,1fr)] xl:gap-20">
      <nav
        aria-labelledby="legal-toc-title"
        className={cn(
          card({ tone: "sand" }),
          "mb-12 p-5 lg:sticky lg:top-28 lg:mb-0 lg:max-h-[calc(100svh-8rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0",
        )}
      >
        <p id="legal-toc-title" className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
          {tocLabel}
        </p>
        <ol className="mt-4 grid gap-1 text-sm">
          {entries.map((entry, index) => (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                className="flex gap-2 rounded-md py-1 leading-snug text-ink-700 underline-offset-4 hover:text-accent-700 hover:underline"
              >
                <span aria-hidden="true" className="w-5 shrink-0 text-ink-500 tabular-nums">
                  {index + 1}.
                </span>
                <span className="min-w-0 hyphens-auto wrap-break-word">{tie(entry.title)}</span>
              </a>
              {entry.children && (
                <ul className="mt-1 mb-1 grid gap-1 border-l border-sand-300 pl-3 ml-7">
                  {entry.children.map((child) => (
                    <li key={child.id}>
                      <a
                        href={`#${child.id}`}
                        className="block rounded-md py-0.5 leading-snug hyphens-auto wrap-break-word text-ink-600 underline-offset-4 hover:text-accent-700 hover:underline"
                      >
                        {child.title}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <div className="grid max-w-[44rem] min-w-0 grid-cols-[minmax(0,1fr)] gap-14 break-words hyphens-auto">
        {children}
      </div>
    </div>
  );
}
