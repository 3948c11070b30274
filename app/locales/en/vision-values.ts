import type { Messages } from "~/i18n/messages";
import type de from "../de/vision-values";

const visionValues: Messages<typeof de> = {
  meta: {
    title: "Vision & values",
    description:
      "Vision, mission, positioning and values of Neutra Tech: sustainability, equal opportunities, innovation, excellence and empowerment.",
  },
  hero: {
    eyebrow: "About us",
    title: "Vision & values",
    intro:
      "We want technology to create measurable value in mid-sized companies, industry and the energy sector. To that end we combine strategic consulting with accountability for delivery, guided by five values we want to be measured by.",
  },
};

export default visionValues;
