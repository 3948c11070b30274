import type { Messages } from "~/i18n/messages";
import type de from "../de/why-us";

const whyUs: Messages<typeof de> = {
  meta: {
    title: "Why Neutra Tech",
    description:
      "Strategy, seniority, vision, technology, international reach and integrity: six reasons why companies and investors work with Neutra Tech.",
  },
  hero: {
    eyebrow: "Why Neutra Tech",
    title: "Six reasons clients work with us",
    intro:
      "Experienced consultants who think strategy and delivery together, the ability to deliver internationally, and an attitude built on long-term trust: that is what sets us apart.",
  },
};

export default whyUs;
