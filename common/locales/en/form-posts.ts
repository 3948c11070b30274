import { overlay } from "../../content/overlay";

/**
 * The server's answers to a lead form sent without script (JavaScript off, or its script not
 * loaded yet); the thank-you page after success is a prerendered page (thank-you.ts). "{email}"
 * becomes the contact address as a link, "{count}" the minutes to wait (`_one`/`_other` as i18next names plural forms).
 */
const formPosts = {
  invalid: {
    title: "Please check your details",
    intro: "Your enquiry has not been sent yet. These fields need correcting:",
    back: "Go back one page in your browser: your entries will still be in the form, ready to correct and send again.",
    link: "Back to the form",
  },
  rateLimited: {
    title: "Too many enquiries in a short time",
    text: "We received a lot of enquiries from your connection in a short time, so we have not stored this one.",
    retry_one:
      "Go back one page in your browser: your entries will still be in the form. Send it again in a minute, or email us at {email}.",
    retry_other:
      "Go back one page in your browser: your entries will still be in the form. Send it again in {count}\u00a0minutes, or email us at {email}.",
  },
  unavailable: {
    title: "We could not store your enquiry just now",
    paragraphs: [
      "Something went wrong on our side, and we have not stored your details.",
      "Go back one page in your browser: your entries will still be in the form. Send it again in a few minutes, or email us at {email}.",
    ],
  },
  tooLarge: {
    title: "Some of your entries are too long",
    paragraphs: [
      "The form sent more text than we accept at once, so we have not stored your entries.",
      "Go back one page in your browser, shorten your message and send the form again. For longer documents, email us at {email}.",
    ],
  },
  refused: {
    title: "Your enquiry was not accepted",
    paragraphs: [
      "The form was not sent from our website. To protect you, we only accept enquiries sent from our own pages.",
      "Please open the form on our website, or email us at {email}.",
    ],
  },
  link: "Back to the form page",
};

export default overlay("en", "form-posts", formPosts);
