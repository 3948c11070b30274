/**
 * The marketing figures the site computes with or formats per language. Facts the spec leaves open
 * are decided once here (docs/decisions/0030-copy-second-pass-copy.md).
 */
export const figures = {
  amsMonthlyFromEur: 2500,
  odooMigrationFixedPriceEur: 5000,
  /** Support after the Odoo go-live, included in the fixed price. */
  odooMigrationHypercareWeeks: 2,
} as const;
