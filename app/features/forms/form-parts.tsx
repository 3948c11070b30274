import type { Ref } from "react";
import { Link } from "react-router";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { usePageUrl } from "~/lib/use-lang";

/** A field bots fill and people never see; the server stores such leads as spam. */
export function Honeypot({ inputRef }: { inputRef: Ref<HTMLInputElement> }) {
  const { t } = useTranslation("forms");
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t("honeypot")}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function SubmitRow({ sending, label }: { sending: boolean; label: string }) {
  const { t } = useTranslation("forms");
  const url = usePageUrl();
  return (
    <div className="grid grid-cols-1 gap-4 col-span-full">
      <p className="text-sm text-ink-600">
        <Trans
          t={t}
          i18nKey="privacyNote"
          components={{
            policy: <Link to={url("privacy")} className="font-semibold text-accent-700 underline underline-offset-4" />,
          }}
        />
      </p>
      <Button type="submit" size="lgWrap" disabled={sending} aria-busy={sending} className="justify-self-start">
        {sending ? t("contact.sending") : label}
      </Button>
    </div>
  );
}
