/**
 * Where each text belongs in the editor: a page (by its title and path, as visitors see them) or
 * one of the groups every page or message shares. A locale file is one page's when its name is the
 * page's id; the AI pages also show their use cases and the shared use-case copy.
 */
import type { ContentArea } from "../../common/content/api";
import { copyFile, type languages, localizePath, pages } from "../../common/config/route-table";
import type { Catalogue } from "./catalogue";

/** Namespaces a page shows besides its own. */
const alsoOnPage: Record<string, string[]> = {
  aiLogistics: ["use-cases/logistics", "ai-use-cases"],
  aiRetail: ["use-cases/retail", "ai-use-cases"],
  aiEnergy: ["use-cases/energy", "ai-use-cases"],
  aiManufacturing: ["use-cases/manufacturing", "ai-use-cases"],
  cookiePolicy: ["cookies"],
};

/** The shared groups (the back office names them: common/locales/<lang>/admin.ts, content.areas). */
const groups: { area: ContentArea; namespaces: string[] }[] = [
  { area: { id: "shell", kind: "shell" }, namespaces: ["common", "consent", "scheduling", "error-boundary"] },
  { area: { id: "forms", kind: "forms" }, namespaces: ["forms", "form-posts", "thank-you"] },
  { area: { id: "mails", kind: "mails" }, namespaces: ["mail", "subject-access"] },
];

/** Each area with the namespaces it shows, in order. */
export function contentAreas(catalogue: Catalogue): { area: ContentArea; namespaces: string[] }[] {
  const title = (ns: string, lang: (typeof languages)[number]) =>
    catalogue.texts.find((t) => t.ns === ns && t.lang === lang && t.path === "meta.title")?.shipped ?? ns;
  const pageAreas = pages.map((page) => {
    const ns = copyFile(page.id);
    return {
      area: {
        id: page.id,
        kind: "page" as const,
        title: { de: title(ns, "de"), en: title(ns, "en") },
        path: { de: localizePath(page.path, "de"), en: localizePath(page.path, "en") },
      },
      namespaces: [ns, ...(alsoOnPage[page.id] ?? [])],
    };
  });
  const known = new Set([...pageAreas, ...groups].flatMap((a) => a.namespaces));
  const rest = [...new Set(catalogue.texts.map((t) => t.ns))].filter((ns) => !known.has(ns));
  const other = rest.length ? [{ area: { id: "other", kind: "other" as const }, namespaces: rest }] : [];
  return [...pageAreas, ...groups, ...other];
}
