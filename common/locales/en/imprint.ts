import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
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
  provider: { title: "Information pursuant to Section 5 DDG" },
  representation: { title: "Represented by", managingDirectors: "Managing directors" },
  contact: { title: "Contact", phone: "Phone (switchboard)", email: "Email" },
  register: { title: "Commercial register", court: "Register court", number: "Registration number" },
  vat: { title: "VAT ID", label: "VAT identification number pursuant to Section 27a of the German VAT Act (UStG)" },
  responsible: { title: "Responsible for content pursuant to Section 18(2) MStV" },
  dispute: {
    title: "Consumer dispute resolution",
    text: "We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board.",
  },
  privacy: {
    title: "Data protection",
    text: "Our <privacy>privacy policy</privacy> explains how we process personal data. Our <cookiePolicy>cookie policy</cookiePolicy> describes which cookies we use and how you manage your consent.",
  },
  newTab: "opens in a new tab",
};

export default overlay("en", "imprint", imprint);
