/**
 * The site's copy the back office shows as the site shows it (/api/admin/copy/...): the lead
 * forms' names, field labels and option labels with the owner's published edits, so the inbox and
 * a lead's page say what the forms, the mails and the site say. Every role's (the content editor
 * names the forms too); common/admin-api.ts spreads the endpoint in.
 */
import * as z from "zod/mini";
import { endpoint } from "../contract";
import type { LeadKind } from "../lead-schemas";
import { everyone, language } from "./base";

const labels = z.record(z.string(), z.string());

/** GET /copy/forms/:lang: the parts of common/locales/<lang>/forms.ts the back office reads. */
const formsCopy = z.object({
  /** Each form's name by its kind (an object with every kind, so the document names each). */
  names: z.object({ "sap-contact": z.string(), contact: z.string(), migration: z.string() } satisfies Record<
    LeadKind,
    z.ZodMiniString
  >),
  /** Each field's label by its name. */
  fields: labels,
  /** Per set of options, each option's label by its code. */
  options: z.record(z.string(), labels),
});

export const copyEndpoints = {
  formsCopy: endpoint({
    method: "GET",
    path: "/copy/forms/:lang",
    roles: everyone,
    summary: "The lead forms' names, field labels and option labels as the site shows them, in one language",
    params: z.object({ lang: language }),
    answers: { 200: formsCopy },
  }),
};
