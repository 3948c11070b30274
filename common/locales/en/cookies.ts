import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/cookies";

const cookies: Messages<typeof de> = {
  labels: {
    purpose: "Purpose",
    retention: "Retention",
    service: "Service",
  },
  essential: [
    {
      key: "neutra-cookie-consent",
      purpose:
        "Your consent decision, with the categories you chose, the time and the version of the cookie policy, in your browser’s local storage.",
      retention: "12 months, then we ask again",
    },
    {
      key: "language",
      purpose: "Your choice of language (German or English), in your browser’s local storage.",
      retention: "12 months after you last chose a language",
    },
  ],
  functional: [
    {
      key: "neutra-cookie-settings",
      purpose:
        "Your personal settings on this website, in your browser’s local storage. Without your consent, nothing is stored here.",
      retention: "as long as your consent lasts, at most 12 months",
    },
    {
      service: "Calendly",
      purpose:
        "The embedded scheduling calendar of Calendly LLC (USA), loaded from {{schedulingHost}}. Once it has loaded, Calendly may set its own cookies, for example for the session and to prevent abuse.",
      retention: "up to 2 years, set by Calendly",
    },
  ],
  analytics: [
    { key: "_ga", purpose: "Google Analytics 4: distinguishes visitors by a random identifier.", retention: "2 years" },
    { key: "_ga_*", purpose: "Google Analytics 4: keeps the state of the current session.", retention: "2 years" },
    {
      key: "_gid",
      purpose:
        "Universal Analytics, the former version of Google Analytics. We don’t set this cookie; if an earlier one is still in your browser, we delete it as a precaution when you decline the “Analytics” category or withdraw your consent.",
      retention: "not set by us",
    },
    {
      key: "_gat",
      purpose:
        "Universal Analytics, the former version of Google Analytics. We don’t set this cookie; if an earlier one is still in your browser, we delete it as a precaution when you decline the “Analytics” category or withdraw your consent.",
      retention: "not set by us",
    },
  ],
  marketing: [
    { key: "_fbp", purpose: "Meta pixel: recognises your browser on later visits.", retention: "90 days" },
    { key: "_fbc", purpose: "Meta pixel: stores which ad brought you to our website.", retention: "90 days" },
  ],
};

export default overlay("en", "cookies", cookies);
