/**
 * The shape of a translation: same keys as the German source, every leaf a string. A leaf typed as
 * a set of literals (a category of the cookie list) names a thing rather than saying it: it stays.
 */
export type Messages<T> = T extends string
  ? string extends T
    ? string
    : T
  : T extends readonly (infer U)[]
    ? Messages<U>[]
    : { [K in keyof T]: Messages<T[K]> };

/**
 * Every i18next namespace, typed from its German source: each namespace's German file adds itself
 * (`declare module "../types" { interface Namespaces { odooAms: typeof odooAms } }`), so a new
 * page's copy is registered by the file that holds it. English files must match these shapes.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Namespaces {}

/** The consent categories, in the order the banner, the dialog and the policies name them. */
export type CookieCategory = "essential" | "functional" | "analytics" | "marketing";

/**
 * The building blocks of legal copy in the locale files: a string is a paragraph; the objects are a
 * sub-heading, a bullet list, a term/description list, a highlighted notice (e.g. the right to
 * object, which Art. 21(4) GDPR wants shown apart from the rest) and a category's entries of the
 * one cookie list (cookies.ts).
 */
/**
 * What the running server does that a policy states only when it is so: the consent record
 * (CONSENT_LOG), visitor statistics (ANALYTICS), the CRM webhook (WEBHOOK_URL), proof-of-work
 * required (POW_REQUIRED) and a data protection officer named (SITE_LEGAL_DPO).
 */
export type PolicySetting = "consentLog" | "analytics" | "webhook" | "powRequired" | "dpo";

export type LegalBlock =
  | string
  | { when: PolicySetting; then: LegalBlock[]; otherwise?: LegalBlock[] }
  | { heading: string }
  | { list: string[] }
  | { facts: { term: string; text: string }[] }
  | { notice: { title: string; text: string } }
  | { cookies: CookieCategory };

/** A numbered section of a legal page: its heading, blocks, and blocks after a page-specific slot. */
export interface LegalSectionCopy {
  title: string;
  /** The whole section only when the setting is on. */
  when?: PolicySetting;
  blocks: LegalBlock[];
  more?: LegalBlock[];
}
