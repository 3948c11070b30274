/**
 * The server's answers to a lead form sent without script (JavaScript off, or its script not
 * loaded yet); the thank-you page after success is a prerendered page (thank-you.ts). "{email}"
 * becomes the contact address as a link, "{minutes}" the wait.
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
    paragraphs: [
      "We received a lot of enquiries from your connection in a short time, so we have not stored this one.",
      "Go back one page in your browser (your entries will still be in the form) and send it again in {minutes} minutes. Or email us at {email}.",
    ],
  },
  unavailable: {
    title: "We could not store your enquiry just now",
    paragraphs: [
      "Something went wrong on our side, and we have not stored your details.",
      "Go back one page in your browser (your entries will still be in the form) and send it again in a few minutes. Or email us at {email}.",
    ],
  },
  tooLarge: {
    title: "Your details are too long",
    paragraphs: [
      "The form sent more text than we accept at once, so we have not stored your details.",
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

export default formPosts;
