import { overlay } from "../../content/overlay";

/**
 * The answer to a request for access (Art. 15 GDPR) that `npm run leads -- subject EMAIL --export
 * FILE` writes: the owner sends it to the person. Placeholders in {{...}} are filled by the server.
 */
const subjectAccess = {
  title: "Access to your personal data (Art. 15 GDPR)",
  intro:
    "You asked us which personal data we process about the email address {{email}}. As of {{date}}, we hold the following.",
  none: "We hold no data about this address.",
  leads: {
    title: "Your enquiries through the website",
    kinds: {
      "sap-contact": "Initial SAP call",
      contact: "General enquiry",
      migration: "Odoo migration",
    },
    receivedAt: "Received",
    page: "Sent from",
    language: "Language",
    languages: { de: "German", en: "English" },
    status: "Status",
    statuses: { new: "new", in_progress: "in progress", done: "done" },
    spam: "Classified as spam",
    note: "Internal note",
    fields: "What you entered",
  },
  mails: {
    title: "Emails about your enquiries",
    purposes: {
      lead: "Your enquiry forwarded to our staff",
      autoreply: "Confirmation of receipt to you",
      other: "Email",
    },
    states: { sent: "delivered", failed: "could not be delivered", waiting: "not sent yet" },
  },
  webhooks: {
    title: "Transfers to our CRM system",
    item: "Enquiry of {{date}}",
  },
  audit: {
    actions: {
      lead_status: "Status changed",
      lead_note: "Internal note changed",
      lead_not_spam: "Classified as not spam",
      lead_spam: "Classified as spam",
      delivery_retry: "Delivery tried again",
      other: "Handling recorded",
    },
    title: "Entries in the log of our back office",
  },
  closing:
    "Our privacy policy describes the purposes, legal bases, recipients, retention periods and your rights: {{privacyUrl}}",
};

export default overlay("en", "subject-access", subjectAccess);
