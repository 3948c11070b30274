import { ContactCta } from "~/components/page/contact-cta";
import { PageHero } from "~/components/page/page-hero";
import { DeliveryFaq } from "~/components/erp/delivery-faq";
import { IndustryBlock } from "~/components/erp/industry-block";
import { ServiceAreas } from "~/components/erp/service-areas";
import { StrategyCycle } from "~/components/erp/strategy-cycle";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/services";
import en from "#common/locales/en/services";

registerMessages("services", { de, en });

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
