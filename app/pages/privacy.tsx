import { CompanyCard } from "~/features/legal/company-card";
import { LastUpdated } from "~/features/legal/last-updated";
import { LegalBlocks, LegalSection } from "~/features/legal/legal-blocks";
import type { LegalSectionCopy } from "#common/locales/types";
import { LegalLayout } from "~/features/legal/legal-layout";
import { SampleDataNotice } from "~/features/legal/sample-data-notice";
import { useLegalRich } from "~/features/legal/use-legal-rich";
import { PageHero } from "~/components/page/page-hero";
import { legal } from "#common/config/legal";
import { policySettings } from "~/features/legal/use-legal-rich";
import { registerMessages } from "~/i18n/instances";
import { useLang } from "~/lib/use-lang";
import de from "#common/locales/de/privacy";
import en from "#common/locales/en/privacy";

registerMessages("privacy", { de, en });

type SectionId = keyof typeof de.sections;

/**
 * The German copy's key order is the reading order; the keys are the anchors in both languages. A
 * section about something the configuration switches off (visitor statistics) is left out.
 */
const sectionIds = (Object.keys(de.sections) as SectionId[]).filter((id) => {
  const { when } = de.sections[id] as LegalSectionCopy;
  return !when || policySettings[when];
});

/** The policy's version date from the legal config (not today's date: it changes with the text). */
const policyDate = new Date(`${legal.privacyPolicyDate}T12:00:00`);

export default function PrivacyPage() {
  const lang = useLang();
  const copy = lang === "de" ? de : en;
  const rich = useLegalRich(copy.newTab);
  const sections: Record<SectionId, LegalSectionCopy> = copy.sections;

  return (
    <>
      <PageHero ns="privacy">
        <LastUpdated label={copy.updated} date={policyDate} />
      </PageHero>
      <SampleDataNotice />
      <LegalLayout tocLabel={copy.toc} entries={sectionIds.map((id) => ({ id, title: sections[id].title }))}>
        {sectionIds.map((id, index) => {
          const section = sections[id];
          return (
            <LegalSection key={id} id={id} number={index + 1} title={section.title}>
              <LegalBlocks blocks={section.blocks} rich={rich} />
              {id === "verantwortlicher" && <CompanyCard labels={copy.controllerLabels} />}
              {section.more && <LegalBlocks blocks={section.more} rich={rich} />}
            </LegalSection>
          );
        })}
      </LegalLayout>
    </>
  );
}
