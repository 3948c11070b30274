import { ArrowRight, Bot, Briefcase, Check, Factory, Headset, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Reveal } from "~/components/page/reveal";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { figures } from "~/config/figures";
import { formatEuro } from "~/lib/format";
import { useLang, usePageUrl } from "~/lib/use-lang";
import { SectionHeading } from "~/components/page/section-heading";

/** Id of the solution modules section; the hero's button scrolls here. */
export const solutionModulesId = "sap-solution-modules";

const contactCards = [
  { key: "migration", icon: RefreshCw },
  { key: "industries", icon: Factory },
  { key: "ai", icon: Bot },
  { key: "consulting", icon: Briefcase },
] as const;

const card = "flex h-full flex-col rounded-[var(--radius-card)] border border-sand-200 bg-white p-7";
const iconBox = "inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700";

/** Five solution cards: AMS (price tag, packages dialog) and four cards leading to /sap/kontakt. */
export function SolutionModules() {
  const { t } = useTranslation("sapSolutions");
  const url = usePageUrl();
  const price = formatEuro(figures.amsMonthlyFromEur, useLang());
  return (
    <section
      id={solutionModulesId}
      tabIndex={-1}
      aria-labelledby="sap-modules-title"
      className="border-t border-sand-200 bg-sand-50 outline-none"
    >
      <div className="container-page py-16 md:py-24">
        <SectionHeading
          id="sap-modules-title"
          eyebrow={t("solutions.eyebrow")}
          title={t("solutions.title")}
          intro={t("solutions.intro")}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <li data-solution="ams" className="md:col-span-2 lg:col-span-1">
            <div className={`${card} border-accent-300 shadow-[var(--shadow-card)]`}>
              <div className="flex items-start justify-between gap-4">
                <span className={iconBox}>
                  <Headset aria-hidden className="size-5" strokeWidth={1.75} />
                </span>
                <p className="rounded-full bg-ink-900 px-3 py-1 text-sm font-semibold whitespace-nowrap text-white">
                  {t("solutions.items.ams.price", { price })}
                </p>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-ink-950">{t("solutions.items.ams.title")}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-ink-700">{t("solutions.items.ams.text")}</p>
              <PackagesDialog />
            </div>
          </li>
          {contactCards.map(({ key, icon: Icon }) => (
            <li key={key} data-solution={key}>
              <Reveal className={card}>
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
      </div>
    </section>
  );
}

const columns = ["name", "support", "hours", "benefit", "price"] as const;

/** The AMS service packages: Lite, Core, Max in a table, the feature list and a way to /sap/kontakt. */
function PackagesDialog() {
  const { t } = useTranslation("sapSolutions");
  const url = usePageUrl();
  const rows = t("packages.rows", { returnObjects: true });
  const features = t("packages.features", { returnObjects: true });
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button className="mt-6 self-start">{t("solutions.items.ams.button")}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("packages.close")} className="max-w-5xl">
        <DialogTitle>{t("packages.title")}</DialogTitle>
        <DialogDescription>{t("packages.description")}</DialogDescription>

        <table className="mt-6 hidden w-full border-collapse text-left text-sm md:table">
          <caption className="sr-only">{t("packages.caption")}</caption>
          <thead>
            <tr className="border-b-2 border-ink-900">
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold text-ink-950 first:pl-0">
                  {t(`packages.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-b border-sand-200 align-top">
                <th scope="row" className="py-4 pr-3 text-base font-semibold text-ink-950">
                  {row.name}
                </th>
                <td className="px-3 py-4 text-ink-700">{row.support}</td>
                <td className="px-3 py-4 whitespace-nowrap text-ink-700">{row.hours}</td>
                <td className="px-3 py-4 text-ink-700">{row.benefit}</td>
                <td className="py-4 pl-3 font-semibold whitespace-nowrap text-ink-950">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>

        {/* Below 768 px the same rows as cards: five columns do not fit a phone. */}
        <ul className="mt-6 grid gap-4 md:hidden">
          {rows.map((row) => (
            <li key={row.name} className="rounded-xl border border-sand-200 p-4">
              <h3 className="text-lg font-semibold text-ink-950">{row.name}</h3>
              <dl className="mt-2 grid gap-2 text-sm">
                {columns.slice(1).map((column) => (
                  <div key={column}>
                    <dt className="font-medium text-ink-600">{t(`packages.columns.${column}`)}</dt>
                    <dd className="text-ink-900">{row[column]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>

        <h3 className="mt-8 text-lg font-semibold text-ink-950">{t("packages.featuresTitle")}</h3>
        <div className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {[features.slice(0, 3), features.slice(3)].map((list, index) => (
            <ul key={index} data-feature-list="" className="grid content-start gap-3">
              {list.map((feature) => (
                <li key={feature} className="flex gap-3 text-sm leading-relaxed text-ink-700">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {feature}
                </li>
              ))}
            </ul>
          ))}
        </div>

        <Button asChild size="lg" className="mt-8">
          <Link to={url("sapContact")}>
            {t("packages.cta")}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
