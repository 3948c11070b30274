import type { ParseKeys } from "i18next";
import type { PageId } from "#common/config/route-table";

/** A key of the shell's copy (common/locales/de/common.ts); a typo fails the typecheck. */
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

export interface NavGroup {
  id: "erp" | "ai";
  label: NavLabel;
  links: NavLink[];
  note?: NavLabel;
}

export const erpGroup: NavGroup = {
  id: "erp",
  label: "nav.erp",
  links: [
    { page: "sapSolutions", label: "nav.erpSap", hint: "nav.erpSapHint" },
    { page: "odooAms", label: "nav.erpOdoo", hint: "nav.erpOdooHint" },
  ],
  note: "nav.erpPartnerNote",
};

export const aiGroup: NavGroup = {
  id: "ai",
  label: "nav.ai",
  links: labelledByPageId("nav", ["aiLogistics", "aiRetail", "aiEnergy", "aiManufacturing"]),
  note: "nav.aiHint",
};

/** Header menu, in this order: Private Equity, ERP, AI, About Us, Contact. */
export const mainNav: ReadonlyArray<NavLink | NavGroup> = [
  { page: "privateEquity", label: "nav.privateEquity" },
  erpGroup,
  aiGroup,
  { page: "visionValues", label: "nav.about" },
  { page: "contact", label: "nav.contact" },
];

export function isGroup(item: NavLink | NavGroup): item is NavGroup {
  return "links" in item;
}

export interface FooterColumn {
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
