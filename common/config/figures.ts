/**
 * The marketing figures the site computes with or formats per language: declared and shipped in
 * common/content/figures.ts, with the owner's published edits over them. The copy names them as
 * placeholders ("ab {{amsMonthlyFromEur}} im Monat"), filled in every text
 * (app/lib/figure-variables.ts); an amount in euros has a name ending in "Eur", and its placeholder
 * counts as a price (VAT note).
 */
import { shippedFigures } from "../content/figures";
import { overlayFacts } from "../content/overlay";

export const figures = overlayFacts("figures", shippedFigures);
