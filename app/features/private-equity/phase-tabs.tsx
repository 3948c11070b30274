import { ArrowRight, FileSearch, Flag, TrendingUp } from "lucide-react";
import { CheckList } from "~/components/page/check-list";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { PageId } from "#common/config/route-table";
import { usePageUrl } from "~/lib/use-lang";
import type de from "#common/locales/de/private-equity";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

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
 * description, features and a "Mehr erfahren" link to its page. Radix tabs give the roles and
 * arrow-key navigation. All panels are rendered (inactive ones hidden), so the prerendered HTML
 * links every sub-page even before hydration.
 */
export function PhaseTabs() {
  const { t } = useTranslation("privateEquity");
  const url = usePageUrl();
  const items = t("phases.items", { returnObjects: true });
  return (
    <Tabs defaultValue={defaultPhase}>
      <TabsList
        aria-label={t("phases.tabsLabel")}
        className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto sm:flex-wrap"
      >
        {phases.map(({ key, value, icon: Icon }) => (
          <TabsTrigger
            key={value}
            value={value}
            className="inline-flex items-center justify-center gap-2 px-2 text-center leading-tight sm:px-5 sm:text-base"
          >
            <Icon aria-hidden className="hidden size-4 shrink-0 sm:block" />
            {items[key].shortTitle}
          </TabsTrigger>
        ))}
      </TabsList>
      {phases.map(({ key, value, page, icon: Icon }) => {
        const phase = items[key];
        return (
          <TabsContent
            key={value}
            value={value}
            forceMount
            className={cn(
              card({ shadow: true }),
              "mt-6 grid gap-8 p-6 data-[state=inactive]:hidden md:p-10 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:gap-12",
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
          </TabsContent>
        );
      })}
    </Tabs>
  );
}
