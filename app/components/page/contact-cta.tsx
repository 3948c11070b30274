import { useTranslation } from "react-i18next";
import { usePageUrl } from "~/lib/use-lang";
import { Reveal } from "./reveal";
import { ArrowLinkButton } from "./arrow-link-button";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/**
 * The closing next step of a page: to the general contact page, or with `toHomeContact` to the
 * contact section of the home page (the about-us pages lead to /#kontakt).
 */
export function ContactCta({ toHomeContact = false }: { toHomeContact?: boolean }) {
  const { t } = useTranslation();
  const url = usePageUrl();
  return (
    <section className="container-page py-16 md:py-24">
      <Reveal className={cn(card({ tone: "dark" }), "px-6 py-12 md:px-14 md:py-16")}>
        <h2 className="max-w-2xl text-3xl font-semibold md:text-4xl">{t("cta.title")}</h2>
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-ink-100">{t("cta.text")}</p>
        <ArrowLinkButton
          to={toHomeContact ? `${url("home")}#kontakt` : url("contact")}
          variant="inverse"
          size="lg"
          className="mt-8"
        >
          {t("cta.button")}
        </ArrowLinkButton>
      </Reveal>
    </section>
  );
}
