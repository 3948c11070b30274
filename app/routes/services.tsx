import { ContactCta } from "~/components/page/contact-cta";
import { PageHero } from "~/components/page/page-hero";
import { DeliveryFaq } from "~/components/erp/delivery-faq";
import { IndustryBlock } from "~/components/erp/industry-block";
import { ServiceAreas } from "~/components/erp/service-areas";
import { StrategyCycle } from "~/components/erp/strategy-cycle";
import { stripParenthetical } from "~/features/erp/strip-parenthetical";
import { registerMessages } from "~/i18n/instances";
import { pageMeta } from "~/lib/seo";
import de from "~/locales/de/services";
import en from "~/locales/en/services";

registerMessages("services", { de, en });

export const meta = pageMeta("services", (lang) => ({
  jsonLd: {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: (lang === "de" ? de : en).faq.items.map((item) => ({
      "@type": "Question",
      name: stripParenthetical(item.question),
      acceptedAnswer: { "@type": "Answer", text: `${item.intro} ${stripParenthetical(item.point)}.` },
    })),
  },
}));

export default function ServicesPage() {
  return (
    <>
      <PageHero ns="services" />
      <ServiceAreas />
      <IndustryBlock />
      <StrategyCycle />
      <DeliveryFaq />
      <ContactCta />
    </>
  );
}
