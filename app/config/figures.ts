/**
 * The marketing figures the site computes with or formats per language. Facts the spec leaves open
 * are decided once here (docs/decisions/0032-copy-second-pass.md). The copy names them as
 * placeholders ("ab {{amsMonthlyFromEur}} im Monat"), filled in every text (app/lib/figure-variables.ts);
 * an amount in euros has a name ending in "Eur", and its placeholder counts as a price (VAT note).
 */
export const figures = {
  /** The SAP AMS package Lite, the lowest AMS price: "from" on every page that names AMS. */
  amsMonthlyFromEur: 2500,
  /** The SAP AMS packages Core and Max (the packages dialog on /sap-services). */
  amsCoreMonthlyFromEur: 4600,
  amsMaxMonthlyFromEur: 8800,
  odooMigrationFixedPriceEur: 5000,
  /** Support after the Odoo go-live, included in the fixed price. */
  odooMigrationHypercareWeeks: 2,
} as const;
