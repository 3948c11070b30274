import type { LeadKind } from "../../common/lead-schemas";
import labels from "../../common/locales/de/forms";
import { escapeHtml } from "../html";

/** The provider reads leads in German: every field with its label, option codes as their labels. */
type Options = typeof labels.options;
type FieldName = keyof typeof labels.fields;

const fieldsByKind: Record<LeadKind, FieldName[]> = {
  "sap-contact": ["name", "company", "email", "phone", "interest", "sapSystem", "timeframe", "message"],
  contact: ["name", "company", "email", "phone", "serviceInterest", "companySize", "timeframe", "message"],
  migration: [
    "currentVersion",
    "edition",
    "activeUsers",
    "modules",
    "customizations",
    "datevIntegration",
    "painPoints",
    "expectations",
    "timeframe",
    "name",
    "company",
    "email",
    "phone",
  ],
};

const optionGroups: Record<LeadKind, Partial<Record<FieldName, keyof Options>>> = {
  "sap-contact": { interest: "interest", sapSystem: "sapSystem", timeframe: "sapTimeframe" },
  contact: { serviceInterest: "serviceInterest", companySize: "companySize", timeframe: "contactTimeframe" },
  migration: {
    currentVersion: "odooVersion",
    edition: "edition",
    activeUsers: "activeUsers",
    customizations: "customizations",
    datevIntegration: "datevIntegration",
    timeframe: "migrationTimeframe",
  },
};

const subjects: Record<LeadKind, string> = {
  "sap-contact": "Neue SAP-Anfrage",
  contact: "Neue Kontaktanfrage",
  migration: "Neue Anfrage Odoo-Migration",
};

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
 * the body keeps the exact text.
 */
export function inertHeaderText(value: string): string {
  return value.replaceAll("=?", "=\u2060?");
}

export interface LeadMailInput {
  kind: LeadKind;
  id: string;
  language: string;
  pageContext: string;
  createdAt: Date;
  payload: Record<string, unknown>;
}

function displayValue(kind: LeadKind, field: FieldName, payload: Record<string, unknown>): string {
  const raw = payload[field];
  if (raw === undefined || raw === null || raw === "") return "–";
  const value = String(raw);
  if (field === "phone" && typeof payload.countryCode === "string") return `${payload.countryCode} ${value}`;
  const group = optionGroups[kind][field];
  const options = group ? (labels.options[group] as Record<string, string>) : undefined;
  return options?.[value] ?? value;
}

export function leadMail(input: LeadMailInput): { subject: string; text: string; html: string } {
  const rows = fieldsByKind[input.kind].map((field) => ({
    label: labels.fields[field],
    value: displayValue(input.kind, field, input.payload),
    // Option labels are our own copy; everything else is what the visitor typed.
    typed: optionGroups[input.kind][field] === undefined,
  }));
  const meta = [
    { label: "Gesendet von", value: input.pageContext },
    { label: "Sprache", value: input.language === "en" ? "Englisch" : "Deutsch" },
    { label: "Eingang", value: input.createdAt.toLocaleString("de-DE", { timeZone: "Europe/Berlin" }) },
    { label: "Lead-ID", value: input.id },
  ];
  const subject = `${subjects[input.kind]}: ${inertHeaderText(String(input.payload.company))}`;
  const text = [
    `${subjects[input.kind]} über die Website`,
    "",
    ...rows.map((r) => `${r.label}: ${r.value.includes("\n") ? `\n${r.value}\n` : r.value}`),
    "",
    ...meta.map((r) => `${r.label}: ${r.value}`),
    "",
    "Antworten Sie direkt auf diese E-Mail, um dem Absender zu schreiben.",
  ].join("\n");
  const row = (r: { label: string; value: string; typed?: boolean }) =>
    `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#45566d;font-weight:600">${escapeHtml(r.label)}</th><td style="padding:6px 0;white-space:pre-wrap">${r.typed ? inertHtml(r.value) : escapeHtml(r.value)}</td></tr>`;
  const html = `<!doctype html><html lang="de"><body style="font-family:Arial,sans-serif;color:#0e1a2b;font-size:15px">
<h1 style="font-size:18px">${escapeHtml(subjects[input.kind])} über die Website</h1>
<table cellspacing="0" cellpadding="0">${rows.map(row).join("")}</table>
<hr style="border:0;border-top:1px solid #e3e8ef;margin:20px 0">
<table cellspacing="0" cellpadding="0" style="font-size:13px;color:#45566d">${meta.map(row).join("")}</table>
<p style="font-size:13px;color:#45566d">Antworten Sie direkt auf diese E-Mail, um dem Absender zu schreiben.</p>
</body></html>`;
  return { subject, text, html };
}

const autoreplies = {
  de: {
    subject: "Ihre Anfrage bei Neutra Tech",
    text: "Guten Tag,\n\nvielen Dank für Ihre Anfrage über unsere Website. Sie ist bei uns eingegangen, und ein Berater meldet sich in Kürze persönlich bei Ihnen, bei SAP-Anfragen innerhalb von 24 Stunden.\n\nMit freundlichen Grüßen\nNeutra Tech\n\nDiese Nachricht wurde automatisch versendet. Falls Sie keine Anfrage gestellt haben, können Sie sie ignorieren.",
  },
  en: {
    subject: "Your enquiry to Neutra Tech",
    text: "Hello,\n\nthank you for your enquiry through our website. We have received it, and a consultant will get back to you personally soon, within 24 hours for SAP enquiries.\n\nKind regards\nNeutra Tech\n\nThis message was sent automatically. If you did not send an enquiry, you can ignore it.",
  },
} as const;

/** Fixed text in the visitor's language; it never repeats anything the visitor typed. */
export function autoreplyMail(language: string): { subject: string; text: string; html: string } {
  const { subject, text } = autoreplies[language === "en" ? "en" : "de"];
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0e1a2b;font-size:15px">${text
    .split("\n\n")
    .map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("")}</body></html>`;
  return { subject, text, html };
}
