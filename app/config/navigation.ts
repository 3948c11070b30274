import type { ParseKeys } from "i18next";
import type { PageId } from "#common/config/route-table";

/** A key of the shell's copy (common/locales/de/common.ts); a typo fails the typecheck. */
type NavLabel = ParseKeys<"common">;

/** The SAP page's solution modules (AMS with its service packages): its hero and the home page link here. */
export const sapSolutionModulesAnchor = "sap-solution-modules";

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
  links: [
    { page: "aiLogistics", label: "nav.aiLogistics" },
    { page: "aiRetail", label: "nav.aiRetail" },
    { page: "aiEnergy", label: "nav.aiEnergy" },
    { page: "aiManufacturing", label: "nav.aiManufacturing" },
  ],
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
    links: [
      { page: "home", label: "footer.home" },
      { page: "visionValues", label: "footer.visionValues" },
      { page: "cookiePolicy", label: "footer.cookiePolicy" },
    ],
  },
  {
    title: "footer.services",
    links: [
      { page: "services", label: "footer.servicesOverview" },
      { page: "sapSolutions", label: "nav.erpSap" },
      { page: "odooAms", label: "nav.erpOdoo" },
      { page: "odooMigration", label: "nav.erpOdooMigration" },
      { page: "digitalTransformation", label: "footer.digitalTransformation" },
      { page: "privateEquity", label: "nav.privateEquity" },
    ],
  },
  {
    title: "footer.aiUseCases",
    links: aiGroup.links.map(({ page, label }) => ({ page, label })),
  },
  {
    title: "footer.company",
    links: [
      { page: "whyUs", label: "footer.whyUs" },
      { page: "contact", label: "footer.contact" },
      { page: "imprint", label: "footer.imprint" },
      { page: "privacy", label: "footer.privacy" },
    ],
  },
];
