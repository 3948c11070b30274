import type { Messages } from "~/i18n/messages";
import type de from "../de/post-deal";

const postDeal: Messages<typeof de> = {
  meta: {
    title: "Post-deal: value creation through ERP, processes and AI",
    description:
      "After closing: ERP implementation, process optimisation, AI integration and change management for measurable results within 12 to 18 months.",
  },
  hero: {
    eyebrow: "Private Equity · Post-deal",
    title: "Value creation after closing, measurable in 12 to 18 months",
    intro:
      "We put the levers identified in due diligence into practice: a robust ERP platform, lean processes, AI where it takes work off people's desks, and change management that brings the organisation along.",
  },
};

export default postDeal;
