import { overlay } from "../../content/overlay";
import type { PageWithLeadForm } from "../../config/route-table";
import type { LeadKind } from "../../lead-schemas";

/** The page after a lead form sent without script (the script shows a notice in place instead). */
const thankYou = {
  metaTitle: "Thank you for your enquiry",
  eyebrow: "Enquiry sent",
  title: "Thank you for your enquiry!",
  /** What happens next: each form's one promise (docs/glossary.md). */
  text: {
    contact:
      "We have received your enquiry, and one of our consultants will get back to you personally within one working day.",
    "sap-contact":
      "We have received your enquiry, and one of our SAP consultants will get back to you personally within 24 hours.",
    migration:
      "We have received your enquiry and will get back to you within one working day with a date for the free code audit.",
  },
  review: {
    title: "We have received your enquiry",
    text: "Your browser couldn’t run our spam check, so we don’t pass your enquiry on immediately: we review it by hand first, and the form’s response time doesn’t apply to it. If it’s urgent, please email us at {email}.",
  },
  back: {
    home: "Back to the home page",
    contact: "Back to the contact page",
    sapContact: "Back to the SAP contact form",
    odooMigration: "Back to the Odoo migration",
  },
} satisfies { text: Record<LeadKind, string>; back: Record<PageWithLeadForm, string> } & Record<string, unknown>;

export default overlay("en", "thank-you", thankYou);
