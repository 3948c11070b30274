/**
 * An AI use case: every industry page uses the same shape. Text fields are in the module's language; id, key, icon and image are
 * the same in both languages (checked by app/features/ai-use-cases/content.test.ts). The modules
 * import nothing, so tests in Node (Playwright) can read them as the source of the expected texts.
 */
export interface UseCase {
  /** Slug in the page URL (`?case=freight`) and in element ids; the same in every language. */
  id: string;
  /** Industry-qualified key, unique across all four pages: `logistics.freight`. */
  key: string;
  /** Name of the lucide icon shown on the card and in the detail view (see features/ai-use-cases/icons.ts). */
  icon: UseCaseIcon;
  /**
   * File name of the illustration in app/features/ai-use-cases/illustrations (self-made SVG, 640 x 400), resolved
   * to a hashed asset by features/ai-use-cases/illustrations.ts. Decorative: the title carries the meaning.
   */
  image: string;
  title: string;
  subtitle: string;
  /** An illustrative person in a role the use case serves (not a named customer). */
  persona: string;
  personaRole: string;
  /** The situation before, short enough for the card. */
  story: string;
  /** The problem in the persona's words (rendered as a quotation). */
  pain: string;
  solution: string;
  /** How the solution works, in order. */
  steps: string[];
  /** Impacts are phrased as examples ("z. B. bis zu ..."), never as promises. */
  benefits: UseCaseBenefit[];
  /** The persona's words after go-live. */
  quote: string;
}

export interface UseCaseBenefit {
  title: string;
  impact: string;
}

export type UseCaseIcon =
  | "truck"
  | "route"
  | "inbox"
  | "boxes"
  | "rotate-ccw"
  | "chart-line"
  | "tag"
  | "layout-grid"
  | "headset"
  | "package-x"
  | "scan-search"
  | "zap"
  | "gauge"
  | "wrench"
  | "file-check"
  | "scan-eye"
  | "activity"
  | "chart-gantt"
  | "clipboard-check"
  | "book-open";

/** The four industry pages. */
export type Industry = "logistics" | "retail" | "energy" | "manufacturing";
