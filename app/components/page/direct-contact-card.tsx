import { Copy, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { site } from "#common/config/site";
import { notify } from "~/lib/notify";
import { card } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/**
 * "Direkter Kontakt": the mail link, the phone line ("Telefon: Auf Anfrage") and a button that copies
 * the address. The note under the phone line says what "on request" means, so the Impressum's
 * switchboard number does not contradict it (ADR 0026).
 */
export function DirectContactCard({ email = site.contactEmail }: { email?: string }) {
  const { t } = useTranslation();

  async function copyEmail() {
    try {
      await navigator.clipboard.writeText(email);
      await notify("success", {
        title: t("contactCard.copied"),
        description: t("contactCard.copiedDescription", { email }),
      });
    } catch {
      await notify("error", {
        title: t("contactCard.copyFailed"),
        description: t("contactCard.copyFailedDescription", { email }),
      });
    }
  }

  return (
    <div className={cn(card({ shadow: true }), "p-6")}>
      <h3 className="text-lg font-semibold text-ink-950">{t("contactCard.title")}</h3>
      <dl className="mt-4 grid gap-4 text-sm">
        <div>
          <dt className="flex items-center gap-2 text-ink-600">
            <Mail aria-hidden className="size-5 shrink-0 text-accent-600" />
            {t("contactCard.emailLabel")}
          </dt>
          <dd className="mt-0.5 flex flex-wrap items-center gap-x-2 pl-7">
            <a
              href={`mailto:${email}`}
              className="font-semibold break-all text-ink-950 underline-offset-4 hover:underline"
            >
              {email}
            </a>
            <Button variant="ghost" size="iconSm" onClick={copyEmail} aria-label={t("contactCard.copyEmail")}>
              <Copy aria-hidden />
            </Button>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 text-ink-600">
            <Phone aria-hidden className="size-5 shrink-0 text-accent-600" />
            {t("contactCard.phoneLabel")}
          </dt>
          <dd className="mt-0.5 pl-7 font-semibold text-ink-950">{t("contactCard.phoneValue")}</dd>
          <dd className="mt-0.5 pl-7 text-ink-600">{t("contactCard.phoneNote")}</dd>
        </div>
      </dl>
    </div>
  );
}
