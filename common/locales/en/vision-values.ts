import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/vision-values";

const visionValues: Messages<typeof de> = {
  meta: {
    title: "Vision & values",
    description:
      "Vision, mission, positioning and values of Neutra Tech: sustainability, equal opportunities, innovation, excellence and empowerment.",
  },
  nav: "About us",
  hero: {
    eyebrow: "About us",
    title: "Vision & values",
    intro:
      "We want technology to create demonstrable value in mid-sized companies, industry and the energy sector. To that end we combine strategic consulting with hands-on delivery and five values we hold ourselves to.",
  },
  vision: {
    label: "Vision",
    title: "Technology that makes companies stronger for the long term",
    text: "We are working towards an economy in which mid-sized companies, industrial firms and utilities see their IT not as a cost centre but as the foundation for growth, efficiency and a sustainable future. ERP systems and AI should take the load off people and lead to better decisions.",
  },
  mission: {
    label: "Mission",
    title: "From strategy to live operations, all from one partner",
    text: "We guide our clients from the first assessment through the selection and rollout of SAP, Odoo and AI solutions into live operations. Our standard is an outcome that works in live operations, not just a plan, with experienced consultants in Germany, certified partners and seasoned international teams.",
    pointsTitle: "How we work",
    points: [
      "Assessment and target state, worked out with your executive team",
      "Selection and rollout of SAP, Odoo and AI solutions",
      "Operation and continuous improvement as a managed application service",
      "One contact who stays with your project from target state to live operations",
    ],
  },
  positioning: {
    label: "Positioning",
    title: "A vendor-neutral partner between the boardroom and technology",
    text: "Neutra Tech works where management, business units and technology vendors meet. We take no commissions from software vendors and recommend what fits your company. We speak the language of the executive team as well as that of developers, and combine the work of senior consultants with Big Four experience with the delivery strength of specialist partners.",
    audiencesTitle: "Who we work for",
    audiences: [
      "Mid-sized companies and industrial firms",
      "Utilities and plant operators",
      "Private-equity investors and their portfolio companies",
      "SAP and Odoo users",
    ],
  },
  values: {
    eyebrow: "Our values",
    title: "Five values that guide our work",
    intro:
      "For us, values are not a poster on the wall. They are the standards by which we advise, build teams and close projects.",
    items: {
      sustainability: {
        title: "Sustainability",
        text: "We build solutions that last for years: maintainable systems instead of short-term workarounds, and digitalisation that helps energy and industrial companies conserve resources and demonstrate progress on their sustainability targets.",
      },
      equalOpportunities: {
        title: "Equal opportunities",
        text: "What counts for us is ability and attitude, not background, gender or age. We work in diverse, international teams and give clients of every size the same care.",
      },
      innovation: {
        title: "Innovation",
        text: "We use new technology where it brings a benefit we can demonstrate, from AI use cases to cloud ERP. We test new ideas in focused pilots before rolling them out more widely.",
      },
      excellence: {
        title: "Excellence",
        text: "We measure ourselves by results: go-lives on schedule, stable systems and metrics that improve. Documented methods and clear quality standards are a given.",
      },
      empowerment: {
        title: "Empowerment",
        text: "We make your teams independent of us. Through training, documentation and working side by side, the knowledge stays in your company once the project is done.",
      },
    },
  },
};

export default overlay("en", "vision-values", visionValues);
