import type { Messages } from "~/i18n/messages";
import type de from "../de/cookie-policy";

const cookiePolicy: Messages<typeof de> = {
  meta: {
    title: "Cookie policy",
    description:
      "Which cookies and storage technologies the Neutra Tech website uses, what they are for, how long they are kept and how you manage your consent.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Cookie policy",
    intro:
      "This page explains which cookies and similar technologies we use, for what purpose and for how long. We only use non-essential technologies with your consent, which you can change or withdraw at any time.",
  },
};

export default cookiePolicy;
