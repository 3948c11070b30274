import type { ParseKeys } from "i18next";
import { pages, type Lang, type MenuPlace, type PageId } from "#common/config/route-table";
import { isPresent } from "#common/collections/shown";
import {
  collectionPath,
  listedCollectionIds,
  siteCollectionIds,
  type SiteCollection,
} from "#common/collections/site-paths";
import { publishedCollections } from "#common/content/overlay";
import collectionsDe from "#common/locales/de/collections";
import collectionsEn from "#common/locales/en/collections";

/**
 * A key of the shell's copy (common/locales/de/common.ts, with each menu page's `nav` from its own
 * copy as `nav.<page id>`: app/i18n/shell-copy.ts); a typo fails the typecheck.
 */
type NavLabel = ParseKeys<"common">;

/** The SAP page's solution modules (AMS with its service packages): its hero and the home page link here. */
export const sapSolutionModulesAnchor = "sap-solution-modules";

/** The pages whose label under `prefix` is the copy's `<prefix>.<page id>`. */
type LabelledPage<Prefix extends string> = { [P in PageId]: `${Prefix}.${P}` extends NavLabel ? P : never }[PageId];

/** Links labelled by that convention; a page without such a key fails the typecheck. */
function labelledByPageId<Prefix extends "nav" | "footer">(prefix: Prefix, pages: readonly LabelledPage<Prefix>[]) {
  return pages.map((page) => ({ page, label: `${prefix}.${page}` as NavLabel }));
}

export interface NavLink {
  page: PageId;
  label: NavLabel;
  hint?: NavLabel;
}

interface NavGroup {
  id: Exclude<MenuPlace, "main">;
  label: NavLabel;
  links: NavLink[];
  note?: NavLabel;
}

type MenuPage = Extract<(typeof pages)[number], { menu: MenuPlace }>;

/** The pages the route table puts in the header menu, in its order. */
const menuPages = pages.filter((page): page is MenuPage => "menu" in page);

/** The line under a dropdown's link, where it has one. */
const hints: Partial<Record<PageId, NavLabel>> = {
  sapSolutions: "nav.sapSolutionsHint",
  odooAms: "nav.odooAmsHint",
};

/** A page's menu link, labelled `nav.<id>`: the `nav` of the page's copy (a menu page without it fails the typecheck). */
function menuLink({ id }: MenuPage): NavLink {
  return { page: id, label: `nav.${id}` satisfies NavLabel, hint: hints[id] };
}

function menuGroup(id: NavGroup["id"], label: NavLabel, note: NavLabel): NavGroup {
  return { id, label, links: menuPages.filter((page) => page.menu === id).map(menuLink), note };
}

const erpGroup = menuGroup("erp", "nav.erp", "nav.erpPartnerNote");
const aiGroup = menuGroup("ai", "nav.ai", "nav.aiHint");

/**
 * Header menu, in the route table's order (Private Equity, ERP, AI, About Us, Contact): a page of
 * its own, or its dropdown where the dropdown's first page stands.
 */
export const mainNav: ReadonlyArray<NavLink | NavGroup> = menuPages.flatMap<NavLink | NavGroup>((page, index) => {
  if (page.menu === "main") return [menuLink(page)];
  const first = menuPages.findIndex(({ menu }) => menu === page.menu) === index;
  return first ? [page.menu === "erp" ? erpGroup : aiGroup] : [];
});

export function isGroup(item: NavLink | NavGroup): item is NavGroup {
  return "links" in item;
}

interface FooterColumn {
  title: NavLabel;
  links: { page: PageId; label: NavLabel }[];
}

/** Footer columns: the quick links first, then every main page so all work without JS. */
export const footerColumns: FooterColumn[] = [
  {
    title: "footer.quickLinks",
    links: labelledByPageId("footer", ["home", "visionValues", "cookiePolicy"]),
  },
  {
    title: "footer.services",
    // The ERP and private-equity pages under their menu names.
    links: [
      { page: "services", label: "footer.servicesOverview" },
      ...erpGroup.links.map(({ page, label }) => ({ page, label })),
      { page: "odooMigration", label: "nav.erpOdooMigration" },
      ...labelledByPageId("footer", ["digitalTransformation"]),
      ...labelledByPageId("nav", ["privateEquity"]),
    ],
  },
  {
    title: "footer.aiUseCases",
    links: aiGroup.links.map(({ page, label }) => ({ page, label })),
  },
  {
    title: "footer.company",
    links: labelledByPageId("footer", ["whyUs", "contact", "imprint", "privacy"]),
  },
];

/**
 * The collections' links (docs/decisions/0069), each only once something of it is published in the
 * language: the header names references and insights, the footer's company column all three.
 */
export function collectionLinks(
  lang: Lang,
  place: "header" | "footer",
): { id: SiteCollection; href: string; label: string }[] {
  const shown = place === "header" ? listedCollectionIds : siteCollectionIds;
  const copy = lang === "de" ? collectionsDe : collectionsEn;
  return shown
    .filter((id) => isPresent(publishedCollections(), id, lang))
    .map((id) => ({ id, href: collectionPath(id, lang), label: copy[id].nav }));
}
