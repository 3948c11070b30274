import { ArrowRight, Bot, Building2, ChartNoAxesCombined, Compass, Factory, Layers } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { DeliveryTeamsNote } from "~/components/page/delivery-teams-note";
import { NetPricesNote } from "~/components/page/net-prices-note";
import { sapSolutionModulesAnchor } from "~/config/navigation";
import type { PageId } from "#common/config/route-table";
import { Button } from "~/components/ui/button";
import { ContactSection } from "~/components/page/contact-section";
import { DirectContactCard } from "~/components/page/direct-contact-card";
import { Reveal } from "~/components/page/reveal";
import { ContactForm } from "~/features/forms/deferred-form";
import { registerMessages } from "~/i18n/instances";
import { useLang, usePageUrl } from "~/lib/use-lang";
import de from "#common/locales/de/home";
import en from "#common/locales/en/home";
import { eyebrow } from "~/components/ui/eyebrow";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";
import { ListedEntries } from "~/features/collections/listed-entries";

registerMessages("home", { de, en });

const themes = [
  { key: "strategy", page: "services", icon: Compass },
  { key: "erp", page: "sapSolutions", icon: Layers },
  // The card's figure is the SAP packages' price: it leads to them.
  { key: "ams", page: "sapSolutions", hash: sapSolutionModulesAnchor, icon: ChartNoAxesCombined },
  { key: "ai", page: "aiLogistics", icon: Bot },
  { key: "lifecycle", page: "digitalTransformation", icon: Factory },
  { key: "privateEquity", page: "privateEquity", icon: Building2 },
] as const satisfies readonly { key: keyof typeof de.themes.items; page: PageId; hash?: string; icon: unknown }[];

export default function HomePage() {
  return (
    <>
      <Hero />
      <Figures />
      <Themes />
      <ListedEntries page="home" lang={useLang()} />
      <HomeContact />
    </>
  );
}

function Hero() {
  const { t } = useTranslation("home");
  const url = usePageUrl();
  return (
    <section className="relative overflow-hidden border-b border-sand-200 bg-sand-50">
      <HeroBackdrop />
      <div className="container-page relative flex min-h-[calc(100svh-4.5rem)] flex-col justify-center py-16 md:py-24">
        <p className={eyebrow()}>{t("hero.eyebrow")}</p>
        <h1 className="mt-5 max-w-4xl text-[2.5rem] leading-[1.05] font-semibold text-ink-950 sm:text-6xl lg:text-7xl">
          {t("hero.title")}
        </h1>
        <ul className="mt-8 grid max-w-2xl gap-3 text-lg text-ink-700 md:text-xl">
          {t("hero.taglines", { returnObjects: true }).map((line) => (
            <li key={line} className="flex gap-3">
              <span aria-hidden className="mt-3 h-0.5 w-5 shrink-0 bg-accent-500" />
              {line}
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild size="lg">
            <a href="#kontakt">
              {t("hero.primaryCta")}
              <ArrowRight aria-hidden />
            </a>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <Link to={url("services")}>{t("hero.secondaryCta")}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/** A quiet line drawing of connected nodes: systems, data and people brought together. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 600 600"
      className="pointer-events-none absolute top-1/2 -right-40 hidden h-[42rem] w-[42rem] -translate-y-1/2 text-ink-900/10 lg:block"
    >
      <g fill="none" stroke="currentColor" strokeWidth="1.5">
        <circle cx="300" cy="300" r="120" />
        <circle cx="300" cy="300" r="210" />
        <circle cx="300" cy="300" r="290" />
        <path d="M300 90v420M90 300h420M151 151l298 298M449 151L151 449" strokeDasharray="4 10" />
      </g>
      <g fill="var(--color-accent-500)">
        <circle cx="300" cy="180" r="7" />
        <circle cx="510" cy="300" r="7" />
        <circle cx="151" cy="449" r="7" />
      </g>
      <g fill="var(--color-ink-900)" opacity="0.5">
        <circle cx="449" cy="151" r="5" />
        <circle cx="90" cy="300" r="5" />
        <circle cx="300" cy="510" r="5" />
        <circle cx="385" cy="385" r="5" />
      </g>
    </svg>
  );
}

function Figures() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="figures-title" className="bg-ink-900 text-white">
      <div className="container-page py-14 md:py-20">
        <h2 id="figures-title" className="text-2xl font-semibold md:text-3xl">
          {t("figures.title")}
        </h2>
        <dl className="mt-10 grid gap-8 sm:grid-cols-2 xl:grid-cols-4">
          {t("figures.items", { returnObjects: true }).map((item) => (
            <div key={item.label} className="border-t border-white/15 pt-5">
              <dt className="sr-only">{item.label}</dt>
              <dd className="text-4xl font-semibold tracking-tight whitespace-nowrap text-accent-300 md:text-5xl xl:text-[2.75rem]">
                {item.value}
              </dd>
              <dd className="mt-3 text-base leading-snug text-ink-100">{item.label}</dd>
            </div>
          ))}
        </dl>
        <DeliveryTeamsNote tone="dark" className="mt-10 max-w-4xl" />
        <NetPricesNote tone="dark" className="mt-4 max-w-4xl" />
      </div>
    </section>
  );
}

function Themes() {
  const { t } = useTranslation("home");
  const url = usePageUrl();
  return (
    <section aria-labelledby="themes-title" className="container-page py-20 md:py-28">
      <p className={eyebrow()}>{t("themes.eyebrow")}</p>
      <h2 id="themes-title" className="mt-3 max-w-3xl text-3xl font-semibold text-ink-950 md:text-5xl">
        {t("themes.title")}
      </h2>
      <p className="mt-5 max-w-3xl text-lg leading-relaxed text-ink-700">{t("themes.intro")}</p>
      <ul className="mt-12 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {themes.map(({ key, page, icon: Icon, ...theme }) => (
          <li key={key}>
            <Reveal
              className={cn(
                card(),
                "group relative flex h-full flex-col p-7 transition-shadow hover:shadow-[var(--shadow-card)]",
              )}
            >
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                <Icon aria-hidden className="size-5" strokeWidth={1.75} />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink-950">{t(`themes.items.${key}.title`)}</h3>
              <p className="mt-3 flex-1 leading-relaxed text-ink-700">{t(`themes.items.${key}.text`)}</p>
              <Link
                to={"hash" in theme ? `${url(page)}#${theme.hash}` : url(page)}
                className="mt-6 inline-flex items-center gap-1.5 font-semibold text-accent-700 after:absolute after:inset-0 after:rounded-[var(--radius-card)] group-hover:underline underline-offset-4"
              >
                {t(`themes.items.${key}.link`)}
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </Reveal>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HomeContact() {
  return (
    <ContactSection id="kontakt" variant="band" ns="home" beside={<DirectContactCard />}>
      <div className={cn(card({ shadow: true }), "mt-10 p-6 md:p-8")}>
        <ContactForm idPrefix="home-contact" />
      </div>
    </ContactSection>
  );
}
