import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { site } from "#common/config/site";
import { ContactSection } from "~/components/page/contact-section";
import { BookingLink } from "./booking-link";

/** The overview's contact block: booking a call (external scheduler) and the private-equity address. */
export function ContactBlock() {
  const { t } = useTranslation("privateEquity");
  return (
    <ContactSection id="pe-kontakt" variant="card" ns="privateEquity" introKey="text">
      <BookingLink label={t("contact.booking")} newTab={t("newTab")} variant="inverse" className="mt-8" />
      <p className="mt-8 text-ink-100">{t("contact.emailLabel")}</p>
      <a
        href={`mailto:${site.privateEquityEmail}`}
        className="mt-2 inline-flex items-center gap-2 text-base font-semibold break-words text-white md:text-lg underline decoration-white/30 underline-offset-4 hover:decoration-white"
      >
        <Mail aria-hidden className="size-5 shrink-0 text-accent-300" />
        {site.privateEquityEmail}
      </a>
    </ContactSection>
  );
}
