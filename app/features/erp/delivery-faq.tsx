import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { stripParenthetical } from "./strip-parenthetical";
import { DeliveryTeamsNote } from "~/components/page/delivery-teams-note";
import { SectionHeading } from "~/components/page/section-heading";

/** The delivery FAQ: five questions, one open at a time and collapsible; intro plus first point. */
export function DeliveryFaq() {
  const { t } = useTranslation("services");
  const items = t("faq.items", { returnObjects: true });
  return (
    <section aria-labelledby="services-faq-title" className="border-t border-sand-200 bg-sand-50">
      <div className="container-page grid gap-10 py-16 md:py-24 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <SectionHeading
            id="services-faq-title"
            eyebrow={t("faq.eyebrow")}
            title={t("faq.title")}
            intro={t("faq.intro")}
          />
          <DeliveryTeamsNote className="mt-8" />
        </div>
        <Accordion className="border-t border-sand-200">
          {items.map((item) => (
            <AccordionItem key={item.question}>
              <AccordionTrigger>{stripParenthetical(item.question)}</AccordionTrigger>
              <AccordionContent>
                <p>{item.intro}</p>
                <p className="mt-4 flex gap-3 rounded-xl bg-white p-4 font-semibold text-ink-900">
                  <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent-600" />
                  {stripParenthetical(item.point)}
                </p>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </section>
  );
}
