/**
 * What client code reads of the owner's published content (docs/decisions/0055), in the words
 * the build's record (scripts/lib/client-reads.ts), each page's reads (./page-reads.ts) and each
 * page's share (./page-content.ts) use.
 */

/**
 * A part of the published content, named as the content keys are (common/content/keys.ts) or by a
 * prefix of one: "text:de:home" (a namespace), "text:de:odoo-ams:nav" (one text), "fact:figures"
 * (a group).
 */
export type ContentRead = string;

/**
 * What only the server reads: the mails, the answers to form posts and the data subject's access
 * answer (their locale modules are imported by server/ alone), and the lead forms' recipients.
 * Client code that reads one fails the build; no page carries one.
 */
export const serverOnly = {
  namespaces: ["mail", "subject-access", "form-posts"],
  factGroups: ["leadForms"],
} as const;

export function isServerOnly(read: ContentRead): boolean {
  const [kind, a, b] = read.split(":");
  if (kind === "fact") return (serverOnly.factGroups as readonly string[]).includes(a!);
  return kind === "text" && (serverOnly.namespaces as readonly string[]).includes(b!);
}

/** The build's record, beside the client build (not served): build/client-reads.json. */
export const clientReadsFile = "client-reads.json";

/** Per chunk of the client build ("assets/home-x1.js"): what its modules read, what it imports. */
export type ClientReads = Record<string, { reads: ContentRead[]; imports: string[] }>;
