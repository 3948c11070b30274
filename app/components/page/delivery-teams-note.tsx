import { Globe } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

/**
 * Where the partners' delivery teams work, their language and where the data stays: the basis of
 * "bis zu 40 % geringere Kosten", shown wherever a page claims that saving (one text, common.ts).
 */
export function DeliveryTeamsNote({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const { t } = useTranslation("common");
  const dark = tone === "dark";
  return (
    <div
      data-testid="delivery-teams-note"
      className={cn(
        "flex gap-3 rounded-xl p-4 text-sm leading-relaxed",
        dark ? "bg-white/5 text-ink-100" : "border border-sand-200 bg-white text-ink-700",
        className,
      )}
    >
      <Globe aria-hidden className={cn("mt-0.5 size-4 shrink-0", dark ? "text-accent-300" : "text-accent-600")} />
      <p>
        <strong className={cn("font-semibold", dark ? "text-white" : "text-ink-950")}>
          {t("deliveryTeams.title")}.
        </strong>{" "}
        {t("deliveryTeams.text")} {t("deliveryTeams.savingBasis")}
      </p>
    </div>
  );
}
