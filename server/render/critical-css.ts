/**
 * The part of the site's stylesheet one prerendered page uses: Beasties matches every rule against
 * the page's HTML (states such as :hover count as matching; media queries stay) and keeps the
 * @keyframes those rules need. Every @font-face stays: the rules name their font through a custom
 * property, which Beasties cannot follow. Only the pruned CSS is taken from Beasties; the page's
 * HTML is left exactly as the router rendered it, so hydration sees what it expects.
 */
import Beasties, { type Options } from "beasties";

const options: Options = {
  external: false,
  reduceInlineStyles: true,
  fonts: false, // all kept below; the page already preloads its one font file
  keyframes: "critical",
  compress: true,
  mergeStylesheets: false,
  logLevel: "warn",
};

export const fontFaceRules = /@font-face\{[^}]*\}/g;

/** Beasties matches against attribute values as written; Tailwind's arbitrary variants hold `&` and `'`. */
const decodeClasses = (html: string) =>
  html.replace(/ class="[^"]*"/g, (attribute) =>
    attribute.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&#39;", "'"),
  );

/**
 * Beasties drops pseudo-classes before matching, and with them a selector that is nothing else:
 * the focus ring (`:focus-visible`) and `::selection` must hold from the first view on. Kept always.
 */
const pseudoOnly = /^(?:::?[a-z-]+)+$/;

/** Rules for a mark a script sets on <html> before the first paint (app/lib/lazy-layout.ts): no prerendered page has one. */
const markedByScript = /^html\[data-[a-z-]+\]/;

/**
 * For the same reason it drops a selector wholly inside :where(); Tailwind's space-* and divide-*
 * utilities select a parent's children that way. Those whose class the page has are kept.
 */
function childSelectorsOfPageClasses(html: string, css: string): string[] {
  const classes = new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap(([, value = ""]) => value.split(/\s+/)));
  const selectors = new Set(css.match(/:where\(\.(?:\\.|[^\\>)\s])+>[^{,]*\)/g));
  return [...selectors].filter((selector) => {
    const className = /^:where\(\.((?:\\.|[^\\>)\s])+)>/.exec(selector)?.[1]?.replace(/\\(.)/g, "$1");
    return className !== undefined && classes.has(className);
  });
}

/**
 * The page controls (docs/decisions/0060) open, select and check what the prerendered page has
 * closed: the rules of a state the HTML does not show yet (`aria-expanded:`, `aria-selected:`,
 * `aria-checked:`, their `group-` forms) match nothing there. Those of the classes the page has are
 * kept, and the rule that holds the page still behind an open dialog.
 */
const stateVariant = /(?:^|:)(?:group-)?aria-(?:expanded|selected|checked):/;
/** A class as the stylesheet writes it (`aria-expanded\:bg-ink-900\/5`), then as a pattern for that text. */
const escapeClass = (name: string) => name.replace(/[^\w-]/g, (c) => `\\${c}`);
const escapePattern = (text: string) => text.replace(/[\\^$.*+?()[\]{}|/]/g, "\\$&");
const openDialogRule = /:has\(dialog:modal\)/;

function stateSelectorsOfPageClasses(html: string): RegExp[] {
  const classes = new Set([...html.matchAll(/ class="([^"]*)"/g)].flatMap(([, value = ""]) => value.split(/\s+/)));
  const stateClasses = [...classes].filter((name) => stateVariant.test(name));
  if (!stateClasses.length) return [openDialogRule];
  const alternatives = stateClasses.map((name) => escapePattern(escapeClass(name))).join("|");
  return [new RegExp(`\\.(?:${alternatives})(?![\\w-]|\\\\)`), openDialogRule];
}

export async function criticalCss(html: string, css: string): Promise<string> {
  const style = `<style data-critical="">${css}</style>`;
  const decoded = decodeClasses(html);
  const beasties = new Beasties({
    ...options,
    allowRules: [
      pseudoOnly,
      markedByScript,
      ...childSelectorsOfPageClasses(decoded, css),
      ...stateSelectorsOfPageClasses(decoded),
    ],
  });
  const processed = await beasties.process(decoded.replace("</head>", `${style}</head>`));
  const pruned = /<style data-critical(?:="")?>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (pruned === undefined) throw new Error("critical CSS: Beasties returned no <style>");
  const fontFaces = css.match(fontFaceRules) ?? [];
  return fontFaces.join("") + pruned;
}
