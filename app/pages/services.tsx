import { ContactCta } from "~/components/page/contact-cta";
import { PageHero } from "~/components/page/page-hero";
import { DeliveryFaq } from "~/features/erp/delivery-faq";
import { IndustryBlock } from "~/features/erp/industry-block";
import { ServiceAreas } from "~/features/erp/service-areas";
import { StrategyCycle } from "~/features/erp/strategy-cycle";
import { registerMessages } from "~/i18n/instances";
import de from "#common/locales/de/services";
import en from "#common/locales/en/services";
import { ListedEntries } from "~/features/collections/listed-entries";
import { useLang } from "~/lib/use-lang";

registerMessages("services", { de, en });

export default function ServicesPage() {
  return (
    <>
      <PageHero ns="services" />
      <ServiceAreas />
      <IndustryBlock />
      <StrategyCycle />
      <DeliveryFaq />
      <ListedEntries page="services" lang={useLang()} />
      <ContactCta />
    </>
  );
}
