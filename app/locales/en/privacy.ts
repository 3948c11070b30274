import type { Messages } from "~/i18n/messages";
import type de from "../de/privacy";

const privacy: Messages<typeof de> = {
  meta: {
    title: "Privacy policy",
    description:
      "How Neutra Tech processes personal data on this website: contact requests, server logs, consent and your rights under the GDPR.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Privacy policy",
    intro:
      "Protecting your data matters to us. Here we explain which personal data we process when you visit this website or contact us, on what legal basis, and which rights you have.",
  },
};

export default privacy;
