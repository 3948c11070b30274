import type { Messages } from "~/i18n/messages";
import type de from "../de/ai-retail";

const aiRetail: Messages<typeof de> = {
  meta: {
    title: "AI use cases for retail",
    description:
      "AI in retail: demand forecasting, pricing, assortment, customer service and returns, connected to POS, ERP and e-commerce.",
  },
  hero: {
    eyebrow: "AI services · Retail",
    title: "AI for retail that understands demand",
    intro:
      "More accurate forecasts per store, faster answers in customer service, fewer markdowns and returns: we bring AI to where your data already lives, in point-of-sale systems, ERP and your online shop.",
  },
};

export default aiRetail;
