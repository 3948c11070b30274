import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/contact";

const contact: Messages<typeof de> = {
  meta: {
    title: "Contact",
    description:
      "Get in touch with Neutra Tech: advice on strategy, ERP selection and implementation, migration, AMS and process optimisation.",
  },
  nav: "Contact",
  hero: {
    eyebrow: "Contact",
    title: "Get in touch",
    intro:
      "Tell us what you are working on. We will get back to you within one working day with an initial assessment and a proposal for the next steps.",
  },
  expect: {
    title: "What to expect",
    points: [
      "A personal reply from an experienced consultant within one working day",
      "A free, no-obligation initial call",
      "Clear answers on effort, cost and timeline",
      "Confidential handling of everything you share",
    ],
  },
};

export default overlay("en", "contact", contact);
