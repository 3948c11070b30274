import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/consent";

const consent: Messages<typeof de> = {
  banner: {
    title: "We respect your privacy",
    text: "We use strictly necessary storage to run this website. With your consent we add functional services (such as the booking calendar), analytics and marketing measurement. You can change your choice at any time under “Cookie settings” in the footer.",
    policyLink: "Cookie policy",
    acceptAll: "Accept all",
    rejectAll: "Reject all",
    customize: "Customise",
  },
  preferences: {
    title: "Cookie settings",
    description:
      "Choose which categories we may use. Strictly necessary storage is required to run the website and is always on. Your choice is valid for twelve months.",
    alwaysOn: "Always on",
    save: "Save choices",
    cancel: "Cancel",
    rejectAll: "Reject all",
    acceptAll: "Accept all",
    close: "Close",
    policyLink: "Read more in our cookie policy",
    categories: {
      essential: {
        name: "Necessary",
        description:
          "Stores your consent and your language. Without this information the website does not work as expected.",
      },
      functional: {
        name: "Functional",
        description: "Allows embedded services such as the booking calendar for demos and remembers your settings.",
      },
      analytics: {
        name: "Analytics",
        description: "Uses Google Analytics 4 to show us which content is used, so that we can improve the website.",
      },
      marketing: {
        name: "Marketing",
        description:
          "Uses the Meta pixel to measure how well our ads work and to show relevant ads on other platforms.",
      },
    },
  },
  footerLink: "Cookie settings",
  gate: {
    calendar: {
      title: "External booking calendar",
      text: "The calendar is provided by {{provider}}. Only when you load it does your browser connect to {{host}}, which transmits your IP address and technical data and lets the provider set cookies.",
      load: "Load calendar",
      openInNewTab: "Open in new tab",
      remember:
        "To load external services without being asked, switch on the “Functional” category in the cookie settings.",
      frameTitle: "Booking with {{provider}}",
    },
  },
};

export default overlay("en", "consent", consent);
