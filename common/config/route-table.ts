/**
 * The one route table: every page of the site with its German path and route module.
 * The router (app/routes.ts), the prerender list, the sitemap, the language switcher and the
 * header menu (app/config/navigation.ts) all derive from it. English lives at "/en" + the German path.
 */
import type { LeadKind } from "../lead-schemas";

export const languages = ["de", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "de";

interface PageEntry {
  /** Stable id, also the i18n namespace of the page's copy. */
  readonly id: string;
  /** German path; English is "/en" + this path. */
  readonly path: string;
  /** Route module, relative to app/. */
  readonly file: string;
  /** Further paths that render the same page (/cookie-policy shows the cookie policy). */
  readonly aliases?: readonly string[];
  /**
   * Where the header menu lists the page, in the table's order: a link of its own ("main") or in
   * the ERP or AI dropdown, labelled with its copy's `nav` (app/config/navigation.ts).
   */
  readonly menu?: MenuPlace;
}

export type MenuPlace = "main" | "erp" | "ai";

export const pages = [
  { id: "home", path: "/", file: "routes/home.tsx" },
  { id: "privateEquity", path: "/private-equity", file: "routes/private-equity.tsx", menu: "main" },
  { id: "preDeal", path: "/private-equity/pre-deal", file: "routes/pre-deal.tsx" },
  { id: "postDeal", path: "/private-equity/post-deal", file: "routes/post-deal.tsx" },
  { id: "exit", path: "/private-equity/exit", file: "routes/exit.tsx" },
  { id: "services", path: "/leistungen", file: "routes/services.tsx" },
  { id: "sapSolutions", path: "/sap-services", file: "routes/sap-solutions.tsx", menu: "erp" },
  { id: "sapContact", path: "/sap/kontakt", file: "routes/sap-contact.tsx" },
  { id: "odooAms", path: "/odoo-ams", file: "routes/odoo-ams.tsx", menu: "erp" },
  { id: "odooMigration", path: "/odoo-migration", file: "routes/odoo-migration.tsx" },
  { id: "aiLogistics", path: "/ai-use-cases/logistik", file: "routes/ai-logistics.tsx", menu: "ai" },
  { id: "aiRetail", path: "/ai-use-cases/retail", file: "routes/ai-retail.tsx", menu: "ai" },
  { id: "aiEnergy", path: "/ai-use-cases/energie", file: "routes/ai-energy.tsx", menu: "ai" },
  { id: "aiManufacturing", path: "/ai-use-cases/fertigung", file: "routes/ai-manufacturing.tsx", menu: "ai" },
  { id: "visionValues", path: "/vision-and-values", file: "routes/vision-values.tsx", menu: "main" },
  { id: "whyUs", path: "/warum-neutra-tech", file: "routes/why-us.tsx" },
  { id: "digitalTransformation", path: "/digital-transformation", file: "routes/digital-transformation.tsx" },
  { id: "contact", path: "/neutra-kontakt", file: "routes/contact.tsx", menu: "main" },
  {
    id: "cookiePolicy",
    path: "/datenschutz-cookies",
    file: "routes/cookie-policy.tsx",
    aliases: ["/cookie-policy"],
  },
  { id: "imprint", path: "/impressum", file: "routes/imprint.tsx" },
  { id: "privacy", path: "/datenschutz", file: "routes/privacy.tsx" },
] as const satisfies readonly PageEntry[];

export type PageId = (typeof pages)[number]["id"];

/** The pages in the header menu. */
export type MenuPageId = Extract<(typeof pages)[number], { menu: MenuPlace }>["id"];

/**
 * A page's copy file under common/locales/<lang>/, also its namespace in the owner's edits
 * (common/content/overlay.ts): "odooAms" -> "odoo-ams".
 */
export function copyFile(id: PageId): string {
  return id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/** The file the catch-all route renders; prerendered at these paths for the server's 404 answers. */
export const notFoundFile = "routes/not-found.tsx";
export const notFoundPaths: Record<Lang, string> = { de: "/404", en: "/en/404" };

/**
 * After a lead form sent without script, the server redirects to the thank-you page of the page
 * the form is on, which links back to it. Prerendered, not indexed, not in the sitemap.
 */
export const thankYouFile = "routes/thank-you.tsx";
export const thankYouPaths = {
  home: "/danke",
  contact: "/neutra-kontakt/danke",
  sapContact: "/sap/kontakt/danke",
  odooMigration: "/odoo-migration/danke",
} as const satisfies Partial<Record<PageId, string>>;
export type PageWithLeadForm = keyof typeof thankYouPaths;

/** The form each of these pages holds (the home page's #kontakt is the inquiry). */
export const formOnPage: Record<PageWithLeadForm, LeadKind> = {
  home: "contact",
  contact: "contact",
  sapContact: "sap-contact",
  odooMigration: "migration",
};

/** The form page a thank-you path belongs to, if it is one. */
export function thankYouFor(pathname: string): PageWithLeadForm | undefined {
  const base = normalizePath(basePath(pathname));
  return (Object.keys(thankYouPaths) as PageWithLeadForm[]).find((id) => thankYouPaths[id] === base);
}

export function pageById(id: PageId): PageEntry {
  // A search, not a map built at load: the first-view script imports this module without the table (ADR 0047).
  return pages.find((p) => p.id === id)!;
}

export function localizePath(path: string, lang: Lang): string {
  if (lang === defaultLang) return path;
  return path === "/" ? `/${lang}` : `/${lang}${path}`;
}

export function langFromPath(pathname: string): Lang {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "de";
}

/** The German path behind a localized one: "/en/odoo-ams" -> "/odoo-ams". */
export function basePath(pathname: string): string {
  const lang = langFromPath(pathname);
  if (lang === defaultLang) return pathname;
  const rest = pathname.slice(lang.length + 1);
  return rest === "" ? "/" : rest;
}

/** The pages' Open Graph images, rendered at build time (scripts/lib/og-image.ts). */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The page's Open Graph image. */
export function ogImagePath(id: PageId, lang: Lang): string {
  return `/og/${lang}/${id}.png`;
}

/** The page a path shows, if any (aliases included, trailing slash ignored). */
export function pageForPath(pathname: string): PageEntry | undefined {
  const base = normalizePath(basePath(pathname));
  return pages.find((p) => p.path === base || ("aliases" in p && (p.aliases as readonly string[]).includes(base)));
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
}

/** Where the language switcher leads: the same page in the other language (home for unknown paths). */
export function counterpartPath(pathname: string, target: Lang): string {
  const thankYou = thankYouFor(pathname);
  if (thankYou) return localizePath(thankYouPaths[thankYou], target);
  const page = pageForPath(pathname);
  const base = page ? normalizePath(basePath(pathname)) : "/";
  return localizePath(base, target);
}

export function pageUrl(id: PageId, lang: Lang): string {
  return localizePath(pageById(id).path, lang);
}

/** Every indexable path in every language, aliases included. */
export function pagePaths(): string[] {
  return pages.flatMap((p) =>
    [p.path, ...("aliases" in p ? p.aliases : [])].flatMap((path) => languages.map((l) => localizePath(path, l))),
  );
}

export function prerenderPaths(): string[] {
  const thankYou = Object.values(thankYouPaths).flatMap((path) => languages.map((l) => localizePath(path, l)));
  return [...pagePaths(), ...Object.values(notFoundPaths), ...thankYou];
}
