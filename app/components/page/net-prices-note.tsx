import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";

/**
 * Who the offers are for and that every price is net (one text, common.ts `netPrices`): once on
 * every page that shows a price, as the footer says it on every page. Net prices may be shown only
 * where an offer is made to businesses alone.
 */
export function NetPricesNote({ tone = "light", className }: { tone?: "light" | "dark"; className?: string }) {
  const { t } = useTranslation("common");
  return (
    <p
      data-testid="net-prices-note"
      className={cn("text-sm leading-relaxed", tone === "dark" ? "text-ink-300" : "text-ink-600", className)}
    >
      {t("netPrices")}
    </p>
  );
}
