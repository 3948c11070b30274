import type { Messages } from "~/i18n/messages";
import type de from "../de/imprint";

const imprint: Messages<typeof de> = {
  meta: {
    title: "Legal notice",
    description:
      "Legal notice of Neutra Tech: provider identification under Section 5 of the German Digital Services Act (DDG) and responsible person under Section 18 MStV.",
  },
  hero: {
    eyebrow: "Legal",
    title: "Legal notice",
    intro:
      "Information about the provider of this website under Section 5 of the German Digital Services Act (DDG) and about the person responsible for its content under Section 18(2) of the German Interstate Media Treaty (MStV).",
  },
};

export default imprint;
