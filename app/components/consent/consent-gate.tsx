import { useState } from "react";
import { CalendarDays, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import type { OptionalCategory } from "~/lib/consent/consent-store";
import { ConsentSettingsButton } from "./consent-settings-button";
import { useConsent } from "~/lib/consent/use-consent";

interface ConsentGateProps {
  /** The embedded page; nothing is requested from its host before consent or the click. */
  src: string;
  /** Who provides it, named to the visitor before loading. */
  provider: string;
  /** The category that lets it load without asking (docs/decisions/0007). */
  category?: OptionalCategory;
  /** False while the embed is not shown (a closed dialog): nothing loads, even with consent. */
  active?: boolean;
  className?: string;
}

const hostOf = (src: string) => {
  try {
    return new URL(src).host;
  } catch {
    return src;
  }
};

/**
 * Two-click embed: first a placeholder that says what would load from where, with "Load calendar"
 * and "Open in new tab"; the iframe only after that click, or at once when the category is granted.
 */
export function ConsentGate({ src, provider, category = "functional", active = true, className }: ConsentGateProps) {
  const { t } = useTranslation("consent");
  const consent = useConsent();
  const [loadedOnce, setLoadedOnce] = useState(false);
  const host = hostOf(src);
  const frame = "h-[min(42rem,65dvh)] w-full rounded-xl border border-sand-200";

  if (loadedOnce || (active && consent?.[category] === true)) {
    return (
      // Sandboxed: the provider's page runs its own scripts and forms, but can never navigate this page.
      <iframe
        src={src}
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="strict-origin-when-cross-origin"
        title={t("gate.calendar.frameTitle", { provider })}
        className={cn(frame, "bg-white", className)}
        data-testid="consent-gate-frame"
      />
    );
  }
  return (
    <div
      data-testid="consent-gate"
      className={cn(frame, "flex flex-col items-center justify-center gap-4 bg-sand-50 p-6 text-center", className)}
    >
      <CalendarDays aria-hidden className="size-10 text-accent-600" />
      <h3 className="text-lg font-semibold text-ink-950">{t("gate.calendar.title")}</h3>
      <p className="max-w-md text-sm leading-relaxed text-ink-700">{t("gate.calendar.text", { provider, host })}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button onClick={() => setLoadedOnce(true)}>{t("gate.calendar.load")}</Button>
        <a href={src} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "secondary" })}>
          {t("gate.calendar.openInNewTab")}
          <ExternalLink aria-hidden />
        </a>
      </div>
      <p className="max-w-md text-xs leading-relaxed text-ink-600">
        <ConsentSettingsButton className="rounded underline underline-offset-4 hover:text-ink-950">
          {t("gate.calendar.remember")}
        </ConsentSettingsButton>
      </p>
    </div>
  );
}
