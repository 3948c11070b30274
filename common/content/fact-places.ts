/**
 * Where each fact shows, so the back office can say which pages an edit changes, and which offer
 * each price prices. The places of a figure are held to the copy (a page shows a figure when one of
 * its texts names the figure's placeholder: server/content/fact-places.test.ts); the company and
 * contact facts are shown by components, and their places are written here.
 */
import { pages, type PageId } from "../config/route-table";
import type { LeadKind } from "../lead-schemas";
import type { Facts } from "./facts";

/** A page, or what every page or every form or mail shares: the footer, the forms' answers, the mails. */
export type Place = PageId | "allPages" | "forms" | "mails";

type Named = "figures" | "company" | "contact";
/** Every fact by group and name: "figures.amsMonthlyFromEur", "company.vatId", "leadForms.contact". */
export type FactPath =
  | { [G in Named]: `${G}.${keyof Facts[G] & string}` }[Named]
  | `leadForms.${LeadKind}`
  | `shareImages.${keyof Facts["shareImages"] & string}`;

const companyCard: Place[] = ["imprint", "privacy", "cookiePolicy"];
/** The confirmation mail's footer names the company as a business letter must. */
const alsoMailed = (places: Place[]): Place[] => [...places, "mails"];
const aiPages: Place[] = ["aiLogistics", "aiRetail", "aiEnergy", "aiManufacturing"];

/** The places each fact changes, in the site's order; none for who receives a form's enquiries. */
export const factPlaces: Record<FactPath, readonly Place[]> = {
  "figures.amsMonthlyFromEur": ["home", "services", "sapSolutions"],
  "figures.amsCoreMonthlyFromEur": ["sapSolutions"],
  "figures.amsMaxMonthlyFromEur": ["sapSolutions"],
  "figures.amsExtraHourEur": ["sapSolutions"],
  "figures.odooAmsMonthlyFromEur": ["services", "odooAms"],
  "figures.odooMigrationFixedPriceEur": ["services", "odooAms", "odooMigration"],
  "figures.odooMigrationHypercareWeeks": ["odooMigration"],
  "figures.odooTargetSupportedUntil": ["odooMigration"],
  "company.name": alsoMailed(companyCard),
  "company.street": alsoMailed(companyCard),
  "company.postalCity": alsoMailed(companyCard),
  "company.country": companyCard,
  "company.managingDirectors": alsoMailed(["imprint"]),
  "company.phone": companyCard,
  "company.privacyEmail": ["privacy", "cookiePolicy"],
  "company.registerCourt": alsoMailed(["imprint"]),
  "company.registerNumber": alsoMailed(["imprint"]),
  "company.vatId": ["imprint"],
  "company.seat": ["mails"],
  "company.contentResponsible": ["imprint"],
  "company.authority": ["privacy"],
  "company.hostingProvider": ["privacy"],
  "company.mailProvider": ["privacy"],
  "company.dpo": ["privacy"],
  "company.privacyPolicyDate": ["privacy"],
  "contact.email": ["allPages", "home", "sapContact", "contact", ...companyCard, "forms"],
  "contact.privateEquityEmail": ["privateEquity"],
  "contact.bookingUrl": ["privateEquity", "preDeal", "postDeal", "exit", "privacy"],
  "contact.schedulingUrl": [...aiPages, "privacy"],
  "contact.schedulingProvider": aiPages,
  "leadForms.sap-contact": [],
  "leadForms.contact": [],
  "leadForms.migration": [],
  // What a link to the page shows where it is shared: the page's head.
  ...(Object.fromEntries([
    ["shareImages.site", ["allPages"]],
    ...pages.map((page) => [`shareImages.${page.id}`, [page.id]]),
  ]) as Record<`shareImages.${keyof Facts["shareImages"] & string}`, readonly Place[]>),
};

/** The product an offer belongs to, as the copy names it. */
export type Product = "SAP" | "Odoo";

/** The euro figures: every name ending in "Eur". */
export type PriceName = Extract<keyof Facts["figures"], `${string}Eur`>;

/**
 * The offer each price belongs to: one fact per offer, never one fact for two (the Odoo AMS price
 * is not the SAP package Lite's). `copy.test.ts` finds every text that shows a price and holds it
 * to its product: the text, or the section around it, names that product and no other.
 */
export const priceOffers: Record<PriceName, { product: Product; offer: string }> = {
  amsMonthlyFromEur: { product: "SAP", offer: "SAP application management, package Lite" },
  amsCoreMonthlyFromEur: { product: "SAP", offer: "SAP application management, package Core" },
  amsMaxMonthlyFromEur: { product: "SAP", offer: "SAP application management, package Max" },
  amsExtraHourEur: { product: "SAP", offer: "SAP application management, an hour beyond the minimum" },
  odooAmsMonthlyFromEur: { product: "Odoo", offer: "Odoo application management" },
  odooMigrationFixedPriceEur: { product: "Odoo", offer: "Odoo migration at a fixed price" },
};
