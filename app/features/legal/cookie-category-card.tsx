import { Lock, ToggleRight } from "lucide-react";
import type { CookieCategory } from "#common/locales/types";
import { cn } from "~/lib/cn";
import { CookieList } from "./cookie-list";
import { renderRich, tie } from "./rich-text";
import type { Rich } from "./legal-blocks";
import { card } from "~/components/ui/card";

/** The badge's look per category: from the site's ink to its accent, calm to "asks for more". */
const badgeClass: Record<CookieCategory, string> = {
  essential: "bg-ink-900 text-white",
  functional: "bg-ink-100 text-ink-900",
  analytics: "bg-sand-200 text-ink-900",
  marketing: "bg-accent-50 text-accent-700 ring-1 ring-accent-300 ring-inset",
};

interface CategoryCopy {
  title: string;
  purpose: string;
  note: string;
  retention: string;
  legalBasis: string;
}

interface Labels {
  purpose: string;
  stored: string;
  retention: string;
  legalBasis: string;
}

/**
 * One cookie category of the policy: badge (the consent dialog's name of the category), consent
 * status, purpose, what is stored (the shared cookie list) and the category's retention.
 */
export function CookieCategoryCard({
  id,
  category,
  name,
  copy,
  labels,
  status,
  rich,
}: {
  id: string;
  category: CookieCategory;
  name: string;
  copy: CategoryCopy;
  labels: Labels;
  status: string;
  rich: Rich;
}) {
  const r = (text: string) => renderRich(text, rich.values, rich.components);
  const StatusIcon = category === "essential" ? Lock : ToggleRight;
  return (
    <article
      id={id}
      aria-labelledby={`${id}-title`}
      data-category={category}
      className={cn(card({ shadow: true }), "p-6 md:p-7")}
    >
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <span
          data-testid="category-badge"
          className={cn("rounded-full px-3 py-1 text-xs font-semibold tracking-wide uppercase", badgeClass[category])}
        >
          {name}
        </span>
        <span className="inline-flex items-center gap-1.5 text-sm text-ink-600">
          <StatusIcon aria-hidden="true" className="size-4 text-ink-500" />
          {status}
        </span>
      </div>
      <h3 id={`${id}-title`} className="mt-4 text-xl font-semibold text-ink-950">
        {copy.title}
      </h3>
      <p className="mt-3 leading-[1.75] text-ink-700">
        <span className="sr-only">{labels.purpose}: </span>
        {r(copy.purpose)}
      </p>
      <h4 className="mt-6 text-sm font-semibold text-ink-900">{labels.stored}</h4>
      <CookieList category={category} render={r} />
      <p className="mt-4 text-sm leading-relaxed text-ink-600">{r(copy.note)}</p>
      <dl className="mt-6 grid gap-x-8 gap-y-4 border-t border-sand-200 pt-5 text-sm sm:grid-cols-[auto_1fr]">
        <div>
          <dt className="text-ink-600">{labels.retention}</dt>
          <dd data-testid="category-retention" className="mt-1 text-base font-semibold text-ink-950">
            {tie(copy.retention)}
          </dd>
        </div>
        <div>
          <dt className="text-ink-600">{labels.legalBasis}</dt>
          <dd className="mt-1 leading-relaxed text-ink-800">{tie(copy.legalBasis)}</dd>
        </div>
      </dl>
    </article>
  );
}
