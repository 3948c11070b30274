import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { PageDialog, PageDialogDescription, PageDialogTitle } from "~/components/ui/page-dialog";
import { Switch } from "~/components/ui/switch";
import { usePageUrl } from "~/lib/use-lang";
import { consentPreferencesId } from "~/lib/consent/consent-choice";
import { consentChoiceProps, consentSwitchProps, dialogCloseProps } from "~/lib/page-controls/markup";

const categories = ["essential", "functional", "analytics", "marketing"] as const;

/**
 * Second layer: one switch per category, essential locked on. Prerendered closed at the end of
 * every page; the page controls open it (setting the switches to the stored choice), turn the
 * switches and record the choice (docs/decisions/0060). The focus goes back to whatever opened it.
 */
export default function ConsentPreferences() {
  const { t } = useTranslation("consent");
  const url = usePageUrl();
  const id = useId();
  return (
    <PageDialog
      id={consentPreferencesId}
      titleId={`${id}title`}
      descriptionId={`${id}description`}
      closeLabel={t("preferences.close")}
      data-testid="consent-preferences"
      width="md"
    >
      <PageDialogTitle id={`${id}title`}>{t("preferences.title")}</PageDialogTitle>
      <PageDialogDescription id={`${id}description`} className="text-sm leading-relaxed">
        {t("preferences.description")}
      </PageDialogDescription>
      <ul className="mt-6 divide-y divide-sand-200 border-y border-sand-200">
        {categories.map((category) => {
          const locked = category === "essential";
          const switchId = `consent-${category}`;
          return (
            <li key={category} className="flex items-start justify-between gap-4 py-4">
              <div>
                <label htmlFor={switchId} className="font-semibold text-ink-950">
                  {t(`preferences.categories.${category}.name`)}
                </label>
                {locked && (
                  <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                    {t("preferences.alwaysOn")}
                  </span>
                )}
                <p id={`${switchId}-description`} className="mt-1 text-sm leading-relaxed text-ink-700">
                  {t(`preferences.categories.${category}.description`)}
                </p>
              </div>
              <Switch
                id={switchId}
                aria-describedby={`${switchId}-description`}
                checked={locked}
                disabled={locked}
                {...(locked ? {} : consentSwitchProps(category))}
                className="mt-0.5"
              />
            </li>
          );
        })}
      </ul>
      <p className="mt-4 text-sm">
        {/* A link in a page dialog closes it as it leaves (the page controls). */}
        <Link
          to={url("cookiePolicy")}
          className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
        >
          {t("preferences.policyLink")}
        </Link>
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button {...dialogCloseProps} variant="ghost">
          {t("preferences.cancel")}
        </Button>
        <Button {...consentChoiceProps("reject-all")} variant="secondary">
          {t("preferences.rejectAll")}
        </Button>
        <Button {...consentChoiceProps("accept-all")} variant="secondary">
          {t("preferences.acceptAll")}
        </Button>
        <Button {...consentChoiceProps("save")}>{t("preferences.save")}</Button>
      </div>
    </PageDialog>
  );
}
