import { leadRows, type LeadRow } from "../../common/lead-rows";
import { withoutInvisible, type LeadKind } from "../../common/lead-schemas";
import * as texts from "../../common/locales/texts";
import { countryName } from "../../common/config/legal";
import type { Facts } from "../../common/content/facts";
import { publishedCompany, publishedTexts } from "../content/published";
import { escapeHtml } from "../html";

/**
 * A visitor's value as inert HTML: escaped, and with every ".", ":", "@" and "/" inside a word set
 * in its own <span>. Mail clients turn "https://x.example", "www.x.example", "x.example" and
 * "a@x.example" in text into links by themselves; split into separate text nodes they stay plain
 * text, and the copy looks and copies exactly as typed. The plain-text part keeps the raw text.
 */
export function inertHtml(value: string): string {
  return escapeHtml(value).replace(/([.:@/])(?=[^\s<])/g, "<span>$1</span>");
}

/**
 * A visitor's text in a header: "=?utf-8?B?...?=" typed as is would be shown decoded by mail
 * clients ("Bcc: ..." in the subject line). An invisible word joiner after "=" makes it plain text;
 * the body keeps the exact text. Bidirectional overrides and other invisible formatters go (the
 * forms strip them; a lead stored before they did, and mailed on "not spam", may have them), so
 * the subject shows what it says.
 */
export function inertHeaderText(value: string): string {
  return withoutInvisible(value).replaceAll("=?", "=\u2060?");
}

export interface LeadMailInput {
  kind: LeadKind;
  id: string;
  language: string;
  pageContext: string;
  createdAt: Date;
  payload: Record<string, unknown>;
  /** Came without a valid proof-of-work solution. */
  unverified?: boolean;
}

/** One row of the lead mail: a declared field with its German label, "–" for what was left blank. */
export type LeadMailRow = Omit<LeadRow, "value"> & { value: string };

export function leadMailRows(kind: LeadKind, payload: Record<string, unknown>): LeadMailRow[] {
  return leadRows(kind, payload, publishedTexts("de", texts.forms)).map((row) => ({
    ...row,
    value: row.value ?? "–",
  }));
}

export function leadMail(input: LeadMailInput): { subject: string; text: string; html: string } {
  const copy = publishedTexts("de", texts.mail).lead;
  const rows = leadMailRows(input.kind, input.payload);
  const meta = [
    { label: copy.sentFrom, value: input.pageContext },
    { label: copy.language, value: copy.languages[input.language === "en" ? "en" : "de"] },
    { label: copy.receivedAt, value: input.createdAt.toLocaleString("de-DE", { timeZone: "Europe/Berlin" }) },
    { label: copy.leadId, value: input.id },
  ];
  const heading = `${copy.subject[input.kind]} ${copy.viaWebsite}`;
  const mark = input.unverified ? `${copy.unverified.mark} ` : "";
  const subject = `${mark}${copy.subject[input.kind]}: ${inertHeaderText(String(input.payload.company))}`;
  const note = input.unverified ? [copy.unverified.note, ""] : [];
  const text = [
    heading,
    "",
    ...note,
    ...rows.map((r) => `${r.label}: ${r.value.includes("\n") ? `\n${r.value}\n` : r.value}`),
    "",
    ...meta.map((r) => `${r.label}: ${r.value}`),
    "",
    copy.replyHint,
  ].join("\n");
  const row = (r: { label: string; value: string; typed?: boolean }) =>
    `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#45566d;font-weight:600">${escapeHtml(r.label)}</th><td style="padding:6px 0;white-space:pre-wrap">${r.typed ? inertHtml(r.value) : escapeHtml(r.value)}</td></tr>`;
  const html = `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#0e1a2b;font-size:15px">
<h1 style="font-size:18px">${escapeHtml(heading)}</h1>
${input.unverified ? `<p style="padding:10px 12px;border-left:4px solid #c2410c;background:#fff4ed">${escapeHtml(copy.unverified.note)}</p>\n` : ""}<table cellspacing="0" cellpadding="0">${rows.map(row).join("")}</table>
<hr style="border:0;border-top:1px solid #e3e8ef;margin:20px 0">
<table cellspacing="0" cellpadding="0" style="font-size:13px;color:#45566d">${meta.map(row).join("")}</table>
<p style="font-size:13px;color:#45566d">${escapeHtml(copy.replyHint)}</p>
</body></html>`;
  return { subject, text, html };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The visitor's confirmation in their language: the form's one promise (the text of its
 * thank-you page) and, as on every business mail of a GmbH (§ 35a GmbHG), its legal form, seat,
 * register and managing directors, from the company facts in effect. Fixed text otherwise: it
 * never repeats anything the visitor typed.
 */
export function autoreplyMail(
  kind: LeadKind,
  language: string,
  company: Facts["company"] = publishedCompany(),
): { subject: string; text: string; html: string } {
  const lang = language === "en" ? "en" : "de";
  const copy = publishedTexts(lang, texts.mail).autoreply;
  const promise = publishedTexts(lang, texts.thankYou).text[kind];
  const details = fill(copy.company, {
    company: company.name,
    street: company.street,
    postalCity: company.postalCity,
    country: countryName(company.country, lang),
    seat: company.seat,
    registerCourt: company.registerCourt,
    registerNumber: company.registerNumber,
    managingDirectors: company.managingDirectors.join(", "),
  });
  const paragraphs = [copy.greeting, `${copy.thanks} ${promise}`, `${copy.closing}\n${company.name}`, copy.automatic];
  const text = [...paragraphs, `-- \n${details}`].join("\n\n");
  const lines = (text: string) => escapeHtml(text).replaceAll("\n", "<br>");
  const body = [
    ...paragraphs.map((p) => `<p>${lines(p)}</p>`),
    '<hr style="border:0;border-top:1px solid #e3e8ef;margin:20px 0">',
    `<p style="font-size:12px;color:#45566d">${lines(details)}</p>`,
  ].join("");
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:Arial,sans-serif;color:#0e1a2b;font-size:15px">${body}</body></html>`;
  return { subject: copy.subject, text, html };
}
