import { ArrowDown, Calculator, Code, Eraser, LayoutDashboard, LifeBuoy, MapPin } from "lucide-react";
import { CheckList } from "~/components/page/check-list";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { buttonVariants } from "~/components/ui/button";
import { figures } from "#common/config/figures";
import { SectionHeading } from "~/components/page/section-heading";
import { ErpSection } from "./erp-section";
import { IconCardGrid } from "./icon-card-grid";
import { SectionLink } from "./section-link";
import { eyebrow } from "~/components/ui/eyebrow";
import { card } from "~/components/ui/card";
import { NetPricesNote } from "~/components/page/net-prices-note";

/** Id of the lead form section at the end of the migration page. */
export const migrationFormId = "migration-form";

/** Hero additions: the way to the form, the key figures and what the fixed price includes. */
export function MigrationHeroDetails() {
  const { t } = useTranslation("odooMigration");
  const includes = [
    ...t("hero.includes", { returnObjects: true }),
    t("hero.hypercare", { count: figures.odooMigrationHypercareWeeks }),
  ];
  return (
    <>
      <SectionLink target={migrationFormId} className={cn(buttonVariants({ size: "lgWrap" }), "mt-10")}>
        {t("hero.cta")}
        <ArrowDown aria-hidden />
      </SectionLink>
      <div className="mt-12 grid gap-8 border-t border-sand-200 pt-10 lg:grid-cols-[1.4fr_1fr]">
        <dl className="grid gap-6 self-start sm:grid-cols-3">
          {t("hero.facts", { returnObjects: true }).map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm leading-snug text-ink-600">{fact.label}</dt>
              <dd className="text-3xl font-semibold tracking-tight whitespace-nowrap text-ink-950">{fact.value}</dd>
            </div>
          ))}
        </dl>
        <div>
          <h2 className="text-base font-semibold text-ink-950">{t("hero.includesTitle")}</h2>
          <CheckList className="mt-3 grid gap-2" points={includes} itemClassName="text-ink-700" />
          {/* What the fixed price does not cover, beside what it does (the audit comes first, free). */}
          <p data-testid="migration-audit" className="mt-4 text-sm leading-relaxed text-ink-700">
            {t("hero.audit")}
          </p>
          <p data-testid="migration-custom-code" className="mt-2 text-sm leading-relaxed text-ink-700">
            {t("hero.customCode")}
          </p>
          <p data-testid="migration-target-support" className="mt-2 text-sm leading-relaxed text-ink-700">
            {t("hero.targetSupport")}
          </p>
          <NetPricesNote className="mt-2" />
        </div>
      </div>
    </>
  );
}

const benefitIcons = [Calculator, LayoutDashboard, Eraser];

/** Business benefits: accounting and DATEV, a better UI, less legacy code. */
export function MigrationBenefits() {
  const { t } = useTranslation("odooMigration");
  return (
    <ErpSection titleId="migration-benefits-title" heading={t("benefits", { returnObjects: true })}>
      <IconCardGrid items={t("benefits.items", { returnObjects: true })} icons={benefitIcons} />
    </ErpSection>
  );
}

/** The four-step process, numbered and joined by a line. */
export function MigrationProcess() {
  const { t } = useTranslation("odooMigration");
  return (
    <ErpSection titleId="migration-process-title" heading={t("process", { returnObjects: true })} band="both">
      <div className="relative mt-12">
        {/* The line joining the steps: beside the list, since an <ol> may hold only <li>. */}
        <span aria-hidden className="absolute top-6 right-[12%] left-[12%] hidden h-px bg-ink-300 lg:block" />
        <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4 lg:gap-6">
          {t("process.steps", { returnObjects: true }).map((step, index) => (
            <li key={step.title} data-process-step="" className="relative flex gap-5 lg:block">
              <span className="relative inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ink-900 text-lg font-semibold text-white ring-8 ring-sand-50 lg:mx-auto lg:flex">
                {index + 1}
              </span>
              <div className="lg:mt-6 lg:text-center">
                <h3 className="text-lg font-semibold text-ink-950">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </ErpSection>
  );
}

const deliveryIcons = [MapPin, Code, LifeBuoy];

/** Delivery model (on site in Germany, partner team, go-live support) and the target audience. */
export function MigrationDeliveryAndAudience() {
  const { t } = useTranslation("odooMigration");
  return (
    <div className="container-page grid gap-14 py-16 md:py-24 lg:grid-cols-2 lg:gap-16">
      <section aria-labelledby="migration-delivery-title">
        <SectionHeading id="migration-delivery-title" eyebrow={t("delivery.eyebrow")} title={t("delivery.title")} />
        <ul className="mt-10 grid gap-6">
          {t("delivery.items", { returnObjects: true }).map((item, index) => {
            const Icon = deliveryIcons[index] ?? MapPin;
            return (
              <li key={item.title} data-delivery-item="" className="flex gap-4">
                <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700">
                  <Icon aria-hidden className="size-5" strokeWidth={1.75} />
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink-950">{item.title}</h3>
                  <p className="mt-1 leading-relaxed text-ink-700">{item.text}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="migration-audience-title" className={cn(card({ tone: "dark" }), "p-7 md:p-10")}>
        <p className={eyebrow("dark")}>{t("audience.eyebrow")}</p>
        <h2 id="migration-audience-title" className="mt-3 text-2xl font-semibold md:text-3xl">
          {t("audience.title")}
        </h2>
        <CheckList
          className="mt-8 grid gap-4"
          points={t("audience.items", { returnObjects: true })}
          itemClassName="leading-relaxed text-ink-100"
          tone="dark"
          itemProps={{ "data-audience-item": "" }}
        />
      </section>
    </div>
  );
}
