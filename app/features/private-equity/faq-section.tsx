import { useTranslation } from "react-i18next";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Section } from "./section";

/** The FAQ accordion: six questions, one open at a time, each collapsible. */
export function FaqSection() {
  const { t } = useTranslation("privateEquity");
  return (
    <Section id="faq" tone="sand" aside heading={t("faq", { returnObjects: true })}>
      <Accordion type="single" collapsible className="border-t border-sand-200">
        {t("faq.items", { returnObjects: true }).map((item, index) => (
          <AccordionItem key={item.question} value={`faq-${index + 1}`}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent className="max-w-2xl">{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
