import { Check, Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { site } from "#common/config/site";
import { BookingLink } from "./booking-link";

/** Spec: the overview's contact block: "Termin vereinbaren" (external booking) and the PE mail address. */
export function ContactBlock() {
  const { t } = useTranslation("privateEquity");
  return (
    <section id="pe-kontakt" aria-labelledby="pe-kontakt-title" className="container-page scroll-mt-24 py-16 md:py-24">
      <div className="grid gap-10 rounded-[var(--radius-card)] bg-ink-900 px-6 py-12 text-white md:px-14 md:py-16 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-14">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">{t("contact.eyebrow")}</p>
          <h2 id="pe-kontakt-title" className="mt-3 max-w-2xl text-3xl font-semibold md:text-4xl">
            {t("contact.title")}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-100">{t("contact.text")}</p>
          <BookingLink label={t("contact.booking")} newTab={t("newTab")} variant="inverse" className="mt-8" />
          <p className="mt-8 text-ink-100">{t("contact.emailLabel")}</p>
          <a
            href={`mailto:${site.privateEquityEmail}`}
            className="mt-2 inline-flex items-center gap-2 text-base font-semibold break-words text-white md:text-lg underline decoration-white/30 underline-offset-4 hover:decoration-white"
          >
            <Mail aria-hidden className="size-5 shrink-0 text-accent-300" />
            {site.privateEquityEmail}
          </a>
        </div>
        <div className="self-start rounded-xl border border-white/15 bg-white/5 p-6">
          <h3 className="text-lg font-semibold">{t("contact.expectTitle")}</h3>
          <ul className="mt-4 grid gap-3">
            {t("contact.expect", { returnObjects: true }).map((point) => (
              <li key={point} className="flex gap-3 leading-relaxed text-ink-100">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent-300" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
