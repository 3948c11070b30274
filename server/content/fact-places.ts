/**
 * Where each fact shows, so the back office can say under it which pages an edit changes (the
 * content facts answer carries them). A figure shows on the pages whose texts name its placeholder:
 * found in the shipped copy, which an edit cannot change (its placeholders stay those of the
 * shipped text). What components show without a placeholder is written here: the company and
 * contact facts, and a figure passed to a text as its count.
 */
import { pages, type PageId } from "../../common/config/route-table";
import type { Facts } from "../../common/content/facts";
import type { FigureName } from "../../common/content/figures";
import { parseKey } from "../../common/content/keys";
import type { LeadKind } from "../../common/lead-schemas";
import { contentAreas } from "./areas";
import type { Catalogue } from "./catalogue";

/** A page, or what every page or every form or mail shares: the footer, the forms' answers, the mails. */
export type Place = PageId | "allPages" | "forms" | "mails";

type Named = "figures" | "company" | "contact" | "shareImages";
/** Every fact by group and name: "figures.amsMonthlyFromEur", "company.vatId", "leadForms.contact". */
export type FactPath = { [G in Named]: `${G}.${keyof Facts[G] & string}` }[Named] | `leadForms.${LeadKind}`;
type ShareImagePath = `shareImages.${keyof Facts["shareImages"] & string}`;

const companyCard: Place[] = ["imprint", "privacy", "cookiePolicy"];
/** The confirmation mail's footer names the company as a business letter must. */
const alsoMailed = (places: Place[]): Place[] => [...places, "mails"];
const aiPages: Place[] = ["aiLogistics", "aiRetail", "aiEnergy", "aiManufacturing"];

/**
 * The places of what components show, each in the site's order: every company and contact fact
 * (the typecheck asks for a new one's), none for who receives a form's enquiries, each share
 * image's page, and the figures a component passes as a count (the plural form needs it) rather
 * than the copy naming them.
 */
export const shownByComponents: Record<Exclude<FactPath, `figures.${string}`>, readonly Place[]> & {
  [F in `figures.${FigureName}`]?: readonly Place[];
} = {
  "figures.odooMigrationHypercareWeeks": ["odooMigration"],
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
  ]) as Record<ShareImagePath, readonly Place[]>),
};

/** A content area as a place: the shell is on every page; the texts no page claims are none. */
const areaPlace = (id: string): Place | undefined =>
  id === "shell" ? "allPages" : id === "other" ? undefined : (id as Place);

/** Each placeholder's places in the shipped copy, in the site's order (the content areas'). */
export function placeholderPlaces(catalogue: Catalogue): Map<string, Place[]> {
  const named = new Map<string, Set<string>>(); // placeholder -> namespaces naming it
  for (const { ns, shipped } of catalogue.texts) {
    for (const [, name] of shipped.matchAll(/\{\{\s*(\w+)\s*\}\}/g))
      named.set(name!, named.get(name!)?.add(ns) ?? new Set([ns]));
  }
  const places = new Map<string, Place[]>();
  for (const { area, namespaces } of contentAreas(catalogue)) {
    const place = areaPlace(area.id);
    if (!place) continue;
    for (const [name, shown] of named) {
      if (namespaces.some((ns) => shown.has(ns))) places.set(name, [...(places.get(name) ?? []), place]);
    }
  }
  return places;
}

const computed = new WeakMap<Catalogue, ReadonlyMap<string, readonly Place[]>>();

/** The places an edit of each fact changes, by its key ("fact:figures:amsMonthlyFromEur"). */
export function factPlaces(catalogue: Catalogue): ReadonlyMap<string, readonly Place[]> {
  const known = computed.get(catalogue);
  if (known) return known;
  const inCopy = placeholderPlaces(catalogue);
  const order = contentAreas(catalogue).map(({ area }) => areaPlace(area.id));
  const places = new Map<string, readonly Place[]>();
  for (const key of catalogue.facts) {
    const fact = parseKey(key);
    if (fact?.kind !== "fact") continue;
    const written = shownByComponents[`${fact.group}.${fact.name}` as FactPath] ?? [];
    if (fact.group !== "figures") places.set(key, written);
    else {
      const shown = new Set([...written, ...(inCopy.get(fact.name) ?? [])]);
      places.set(
        key,
        [...shown].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
      );
    }
  }
  computed.set(catalogue, places);
  return places;
}
