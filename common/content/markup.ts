/**
 * What in a text is not words: the placeholders the code fills in and the markup it renders. An
 * edit must keep both as the shipped text has them (common/content/check-text.ts).
 */

/**
 * i18next's `{{name}}` (with its format: `{{count, number}}`), its nesting `$t(key)`, and the
 * server's own pages' `{name}` (common/locales/<lang>/form-posts.ts).
 */
const placeholderPattern = /\{\{\s*[\w.]+\s*(?:,\s*\w+\s*)?\}\}|\$t\([^()]*\)|(?:^|[^{])(\{\w+\})(?!\})/g;

/**
 * What looks like placeholder syntax once the placeholders are taken out ("{{- name}}",
 * "$t(key, {…})", a stray "{{"), or undefined when nothing does.
 */
export function placeholderSyntaxLeft(text: string): string | undefined {
  const rest = text.replace(placeholderPattern, (match, single?: string) =>
    single === undefined ? " " : match.slice(0, match.length - single.length) + " ",
  );
  return /\{\{|\}\}|\$t\(/.exec(rest)?.[0];
}

/** The placeholders of a text, as written (spaces inside the braces left out), each once. */
export function placeholders(text: string): Set<string> {
  const found = new Set<string>();
  for (const m of text.matchAll(placeholderPattern)) found.add((m[1] ?? m[0]).replace(/\s+/g, ""));
  return found;
}

/**
 * Something shaped like a tag: `<privacy>`, `</0>`, `<br/>`, `<a href="…">`. A `<` followed by a
 * space or a digit sign in prose ("< 5 %") is not one.
 */
const tagPattern = /<(\/?)([A-Za-z0-9]+)((?:\s[^<>]*)?)(\/?)>/g;

interface Markup {
  /** Elements opened and closed properly, by name ("privacy", "0"), as often as they occur. */
  elements: string[];
  /** Tags that are no proper element: unclosed, never opened, crossed, with attributes or self-closing. */
  stray: string[];
}

/**
 * A text's markup as the renderers read it: `renderRich` (the legal pages) and react-i18next's
 * `Trans` (the forms' privacy note) know elements `<name>…</name>` without attributes, not nested.
 */
export function markup(text: string): Markup {
  const elements: string[] = [];
  const stray: string[] = [];
  let open: string | undefined;
  for (const [tag, closing, name, attributes, selfClosing] of text.matchAll(tagPattern)) {
    if (attributes || selfClosing) stray.push(tag);
    else if (!closing) {
      if (open !== undefined) stray.push(`<${open}>`);
      open = name!;
    } else if (open === name) {
      elements.push(name!);
      open = undefined;
    } else stray.push(tag);
  }
  if (open !== undefined) stray.push(`<${open}>`);
  return { elements: elements.sort(), stray };
}

/**
 * The texts rendered with their markup: every text of the legal pages and the cookie list
 * (`renderRich` in app/features/legal) and the forms' privacy note (`Trans` in
 * app/features/forms/form-parts.tsx). Everywhere else a tag reaches the page as text.
 * markup.test.ts holds this list to the code and to the shipped copy.
 */
const markupModules = new Set(["imprint", "privacy", "cookie-policy", "cookies"]);
const markupKeys: Record<string, readonly string[]> = { forms: ["privacyNote"] };

/** Whether a text is rendered with its markup; `module` is the locale module ("cookie-policy"). */
export function rendersMarkup(module: string, key: string): boolean {
  return markupModules.has(module) || (markupKeys[module]?.includes(key) ?? false);
}

/** Every tag-shaped thing of a text, for a text rendered without markup. */
export function tags(text: string): string[] {
  return [...text.matchAll(tagPattern)].map((m) => m[0]);
}
