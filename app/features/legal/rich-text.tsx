import { Fragment, type ReactNode } from "react";

/** Renders the text between `<name>` and `</name>`; it receives that text with placeholders filled. */
export type RichComponents = Record<string, (text: string) => ReactNode>;
export type RichValues = Record<string, string>;

const tagPattern = /<([a-zA-Z]+)>(.*?)<\/\1>/gs;
const placeholderPattern = /\{\{(\w+)\}\}/g;

const nbsp = "\u00a0";

/**
 * Keeps legal citations and figures on one line: "Art. 6 Abs. 1 lit. f", "§ 25", "14 Tagen",
 * "Art. 6(1)(f) GDPR" never break after the abbreviation or the number.
 */
export function tie(text: string): string {
  return text
    .replace(/(§|Art\.|Abs\.|lit\.|Nr\.|Section) /g, `$1${nbsp}`)
    .replace(/(\d) (?=[A-Za-zÄÖÜäöü])/g, `$1${nbsp}`)
    .replace(/\) (?=(?:GDPR|DSGVO|TDDDG)\b)/g, `)${nbsp}`);
}

/** Fills `{{name}}` placeholders; an unknown name stays visible so a missing value is noticed. */
export function interpolate(text: string, values: RichValues): string {
  return text.replace(placeholderPattern, (match, name: string) => values[name] ?? match);
}

/**
 * Copy with inline markup, as the legal pages need it: `<strong>…</strong>` and named links such as
 * `<privacy>Datenschutzerklärung</privacy>` or `<mail>{{privacyEmail}}</mail>`. Tags do not nest;
 * values are inserted as text, so a value can never become markup. Citations are tied (`tie`).
 */
export function renderRich(text: string, values: RichValues, components: RichComponents): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(tagPattern)) {
    const [whole, name, inner] = match;
    if (match.index > last) nodes.push(interpolate(tie(text.slice(last, match.index)), values));
    const render = components[name!];
    const content = interpolate(tie(inner!), values);
    nodes.push(<Fragment key={match.index}>{render ? render(content) : content}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) nodes.push(interpolate(tie(text.slice(last)), values));
  return nodes;
}

/** The tag names used in a text, for checks that both languages mark up the same things. */
export function tagNames(text: string): string[] {
  return [...text.matchAll(tagPattern)].map((m) => m[1]!).sort();
}
