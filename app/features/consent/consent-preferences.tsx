import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Switch } from "~/components/ui/switch";
import { usePageUrl } from "~/lib/use-lang";
import { commitConsent } from "./commit-consent";
import {
  acceptAll,
  loadConsent,
  rejectAll,
  type ConsentChoices,
  type OptionalCategory,
} from "~/lib/consent/consent-store";
import { setPreferencesOpen } from "~/lib/consent/consent-ui";

const categories = ["essential", "functional", "analytics", "marketing"] as const;

/** Second layer: one switch per category, essential locked on. Loaded when first opened. */
export default function ConsentPreferences() {
  const { t } = useTranslation("consent");
  const url = usePageUrl();
  const [choices, setChoices] = useState<ConsentChoices>(() => {
    const { functional, analytics, marketing } = loadConsent() ?? rejectAll;
    return { functional, analytics, marketing };
  });
  // Opened from outside (banner, footer, policy page), so Radix has no trigger to return focus to.
  const [returnFocus] = useState(() => document.activeElement as HTMLElement | null);
  const close = () => setPreferencesOpen(false);
  const commit = (next: ConsentChoices, action: Parameters<typeof commitConsent>[1]) => {
    commitConsent(next, action);
    close();
  };

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        closeLabel={t("preferences.close")}
        data-testid="consent-preferences"
        width="md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnFocus?.isConnected) returnFocus.focus();
        }}
      >
        <DialogTitle>{t("preferences.title")}</DialogTitle>
        <DialogDescription className="text-sm leading-relaxed">{t("preferences.description")}</DialogDescription>
        <ul className="mt-6 divide-y divide-sand-200 border-y border-sand-200">
          {categories.map((category) => {
            const locked = category === "essential";
            const id = `consent-${category}`;
            return (
              <li key={category} className="flex items-start justify-between gap-4 py-4">
                <div>
                  <label htmlFor={id} className="font-semibold text-ink-950">
                    {t(`preferences.categories.${category}.name`)}
                  </label>
                  {locked && (
                    <span className="ml-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-700">
                      {t("preferences.alwaysOn")}
                    </span>
                  )}
                  <p id={`${id}-description`} className="mt-1 text-sm leading-relaxed text-ink-700">
                    {t(`preferences.categories.${category}.description`)}
                  </p>
                </div>
                <Switch
                  id={id}
                  aria-describedby={`${id}-description`}
                  checked={locked || choices[category as OptionalCategory]}
                  disabled={locked}
                  onCheckedChange={(checked) =>
                    !locked && setChoices((current) => ({ ...current, [category]: checked }))
                  }
                  className="mt-0.5"
                />
              </li>
            );
          })}
        </ul>
        <p className="mt-4 text-sm">
          <Link
            to={url("cookiePolicy")}
            onClick={close}
            className="font-semibold text-accent-700 underline underline-offset-4 hover:text-accent-600"
          >
            {t("preferences.policyLink")}
          </Link>
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="ghost" onClick={close}>
            {t("preferences.cancel")}
          </Button>
          <Button variant="secondary" onClick={() => commit(rejectAll, "reject_all")}>
            {t("preferences.rejectAll")}
          </Button>
          <Button variant="secondary" onClick={() => commit(acceptAll, "accept_all")}>
            {t("preferences.acceptAll")}
          </Button>
          <Button onClick={() => commit(choices, "save")}>{t("preferences.save")}</Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
