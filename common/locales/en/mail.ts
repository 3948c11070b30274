import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/mail";

const mail: Messages<typeof de> = {
  lead: {
    subject: {
      "sap-contact": "New SAP enquiry",
      contact: "New contact enquiry",
      migration: "New Odoo migration enquiry",
    },
    viaWebsite: "via the website",
    sentFrom: "Sent from",
    language: "Language",
    languages: { de: "German", en: "English" },
    receivedAt: "Received",
    leadId: "Lead ID",
    replyHint: "Reply to this email to write to the sender.",
    /** A lead without a valid proof-of-work solution: marked in the subject and the body. */
    unverified: {
      mark: "[Unverified]",
      note: "Unverified: this enquiry arrived without a valid solution to the computing task the form uses to keep spam out (for instance because JavaScript was turned off in the browser). A person may well have sent it; check it before you reply.",
    },
  },
  autoreply: {
    subject: "Your enquiry to Neutra Tech",
    greeting: "Hello,",
    thanks: "Thank you for writing to us through our website.",
    closing: "Kind regards",
    automatic: "This message was sent automatically. If you didn’t send an enquiry, please ignore it.",
    company:
      "{{company}} · {{street}} · {{postalCity}} · {{country}}\nRegistered office: {{seat}} · Register court: {{registerCourt}}, {{registerNumber}}\nManagement: {{managingDirectors}}",
  },
  /** A back-office link: the invitation (sign-up, 24 hours) or a sign-in link (15 minutes). */
  adminLink: {
    signup: {
      subject: "Your invitation to the Neutra Tech back office",
      intro:
        "You have been invited to the back office of the Neutra Tech website. Use the following link to set up your passkey:",
      validity: "The link is valid for 24 hours and can be used once.",
    },
    signin: {
      subject: "Your sign-in link for the Neutra Tech back office",
      intro: "Use the following link to sign in to the back office of the Neutra Tech website:",
      validity: "The link is valid for 15 minutes and can be used once.",
    },
    action: "Open the link",
    ignore: "If you did not ask for this email, you can ignore it; nobody signs in without the link.",
  },
  /** To a back-office user when a passkey was added to or removed from their account. */
  adminPasskey: {
    added: {
      subject: "New passkey for your Neutra Tech back-office access",
      intro: "The passkey “{{name}}” was added to your access to the back office of the Neutra Tech website.",
    },
    removed: {
      subject: "Passkey removed from your Neutra Tech back-office access",
      intro: "The passkey “{{name}}” was removed from your access to the back office of the Neutra Tech website.",
    },
    at: "When",
    ifYou: "If this was you, there is nothing else to do.",
    ifNotYou:
      "If it was not you, sign in, remove every passkey you do not recognise under “Account”, end the sessions you do not recognise, and tell the website’s operator.",
  },
};

export default overlay("en", "mail", mail);
