import { lazy, Suspense } from "react";
import { ArrowRight, Bot, Briefcase, Factory, Headset, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/page/reveal";
import { Button } from "~/components/ui/button";
import { sapSolutionModulesAnchor } from "~/config/navigation";
import { usePageUrl } from "~/lib/use-lang";
import { useLazyDialog } from "~/lib/use-lazy-dialog";
import { ErpSection } from "./erp-section";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { NetPricesNote } from "~/components/page/net-prices-note";

/** Id of the solution modules section; the hero's button scrolls here. */
export const solutionModulesId = sapSolutionModulesAnchor;

const contactCards = [
  { key: "migration", icon: RefreshCw },
  { key: "industries", icon: Factory },
  { key: "ai", icon: Bot },
  { key: "consulting", icon: Briefcase },
] as const;

const cardClass = cn(card(), "flex h-full flex-col p-7");
const iconBox = "inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700";

/** Five solution cards: AMS (price tag, packages dialog) and four cards leading to /sap/kontakt. */
export function SolutionModules() {
  const { t } = useTranslation("sapSolutions");
  const url = usePageUrl();
  return (
    <ErpSection
      titleId="sap-modules-title"
      heading={t("solutions", { returnObjects: true })}
      band="top"
      id={solutionModulesId}
      focusable
    >
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <li data-solution="ams" className="md:col-span-2 lg:col-span-1">
          <div className={`${cardClass} border-accent-300 shadow-[var(--shadow-card)]`}>
            <div className="flex items-start justify-between gap-4">
              <span className={iconBox}>
                <Headset aria-hidden className="size-5" strokeWidth={1.75} />
              </span>
              {/* May wrap before the VAT note on narrow cards; the amount itself never breaks. */}
              <p className="rounded-2xl bg-ink-900 px-3 py-1 text-center text-sm font-semibold text-white">
                {t("solutions.items.ams.price")}
              </p>
            </div>
            <h3 className="mt-5 text-xl font-semibold text-ink-950">{t("solutions.items.ams.title")}</h3>
            <p className="mt-3 flex-1 leading-relaxed text-ink-700">{t("solutions.items.ams.text")}</p>
            <PackagesButton />
          </div>
        </li>
        {contactCards.map(({ key, icon: Icon }) => (
          <li key={key} data-solution={key}>
            <Reveal className={cardClass}>
              <span className={iconBox}>
                <Icon aria-hidden className="size-5" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink-950">{t(`solutions.items.${key}.title`)}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-ink-700">{t(`solutions.items.${key}.text`)}</p>
              <Link
                to={url("sapContact")}
                className="mt-6 inline-flex items-center gap-1.5 self-start font-semibold text-accent-700 underline-offset-4 hover:underline"
              >
                {t("solutions.contactLink")}
                <span className="sr-only">: {t(`solutions.items.${key}.title`)}</span>
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Reveal>
          </li>
        ))}
      </ul>
      <NetPricesNote className="mt-8 max-w-3xl" />
    </ErpSection>
  );
}

const PackagesDialog = lazy(() => import("./sap-packages-dialog"));

/** The AMS card's button; the packages dialog loads on the first open. */
function PackagesButton() {
  const { t } = useTranslation("sapSolutions");
  const { loaded, open, dialogProps, show } = useLazyDialog();
  return (
    <>
      <Button className="mt-6 self-start" aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        {t("solutions.items.ams.button")}
      </Button>
      {loaded && (
        <Suspense>
          <PackagesDialog {...dialogProps} />
        </Suspense>
      )}
    </>
  );
}
