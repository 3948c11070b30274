import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { usePageUrl } from "~/lib/use-lang";
import { consentPreferencesId } from "~/lib/consent/consent-choice";
import { consentChoiceProps, dialogOpenerProps } from "~/lib/page-controls/markup";

/**
 * First layer of the consent request. Fixed to the bottom, so it never shifts the page. It is in
 * the prerendered HTML, so first-time visitors see it in the first paint; it shows only when a
 * script in <head> found no valid record, and it leaves the DOM after hydration when one exists.
 * Its buttons are page controls (docs/decisions/0060): they record the choice and hide the banner,
 * or open the preferences, at once, before React is there and after.
 */
export default function ConsentBanner() {
  const { t } = useTranslation("consent");
  const url = usePageUrl();
  return (
    <section
      aria-labelledby="consent-banner-title"
      data-testid="consent-banner"
      data-consent-banner=""
      className="fixed inset-x-0 bottom-0 z-40 p-3 md:p-5"
    >
      <div className="mx-auto max-w-5xl rounded-2xl border border-sand-200 bg-white p-4 shadow-[0_-8px_40px_rgb(7_17_29/0.18)] md:flex md:items-center md:gap-8 md:p-6">
        <div className="md:flex-1">
          <h2 id="consent-banner-title" className="text-base font-semibold text-ink-950">
            {t("banner.title")}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-ink-700">
            {t("banner.text")}{" "}
            <Link
              to={url("cookiePolicy")}
              className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
            >
              {t("banner.policyLink")}
            </Link>
          </p>
        </div>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 md:mt-0 md:flex md:shrink-0 md:flex-col">
          <Button {...consentChoiceProps("accept-all")}>{t("banner.acceptAll")}</Button>
          <Button {...consentChoiceProps("reject-all")}>{t("banner.rejectAll")}</Button>
          <Button {...dialogOpenerProps(consentPreferencesId)} variant="secondary" className="col-span-2 sm:col-span-1">
            {t("banner.customize")}
          </Button>
        </div>
      </div>
    </section>
  );
}
