import { useTranslation } from "react-i18next";
import { CheckList } from "~/components/page/check-list";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Table } from "~/components/ui/table";
import { usePageUrl } from "~/lib/use-lang";
import type { LazyDialogProps } from "~/lib/use-lazy-dialog";
import { ArrowLinkButton } from "~/components/page/arrow-link-button";
import { NetPricesNote } from "~/components/page/net-prices-note";

const columns = ["name", "support", "hours", "benefit", "price"] as const;
const cellClass: Record<(typeof columns)[number], string> = {
  name: "",
  support: "text-ink-700",
  hours: "whitespace-nowrap text-ink-700",
  benefit: "text-ink-700",
  // The amount never breaks (non-breaking spaces in the copy); the VAT note may go below it.
  price: "font-semibold text-ink-950",
};
type Row = Record<(typeof columns)[number], string>;

/**
 * The AMS service packages: Lite, Core, Max in a table, the feature list and a way to /sap/kontakt.
 * Loaded on the first open of the AMS card's button.
 */
export default function PackagesDialog({ open, onOpenChange, onCloseAutoFocus }: LazyDialogProps) {
  const { t } = useTranslation("sapSolutions");
  const url = usePageUrl();
  const rows = t("packages.rows", { returnObjects: true });
  const features = t("packages.features", { returnObjects: true });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus} closeLabel={t("packages.close")} width="2xl">
        <DialogTitle>{t("packages.title")}</DialogTitle>
        <DialogDescription>{t("packages.description")}</DialogDescription>

        {/* Below 768 px the same rows as a list: five columns do not fit a phone. */}
        <Table
          columns={columns.map((key) => ({
            key,
            header: t(`packages.columns.${key}`),
            cell: (row: Row) => row[key],
            className: cellClass[key],
          }))}
          rows={rows}
          rowKey={(row) => row.name}
          rowHeaders
          density="roomy"
          caption={t("packages.caption")}
          empty=""
          className="mt-6"
        />

        <p data-testid="packages-hours-note" className="mt-4 text-sm text-ink-600">
          {t("packages.hoursNote")}
        </p>
        <p data-testid="packages-price-note" className="mt-2 text-sm text-ink-600">
          {t("packages.priceNote")}
        </p>
        <NetPricesNote className="mt-2" />

        <h3 className="mt-8 text-lg font-semibold text-ink-950">{t("packages.featuresTitle")}</h3>
        <div className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {[features.slice(0, 3), features.slice(3)].map((list, index) => (
            <CheckList
              key={index}
              data-feature-list=""
              className="grid content-start gap-3"
              points={list}
              itemClassName="text-sm leading-relaxed text-ink-700"
              text="sm"
            />
          ))}
        </div>

        <ArrowLinkButton to={url("sapContact")} size="lg" className="mt-8">
          {t("packages.cta")}
        </ArrowLinkButton>
      </DialogContent>
    </Dialog>
  );
}
