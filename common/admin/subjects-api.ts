/**
 * A data subject's request (Art. 15 and 17 GDPR, docs/decisions/0038) at /api/admin/subjects/...:
 * the address goes in a POST body, never in a path or query string. The owner's alone;
 * common/admin-api.ts spreads these endpoints in.
 */
import * as z from "zod/mini";
import { endpoint } from "../contract";
import { email, refused, typed } from "./base";
import { leadSummary } from "./leads-api";

const subjectQuery = z.object({ email });
/** POST /subjects/find: what is held about the address. */
const subjectSummary = z.object({
  email: z.string(),
  leads: z.array(leadSummary),
  mails: z.int(),
  webhooks: z.int(),
  audit: z.int(),
});
export type SubjectSummary = z.infer<typeof subjectSummary>;
const subjectExportFormats = ["json", "de", "en"] as const;
export type SubjectExportFormat = (typeof subjectExportFormats)[number];
/** POST /subjects/export: as JSON, or as the readable answer in German or English. */
const subjectExport = z.object({ email, format: z.enum(subjectExportFormats) });
/**
 * POST /subjects/erase: the owner typed the address again (`confirm`), read as the address is
 * (invisible characters a pasted address brings are dropped); the server compares.
 */
const subjectErase = z.object({ email, confirm: typed(254, "one", z.trim(), z.toLowerCase()) });
/**
 * What an erasure deleted from the website's database, and whether the CRM was sent a
 * `subject.erased` event (WEBHOOK_URL set). Copies in mailboxes and the CRM are not in it.
 */
const subjectErased = z.object({
  leads: z.int(),
  mails: z.int(),
  webhooks: z.int(),
  deliveryLog: z.int(),
  audit: z.int(),
  crmNotified: z.boolean(),
});
export type SubjectErased = z.infer<typeof subjectErased>;

export const subjectEndpoints = {
  findSubject: endpoint({
    method: "POST",
    path: "/subjects/find",
    summary: "What is held about one e-mail address (a data subject's request)",
    body: subjectQuery,
    answers: { 200: subjectSummary, 400: refused },
  }),
  exportSubject: endpoint({
    method: "POST",
    path: "/subjects/export",
    summary: "Everything held about one e-mail address, as JSON or as the readable answer",
    body: subjectExport,
    answers: { 200: { download: ["application/json", "text/plain"] }, 400: refused },
  }),
  eraseSubject: endpoint({
    method: "POST",
    path: "/subjects/erase",
    summary: "Erase everything held about one e-mail address, confirmed by typing it again",
    body: subjectErase,
    answers: { 200: subjectErased, 400: refused },
  }),
};
