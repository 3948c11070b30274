import type { ComponentProps } from "react";
import { openConsentPreferences } from "~/lib/consent/consent-ui";

/** Reopens the consent preferences; callers pass the label and the look. */
export function ConsentSettingsButton(props: Omit<ComponentProps<"button">, "onClick" | "type">) {
  return <button type="button" onClick={openConsentPreferences} {...props} />;
}
