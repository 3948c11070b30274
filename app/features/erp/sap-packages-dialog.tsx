import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { usePageUrl } from "~/lib/use-lang";
import type { LazyDialogProps } from "~/lib/use-lazy-dialog";
import { ArrowLinkButton } from "~/components/page/arrow-link-button";

const columns = ["name", "support", "hours", "benefit", "price"] as const;

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

        <table className="mt-6 hidden w-full border-collapse text-left text-sm md:table">
          <caption className="sr-only">{t("packages.caption")}</caption>
          <thead>
            <tr className="border-b-2 border-ink-900">
              {columns.map((column) => (
                <th key={column} scope="col" className="px-3 py-3 font-semibold text-ink-950 first:pl-0">
                  {t(`packages.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-b border-sand-200 align-top">
                <th scope="row" className="py-4 pr-3 text-base font-semibold text-ink-950">
                  {row.name}
                </th>
                <td className="px-3 py-4 text-ink-700">{row.support}</td>
                <td className="px-3 py-4 whitespace-nowrap text-ink-700">{row.hours}</td>
                <td className="px-3 py-4 text-ink-700">{row.benefit}</td>
                {/* The amount never breaks (non-breaking spaces in the copy); the VAT note may go below it. */}
                <td className="py-4 pl-3 font-semibold text-ink-950">{row.price}</td>
              </tr>
            ))}
          </tbody>
        </table>

        {/* Below 768 px the same rows as cards: five columns do not fit a phone. */}
        <ul className="mt-6 grid gap-4 md:hidden">
          {rows.map((row) => (
            <li key={row.name} className="rounded-xl border border-sand-200 p-4">
              <h3 className="text-lg font-semibold text-ink-950">{row.name}</h3>
              <dl className="mt-2 grid gap-2 text-sm">
                {columns.slice(1).map((column) => (
                  <div key={column}>
                    <dt className="font-medium text-ink-600">{t(`packages.columns.${column}`)}</dt>
                    <dd className="text-ink-900">{row[column]}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>

        <p data-testid="packages-hours-note" className="mt-4 text-sm text-ink-600">
          {t("packages.hoursNote")}
        </p>

        <h3 className="mt-8 text-lg font-semibold text-ink-950">{t("packages.featuresTitle")}</h3>
        <div className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {[features.slice(0, 3), features.slice(3)].map((list, index) => (
            <ul key={index} data-feature-list="" className="grid content-start gap-3">
              {list.map((feature) => (
                <li key={feature} className="flex gap-3 text-sm leading-relaxed text-ink-700">
                  <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-accent-600" />
                  {feature}
                </li>
              ))}
            </ul>
          ))}
        </div>

        <ArrowLinkButton to={url("sapContact")} size="lg" className="mt-8">
          {t("packages.cta")}
        </ArrowLinkButton>
      </DialogContent>
    </Dialog>
  );
}
