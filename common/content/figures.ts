/**
 * The figures the owner edits (docs/decisions/0043), one declaration each: what values it takes,
 * the value the code ships, its label in the back office, and for a price the offer it prices.
 * The copy names a figure by its placeholder (`ab {{amsMonthlyFromEur}} im Monat`); the pages
 * that show it follow from the copy (server/content/fact-places.ts), and everything else from
 * here: the schema (facts.ts), the shipped values (common/config/figures.ts lays the published
 * edits over them), the editor's labels and the offers the copy tests hold each price to.
 *
 * A name ending in "Eur" is an amount in whole euros ("2.500 EUR", "EUR 2,500"): its placeholder
 * counts as a price, which must carry its VAT note, and it must name its offer. One price per
 * offer: two offers never share a figure, so changing one price never moves another. Plain data,
 * without zod: the site's pages carry the shipped values, and the schemas stay out of their code.
 * Values not settled yet are choices for the owner to confirm (docs/decisions/0058).
 */
import type { Lang } from "../config/route-table";

/** A whole number within bounds: euros when the name ends in "Eur", otherwise a count (weeks). */
const whole = (min: number, max: number) => ({ kind: "whole", min, max }) as const;
/** A calendar month, "2026-10": shown as "Oktober 2026" / "October 2026". */
const isoMonth = () => ({ kind: "month" }) as const;

export type FigureSchema = ReturnType<typeof whole> | ReturnType<typeof isoMonth>;
type ValueOf<S extends FigureSchema> = S extends { kind: "month" } ? string : number;

/** The product an offer belongs to, as the copy names it. */
export type Product = "SAP" | "Odoo";
interface Offer {
  product: Product;
  /** The offer in words, one per price. */
  offer: string;
}

interface Declaration<S extends FigureSchema = FigureSchema> {
  schema: S;
  shipped: ValueOf<S>;
  /** Its label in the back office, with its unit. */
  label: Record<Lang, string>;
  offer?: Offer;
}

/** Each declaration's value fits its schema; a price names its offer, nothing else does. */
type Checked<D> = {
  [N in keyof D]: D[N] extends { schema: infer S extends FigureSchema }
    ? Declaration<S> & (N extends `${string}Eur` ? { offer: Offer } : { offer?: never })
    : never;
};
const declare = <D extends Record<string, Declaration>>(declarations: D & NoInfer<Checked<D>>): D => declarations;

export const figureDeclarations = declare({
  amsMonthlyFromEur: {
    schema: whole(1, 100_000),
    // The lowest SAP AMS price.
    shipped: 2500,
    label: {
      de: "SAP Application Management, Servicepaket Lite: ab (EUR pro Monat)",
      en: "SAP application management, package Lite: from (EUR per month)",
    },
    offer: { product: "SAP", offer: "SAP application management, package Lite" },
  },
  amsCoreMonthlyFromEur: {
    schema: whole(1, 100_000),
    shipped: 4600,
    label: {
      de: "SAP Application Management, Servicepaket Core: ab (EUR pro Monat)",
      en: "SAP application management, package Core: from (EUR per month)",
    },
    offer: { product: "SAP", offer: "SAP application management, package Core" },
  },
  amsMaxMonthlyFromEur: {
    schema: whole(1, 100_000),
    shipped: 8800,
    label: {
      de: "SAP Application Management, Servicepaket Max: ab (EUR pro Monat)",
      en: "SAP application management, package Max: from (EUR per month)",
    },
    offer: { product: "SAP", offer: "SAP application management, package Max" },
  },
  amsExtraHourEur: {
    schema: whole(1, 10_000),
    // Owner to confirm.
    shipped: 125,
    label: {
      de: "SAP Application Management, Stunde über dem Mindestkontingent (EUR)",
      en: "SAP application management, an hour beyond the minimum (EUR)",
    },
    offer: { product: "SAP", offer: "SAP application management, an hour beyond the minimum" },
  },
  odooAmsMonthlyFromEur: {
    schema: whole(1, 100_000),
    // Owner to confirm; it showed the SAP package Lite's price before.
    shipped: 2500,
    label: {
      de: "Odoo Application Management: ab (EUR pro Monat)",
      en: "Odoo application management: from (EUR per month)",
    },
    offer: { product: "Odoo", offer: "Odoo application management" },
  },
  odooMigrationFixedPriceEur: {
    schema: whole(1, 1_000_000),
    shipped: 5000,
    label: { de: "Odoo-Migration, Festpreis (EUR)", en: "Odoo migration, fixed price (EUR)" },
    offer: { product: "Odoo", offer: "Odoo migration at a fixed price" },
  },
  odooMigrationHypercareWeeks: {
    // Support after the go-live, included in the fixed price.
    schema: whole(1, 52),
    shipped: 2,
    label: { de: "Odoo-Migration, Hypercare (Wochen)", en: "Odoo migration, hypercare (weeks)" },
  },
  odooTargetSupportedUntil: {
    // When Odoo ends its support of the migration's target version, as Odoo's list of supported
    // versions plans it (owner to confirm).
    schema: isoMonth(),
    shipped: "2026-10",
    label: { de: "Odoo 17, Herstellerunterstützung bis (JJJJ-MM)", en: "Odoo 17, vendor support until (YYYY-MM)" },
  },
});

type Declared = typeof figureDeclarations;
export type FigureName = keyof Declared;
export type Figures = { [N in FigureName]: ValueOf<Declared[N]["schema"]> };

const declared = Object.entries(figureDeclarations) as [FigureName, Declaration][];

export const isFigureName = (name: string): name is FigureName => Object.hasOwn(figureDeclarations, name);

/** The figures the code ships, in the declarations' order (the editor's). */
export const shippedFigures = Object.fromEntries(declared.map(([name, { shipped }]) => [name, shipped])) as Figures;

/** The euro figures: every name ending in "Eur". */
export type PriceName = Extract<FigureName, `${string}Eur`>;

/**
 * The offer each price belongs to. `copy.test.ts` finds every text that shows a price and holds it
 * to its product: the text, or the section around it, names that product and no other.
 */
export const priceOffers = Object.fromEntries(
  declared.flatMap(([name, { offer }]) => (offer ? [[name, offer]] : [])),
) as Record<PriceName, Offer>;
