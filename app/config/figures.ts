/** The marketing figures the site computes with or formats per language. */
export const figures = {
  amsMonthlyFromEur: 2500,
  odooMigrationFixedPriceEur: 5000,
} as const;
