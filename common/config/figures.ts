/**
 * The marketing figures the site computes with or formats per language. Facts the spec leaves open
 * are decided once here (docs/decisions/0032-copy-second-pass.md).
 */
import { overlayFacts } from "../content/overlay";

export const figures = overlayFacts("figures", {
  amsMonthlyFromEur: 2500,
  odooMigrationFixedPriceEur: 5000,
  /** Support after the Odoo go-live, included in the fixed price. */
  odooMigrationHypercareWeeks: 2,
});
