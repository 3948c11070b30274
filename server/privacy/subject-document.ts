import { pageUrl, type Lang } from "../../common/config/route-table";
import { site } from "../../common/config/site";
import { leadRows } from "../../common/lead-rows";
import type { LeadKind } from "../../common/lead-schemas";
import * as texts from "../../common/locales/texts";
import { publishedTexts } from "../content/published";
import type { SubjectRecords } from "./subject";

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The readable answer to a request for access, in German or English: plain text the owner can
 * paste into a reply or attach. Everything the JSON export holds, in words.
 */
export function subjectDocument(
  records: SubjectRecords,
  lang: Lang,
  /** `crm`: leads also go to the CRM (WEBHOOK_URL), so the answer says it does not cover that copy. */
  { crm = false, now = new Date() }: { crm?: boolean; now?: Date } = {},
): string {
  const doc = publishedTexts(lang, texts.subjectAccess);
  const forms = publishedTexts(lang, texts.forms);
  const when = (date: Date) =>
    new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: "Europe/Berlin",
    }).format(date);
  const day = (date: Date) =>
    new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", { dateStyle: "long", timeZone: "Europe/Berlin" }).format(
      date,
    );
  const lines = [doc.title, "=".repeat(doc.title.length), "", fill(doc.intro, { email: records.email }), ""];
  const empty = !records.leads.length && !records.mails.length && !records.webhooks.length && !records.audit.length;
  lines.push(fill(empty ? doc.none : doc.held, { date: day(now) }), "");
  if (records.leads.length) {
    lines.push(doc.leads.title, "-".repeat(doc.leads.title.length));
    for (const lead of records.leads) {
      const kind = lead.kind as LeadKind;
      lines.push(
        "",
        `${doc.leads.kinds[kind] ?? lead.kind}, ${when(lead.createdAt)}`,
        `  ${doc.leads.page}: ${site.url}${lead.pageContext}`,
        `  ${doc.leads.language}: ${doc.leads.languages[lead.language as Lang] ?? lead.language}`,
        `  ${doc.leads.status}: ${doc.leads.statuses[lead.status as keyof typeof doc.leads.statuses] ?? lead.status}`,
      );
      if (lead.spam) lines.push(`  ${doc.leads.spam}`);
      if (lead.note) lines.push(`  ${doc.leads.note}: ${lead.note}`);
      lines.push(`  ${doc.leads.fields}:`);
      for (const row of leadRows(kind, lead.payload as Record<string, unknown>, forms)) {
        if (row.value !== undefined) lines.push(`    ${row.label}: ${row.value}`);
      }
    }
    lines.push("");
  }
  if (records.mails.length) {
    lines.push(doc.mails.title, "-".repeat(doc.mails.title.length), "");
    for (const mail of records.mails) {
      const purpose = doc.mails.purposes[mail.purpose as "lead" | "autoreply"] ?? doc.mails.purposes.other;
      lines.push(`- ${when(mail.createdAt)}: ${purpose}, ${doc.mails.states[mail.state]}`);
    }
    lines.push("");
  }
  if (records.webhooks.length) {
    lines.push(doc.webhooks.title, "-".repeat(doc.webhooks.title.length), "");
    for (const delivery of records.webhooks) {
      lines.push(
        `- ${fill(doc.webhooks.item, { date: when(delivery.createdAt) })}: ${doc.mails.states[delivery.state]}`,
      );
    }
    lines.push("");
  }
  if (records.audit.length) {
    lines.push(doc.audit.title, "-".repeat(doc.audit.title.length), "");
    for (const entry of records.audit) {
      const label = doc.audit.actions[entry.action as keyof typeof doc.audit.actions] ?? doc.audit.actions.other;
      lines.push(`- ${when(entry.at)}: ${label}`);
    }
    lines.push("");
  }
  // Copies outside the database (mailboxes, the CRM) are the owner's to check: the answer says so.
  lines.push(crm || records.webhooks.length ? doc.scope.crm : doc.scope.mailbox, "");
  lines.push(fill(doc.closing, { privacyUrl: `${site.url}${pageUrl("privacy", lang)}` }), "");
  return lines.join("\n");
}
