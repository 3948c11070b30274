/**
 * The header menu's labels, collected from the pages' copy (docs/decisions/0044). A page in the
 * menu declares its label as `nav` in its own copy (common/locales/<lang>/<page>.ts), where the
 * content editor lists it in the page's area; the shell, which every page loads, needs every
 * label without loading every page's copy. `virtual:menu-labels` holds just the labels, each
 * passed through the owner's published edits under its page's namespace as the page's copy
 * would be (common/content/overlay.ts), so an edit reaches the menu of a running site too.
 */
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { register } from "tsx/esm/api";
import type { Plugin } from "vite";
import { copyFile, languages, pages } from "../../common/config/route-table.ts";

const moduleId = "virtual:menu-labels";
/** The module's id once resolved, as the build names it. */
export const resolvedId = `\0${moduleId}`;
const locales = new URL("../../common/locales/", import.meta.url);
const overlayFile = fileURLToPath(new URL("../../common/content/overlay.ts", import.meta.url));

/**
 * What the module reads of the published content: each menu page's label, not its whole copy
 * (scripts/lib/client-reads.ts cannot see names passed through `label`).
 */
export const menuLabelReads = (): string[] =>
  languages.flatMap((lang) =>
    pages.filter((page) => "menu" in page).map(({ id }) => `text:${lang}:${copyFile(id)}:nav`),
  );

/** The module's source: per language, each menu page's shipped label through the owner's edits. */
async function source(loaded: (file: string) => void): Promise<string> {
  // The locale files are TypeScript with extensionless imports: tsx loads them, as the server does.
  const scope = register({ namespace: randomUUID(), onImport: (url) => loaded(fileURLToPath(url)) });
  try {
    const byLang: string[] = [];
    for (const lang of languages) {
      const labels: string[] = [];
      for (const { id } of pages.filter((page) => "menu" in page)) {
        const file = new URL(`${lang}/${copyFile(id)}.ts`, locales).href;
        const copy = ((await scope.import(file, import.meta.url)) as { default: { nav?: unknown } }).default;
        if (typeof copy.nav !== "string") throw new Error(`${fileURLToPath(file)}: a menu page's copy needs "nav"`);
        labels.push(`${id}: label(${[lang, copyFile(id), copy.nav].map((value) => JSON.stringify(value)).join(", ")})`);
      }
      byLang.push(`  ${lang}: { ${labels.join(", ")} },`);
    }
    return [
      `import { overlay } from ${JSON.stringify(overlayFile)};`,
      "const label = (lang, ns, nav) => overlay(lang, ns, { nav }).nav;",
      "export default {",
      ...byLang,
      "};",
    ].join("\n");
  } finally {
    await scope.unregister();
  }
}

/** Serves `virtual:menu-labels` (typed in app/i18n/menu-labels.d.ts) to the site's build, its dev server and the tests. */
export function menuLabels(): Plugin {
  /** The files the labels were read from: a change to one reloads them in the dev server. */
  const sources = new Set<string>();
  return {
    name: "menu-labels",
    resolveId: (id) => (id === moduleId ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      return source((file) => sources.add(file));
    },
    hotUpdate({ file, modules }) {
      const labels = this.environment.moduleGraph.getModuleById(resolvedId);
      if (!sources.has(file) || !labels) return undefined;
      this.environment.moduleGraph.invalidateModule(labels);
      return [...modules, labels];
    },
  };
}
