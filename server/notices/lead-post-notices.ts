import type { Lang, PageWithLeadForm } from "../../common/config/route-table";
import type { ValidationCode } from "../../common/lead-schemas";
import * as texts from "../../common/locales/texts";
import { publishedTexts } from "../content/published";
import { renderNoticePage } from "./notice-page";

/**
 * The answers to a lead form posted without script that the server cannot take; success is a
 * redirect to the prerendered thank-you page. Each names what happened and how to get back to
 * the entries (the browser's back button keeps them), in the visitor's language.
 */
export type LeadPostRefusal =
  | { invalid: Record<string, ValidationCode> }
  | { rateLimited: number }
  | { unavailable: true }
  | { tooLarge: true }
  | { refused: "cross_site" | "unsupported_media_type" };

export function leadPostStatus(answer: LeadPostRefusal): 403 | 413 | 415 | 422 | 429 | 503 {
  if ("invalid" in answer) return 422;
  if ("rateLimited" in answer) return 429;
  if ("unavailable" in answer) return 503;
  if ("tooLarge" in answer) return 413;
  return answer.refused === "cross_site" ? 403 : 415;
}

export function leadPostPage(lang: Lang, answer: LeadPostRefusal, formPage: string, email: string): string {
  const posts = publishedTexts(lang, texts.formPosts);
  const forms = publishedTexts(lang, texts.forms);
  const link = { href: formPage, label: posts.link };
  if ("invalid" in answer) {
    const labels = forms.fields as Record<string, string>;
    const messages = forms.neutraContact.validation;
    const items = Object.entries(answer.invalid).map(([field, code]) => `${labels[field] ?? field}: ${messages[code]}`);
    return renderNoticePage({
      lang,
      email,
      title: posts.invalid.title,
      blocks: [posts.invalid.intro, items, posts.invalid.back],
      link: { href: formPage, label: posts.invalid.link },
    });
  }
  if ("rateLimited" in answer) {
    const minutes = Math.max(1, Math.ceil(answer.rateLimited / 60));
    // The plural form as i18next picks it on the site: `_one` or `_other` by the language's rules.
    const one = new Intl.PluralRules(lang).select(minutes) === "one";
    const retry = one ? posts.rateLimited.retry_one : posts.rateLimited.retry_other;
    const blocks = [posts.rateLimited.text, retry.replace("{count}", String(minutes))];
    return renderNoticePage({ lang, email, title: posts.rateLimited.title, blocks, link });
  }
  const text = "unavailable" in answer ? posts.unavailable : "tooLarge" in answer ? posts.tooLarge : posts.refused;
  return renderNoticePage({ lang, email, title: text.title, blocks: text.paragraphs, link });
}

/**
 * A lead stored for review (POW_REQUIRED on, no valid proof-of-work solution, as from every browser
 * without script): not the thank-you page, whose promise does not hold for it, but what happens to
 * it instead, the same words the form shows after a send with script (thank-you.ts `review`).
 */
export function leadReviewPage(lang: Lang, page: PageWithLeadForm, formPage: string, email: string): string {
  const copy = publishedTexts(lang, texts.thankYou);
  return renderNoticePage({
    lang,
    email,
    title: copy.review.title,
    blocks: [copy.review.text],
    link: { href: formPage, label: copy.back[page] },
  });
}
