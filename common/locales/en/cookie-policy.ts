import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
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
  updated: "Last updated:",
  toc: "On this page",
  newTab: "opens in a new tab",
  whatAreCookies: {
    title: "What are cookies?",
    blocks: [
      "Cookies are small text files that a website places on your device through your browser and reads again on later visits. Your browser’s local storage and session storage work in a similar way: a website can keep information there, too. In this policy, we refer to all of these technologies as “cookies”.",
      "Cookies that we set ourselves are first-party cookies. Cookies set by another service, such as Google or Meta, are third-party cookies. Session cookies are deleted when you close your browser; persistent cookies remain until their storage period ends or until you delete them.",
      "Under Section 25 of the German Telecommunications Digital Services Data Protection Act (TDDDG), we may only store information on your device or read it from there if this is strictly necessary for a service you have explicitly requested, or if you have given your consent. That is why we set no analytics or marketing cookies and load no third-party content before you have made your choice.",
    ],
  },
  categories: {
    title: "The cookies we use",
    intro:
      "We distinguish four categories. Only necessary cookies are always active; we use the other three categories only with your consent.",
    labels: {
      purpose: "Purpose",
      stored: "What is stored",
      retention: "Retention",
      legalBasis: "Legal basis",
    },
    alwaysActive: "Always active",
    consentRequired: "Only with your consent",
    items: {
      essential: {
        title: "Necessary cookies",
        purpose:
          "They make the website work and respect your decisions: we remember your cookie choice and your language so that we do not have to ask you again on every page.",
        note: "Both stay on your device; nothing is sent to our server.",
        noteConsentLog:
          "Both stay on your device. As proof of your consent, your browser also sends your decision to our server, which stores a random identifier, the version of this policy, the categories you chose and the time, but neither your IP address nor your browser’s identifier (see our <privacy>privacy policy</privacy>).",
        retention: "Session or 1 year",
        legalBasis: "Section 25(2) no. 2 TDDDG; Art. 6(1)(f) GDPR",
      },
      functional: {
        title: "Functional cookies",
        purpose:
          "They enable additional features that you choose to use: saving personal settings and the embedded calendar for booking a demo appointment.",
        note: "Without your consent, the calendar only loads when you explicitly request it.",
        retention: "Up to 2 years",
        legalBasis: "Your consent, Section 25(1) TDDDG; Art. 6(1)(a) GDPR",
      },
      analytics: {
        title: "Analytics cookies",
        purpose:
          "They show us, in aggregated form, how visitors use the website: which pages are read, how visitors find us and where they leave. This helps us improve our content and usability.",
        note: "Google Analytics 4 only loads after you have consented. Google’s Consent Mode (v2) passes your choice on to Google; without your consent, no connection to Google is made.",
        retention: "Up to 2 years",
        legalBasis: "Your consent, Section 25(1) TDDDG; Art. 6(1)(a) GDPR",
      },
      marketing: {
        title: "Marketing cookies",
        purpose:
          "They help us measure whether our ads on Facebook and Instagram lead to visits and enquiries, and show ads to people who are interested in our services.",
        note: "The Meta pixel only loads after you have consented. If you are logged in to Facebook or Instagram, Meta may link your visit to your account.",
        retention: "Up to 1 year",
        legalBasis: "Your consent, Section 25(1) TDDDG; Art. 6(1)(a) GDPR",
      },
    },
  },
  manage: {
    title: "Managing your preferences",
    blocks: [
      "On your first visit, you decide in the cookie banner which categories you allow; declining is just as easy as accepting. You can change or withdraw your choice at any time, using the button below or the “Cookie settings” link at the bottom of every page.",
      "If you withdraw your consent, we delete the cookies of that category and reload the page so that no service keeps running. Withdrawal takes effect for the future; it does not affect the lawfulness of processing carried out before it.",
      "Your choice is valid for twelve months. After that, we ask you again, and we also ask again if we change this policy materially.",
      "You can also view and delete cookies and site data in your browser settings at any time. If you delete this website’s site data there, the cookie banner will appear again on your next visit.",
    ],
    button: "Open cookie settings",
  },
  contact: {
    title: "Contact",
    blocks: [
      "If you have any questions about cookies or data protection, you can reach us using the details below. For full information on how we process your personal data, please see our <privacy>privacy policy</privacy>.",
    ],
    labels: {
      address: "Address",
      phone: "Phone (switchboard)",
      email: "Email",
      privacyEmail: "Data protection enquiries",
    },
  },
};

export default overlay("en", "cookie-policy", cookiePolicy);
