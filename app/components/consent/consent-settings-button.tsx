import type { ComponentProps } from "react";
import { consentPreferencesId } from "~/lib/consent/consent-choice";
import { dialogOpenerProps } from "~/lib/page-controls/markup";

/** Reopens the consent preferences (a page control, docs/decisions/0060); callers pass the label and the look. */
export function ConsentSettingsButton(props: Omit<ComponentProps<"button">, "onClick" | "type">) {
  return <button {...dialogOpenerProps(consentPreferencesId)} {...props} />;
}
