import { ArrowRight, FileSearch, Flag, TrendingUp } from "lucide-react";
import { CheckList } from "~/components/page/check-list";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { PageId } from "#common/config/route-table";
import { usePageUrl } from "~/lib/use-lang";
import type de from "#common/locales/de/private-equity";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { tabPanelProps, tabProps } from "~/lib/page-controls/markup";
import { useId } from "react";

type PhaseKey = keyof typeof de.phases.items;

/** The three phases in deal order; the value is also the tab's id suffix. */
export const phases = [
  { key: "preDeal", value: "pre-deal", page: "preDeal", icon: FileSearch },
  { key: "postDeal", value: "post-deal", page: "postDeal", icon: TrendingUp },
  { key: "exit", value: "exit", page: "exit", icon: Flag },
] as const satisfies readonly { key: PhaseKey; value: string; page: PageId; icon: unknown }[];

const defaultPhase = phases[0].value;

/**
 * A three-tab phase selector, Pre-Deal by default, showing the chosen phase's title,
 * description, features and a "Mehr erfahren" link to its page. The page controls select a tab on
 * a click and with the arrow keys, Home and End, as Radix's tabs did (docs/decisions/0060). All
 * panels are prerendered (inactive ones hidden), so the HTML links every sub-page.
 */
export function PhaseTabs() {
  const { t } = useTranslation("privateEquity");
  const url = usePageUrl();
  const items = t("phases.items", { returnObjects: true });
  const id = useId();
  const tabId = (value: string) => `${id}tab-${value}`;
  const panelId = (value: string) => `${id}panel-${value}`;
  return (
    <div>
      <div
        role="tablist"
        aria-label={t("phases.tabsLabel")}
        aria-orientation="horizontal"
        className="grid w-full grid-cols-3 gap-1 rounded-2xl bg-sand-100 p-1 sm:inline-flex sm:w-auto sm:flex-wrap"
      >
        {phases.map(({ key, value, icon: Icon }) => (
          <button
            key={value}
            {...tabProps(tabId(value), panelId(value), value === defaultPhase)}
            className="inline-flex items-center justify-center gap-2 rounded-xl px-2 py-2.5 text-center text-sm leading-tight font-semibold text-ink-700 hover:text-ink-950 aria-selected:bg-white aria-selected:text-ink-950 aria-selected:shadow-sm sm:px-5 sm:text-base"
          >
            <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
            {items[key].shortTitle}
          </button>
        ))}
      </div>
      {phases.map(({ key, value, page, icon: Icon }) => {
        const phase = items[key];
        return (
          <div
            key={value}
            {...tabPanelProps(panelId(value), tabId(value), value === defaultPhase)}
            className={cn(
              card({ shadow: true }),
              "mt-6 grid gap-8 p-6 md:p-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-12",
            )}
          >
            <div className="flex flex-col">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon aria-hidden className="size-6" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-2xl font-semibold text-ink-950 md:text-3xl">{phase.title}</h3>
              <p className="mt-4 text-lg leading-relaxed text-ink-700">{phase.description}</p>
              <Link
                to={url(page)}
                className="mt-8 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 underline-offset-4 hover:underline"
              >
                {t("phases.more")}
                <span className="sr-only">: {phase.shortTitle}</span>
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </div>
            <div className="rounded-xl bg-sand-50 p-6 md:p-7">
              <h4 className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
                {t("phases.featuresTitle")}
              </h4>
              <CheckList
                className="mt-4 grid gap-3.5"
                points={phase.features}
                itemClassName="leading-relaxed text-ink-800"
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
