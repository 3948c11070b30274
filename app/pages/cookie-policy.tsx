import { CompanyCard } from "~/features/legal/company-card";
import { CookieCategoryCard } from "~/features/legal/cookie-category-card";
import { LastUpdated } from "~/features/legal/last-updated";
import { LegalBlocks, LegalSection } from "~/features/legal/legal-blocks";
import { LegalLayout, type TocEntry } from "~/features/legal/legal-layout";
import { SampleDataNotice } from "~/features/legal/sample-data-notice";
import { policySettings, useLegalRich } from "~/features/legal/use-legal-rich";
import { PageHero } from "~/components/page/page-hero";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { ConsentSettingsButton } from "~/components/consent/consent-settings-button";
import { registerMessages } from "~/i18n/instances";
import { useLang } from "~/lib/use-lang";
import { useToday } from "~/lib/use-today";
import consentDe from "#common/locales/de/consent";
import de from "#common/locales/de/cookie-policy";
import consentEn from "#common/locales/en/consent";
import en from "#common/locales/en/cookie-policy";
import type { CookieCategory } from "#common/locales/types";

registerMessages("cookiePolicy", { de, en });

/** Anchors of the sections and of the four categories (stable, the same in both languages). */
const sectionIds = {
  whatAreCookies: "was-sind-cookies",
  categories: "kategorien",
  manage: "verwalten",
  contact: "kontakt",
} as const;

const categoryIds: Record<CookieCategory, string> = {
  essential: "essenziell",
  functional: "funktional",
  analytics: "analyse",
  marketing: "marketing",
};

const categories = Object.keys(categoryIds) as CookieCategory[];

export default function CookiePolicyPage() {
  const lang = useLang();
  const copy = lang === "de" ? de : en;
  // The category names are the consent dialog's, so banner, dialog and policy say the same.
  const names = (lang === "de" ? consentDe : consentEn).preferences.categories;
  const rich = useLegalRich(copy.newTab);
  const today = useToday();

  const toc: TocEntry[] = [
    { id: sectionIds.whatAreCookies, title: copy.whatAreCookies.title },
    {
      id: sectionIds.categories,
      title: copy.categories.title,
      children: categories.map((c) => ({ id: categoryIds[c], title: copy.categories.items[c].title })),
    },
    { id: sectionIds.manage, title: copy.manage.title },
    { id: sectionIds.contact, title: copy.contact.title },
  ];

  return (
    <>
      <PageHero ns="cookiePolicy">
        <LastUpdated label={copy.updated} date={today} />
      </PageHero>
      <SampleDataNotice />
      <LegalLayout tocLabel={copy.toc} entries={toc}>
        <LegalSection id={sectionIds.whatAreCookies} number={1} title={copy.whatAreCookies.title}>
          <LegalBlocks blocks={copy.whatAreCookies.blocks} rich={rich} />
        </LegalSection>
        <LegalSection id={sectionIds.categories} number={2} title={copy.categories.title}>
          <p className="mt-4 leading-[1.75] text-ink-700">{copy.categories.intro}</p>
          <div className="mt-8 grid gap-6">
            {categories.map((category) => (
              <CookieCategoryCard
                key={category}
                id={categoryIds[category]}
                category={category}
                name={names[category].name}
                copy={
                  category === "essential" && policySettings.consentLog
                    ? { ...copy.categories.items.essential, note: copy.categories.items.essential.noteConsentLog }
                    : copy.categories.items[category]
                }
                labels={copy.categories.labels}
                status={category === "essential" ? copy.categories.alwaysActive : copy.categories.consentRequired}
                rich={rich}
              />
            ))}
          </div>
        </LegalSection>
        <LegalSection id={sectionIds.manage} number={3} title={copy.manage.title}>
          <LegalBlocks blocks={copy.manage.blocks} rich={rich} />
          <ConsentSettingsButton
            // cn merges the overrides (cva would only append them, and whitespace-nowrap would win).
            className={cn(buttonVariants({ size: "lgWrap" }), "mt-8")}
          >
            {copy.manage.button}
          </ConsentSettingsButton>
        </LegalSection>
        <LegalSection id={sectionIds.contact} number={4} title={copy.contact.title}>
          <LegalBlocks blocks={copy.contact.blocks} rich={rich} />
          <CompanyCard labels={copy.contact.labels} />
        </LegalSection>
      </LegalLayout>
    </>
  );
}
