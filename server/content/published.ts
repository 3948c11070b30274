/**
 * What the server itself writes with the published content: the mails, the answers to form posts
 * and the access answer read their texts, and the lead routes their recipients, through here. The
 * live site (server/render/live-site.ts) sets it whenever it renders the pages, so a mail says what the pages
 * say. The locale modules are the shipped values here: the server process never sets the overlay.
 */
import { companyFacts } from "../../common/content/fact-defaults";
import type { Facts } from "../../common/content/facts";
import { applyFacts, applyTexts, type SiteContent } from "../../common/content/overlay";
import type { Lang } from "../../common/config/route-table";
import type { LeadKind } from "../../common/lead-schemas";
import type { Texts } from "../../common/locales/texts";

let current: SiteContent = {};

export function setPublishedContent(content: SiteContent): void {
  current = content;
}

export const publishedContent = (): SiteContent => current;

/**
 * A namespace's texts in one language as the pages show them: its shipped messages with the
 * published edits (`publishedTexts(lang, texts.mail)`, the handles of common/locales/texts.ts).
 */
export function publishedTexts<T>(lang: Lang, texts: Texts<T>): T {
  return applyTexts(texts[lang], current.texts?.[lang]?.[texts.ns]);
}

/**
 * The company facts as the legal pages show them: the owner's published ones over the
 * environment's (SITE_LEGAL_*). The confirmation mail's footer names them.
 */
export function publishedCompany(env: Record<string, string | undefined> = process.env): Facts["company"] {
  return applyFacts(companyFacts(env), current.facts?.company);
}

interface LeadFormRouting {
  /** The addresses the form's leads are mailed to, together. */
  recipients: string[];
  /** Whether the visitor gets a confirmation. */
  confirmation: boolean;
}

/** A form's routing: the owner's published choice, else the environment's (CONTACT_TO*, AUTORESPONDER). */
export function leadFormRouting(kind: LeadKind, fromEnvironment: LeadFormRouting): LeadFormRouting {
  const published = applyFacts({ [kind]: fromEnvironment }, current.facts?.leadForms);
  return published[kind] ?? fromEnvironment;
}
