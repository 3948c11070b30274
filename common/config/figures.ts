/**
 * The marketing figures the site computes with or formats per language: shipped in
 * common/content/fact-defaults.ts (facts the spec leaves open are decided there once,
 * docs/decisions/0032-copy-second-pass.md), with the owner's published edits over them.
 */
import { shippedFigures } from "../content/fact-defaults";
import { overlayFacts } from "../content/overlay";

export const figures = overlayFacts("figures", shippedFigures);
