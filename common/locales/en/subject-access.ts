import { overlay } from "../../content/overlay";

/**
 * The answer to a request for access (Art. 15 GDPR) that `npm run leads -- subject EMAIL --export
 * FILE` and the back office write: the owner sends it to the person. Placeholders in {{...}} are
 * filled by the server. It covers the website's database; `scope` says what it does not cover.
 */
const subjectAccess = {
  title: "Access to your personal data (Art. 15 GDPR)",
  intro: "You asked us which personal data we process about the email address {{email}}.",
  held: "As of {{date}}, our website’s database holds the following about it:",
  none: "As of {{date}}, our website’s database holds no data about this address.",
  scope: {
    mailbox:
      "This answer covers our website’s database. It does not cover the emails in which our website forwarded your enquiries to the staff responsible, which are kept in their mailboxes. We are checking separately what is held about you there and will let you know.",
    crm: "This answer covers our website’s database. It does not cover copies of your enquiries held elsewhere: the emails in which our website forwarded them to the staff responsible, kept in their mailboxes, and the records in our CRM system, to which our website passes enquiries on. We are checking separately what is held about you there and will let you know.",
  },
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
    item: "Enquiry received on {{date}}",
  },
  audit: {
    actions: {
      lead_status: "Status changed",
      lead_note: "Internal note changed",
      lead_not_spam: "Spam classification removed",
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
