import type { Messages } from "~/i18n/messages";
import type de from "../de/digital-transformation";

const digitalTransformation: Messages<typeof de> = {
  meta: {
    title: "Digital transformation across the asset lifecycle",
    description:
      "Digitalisation from construction (EPC) to operations (O&M): consistent data and processes for energy and industrial companies.",
  },
  hero: {
    eyebrow: "Digital transformation",
    title: "Digitalisation from construction to operations",
    intro:
      "Much of an asset's data is lost between construction and operation. We create consistent processes and systems from EPC to O&M, so that planning, construction, commissioning and maintenance all work from the same data.",
  },
};

export default digitalTransformation;
