import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/digital-transformation";

const digitalTransformation: Messages<typeof de> = {
  meta: {
    title: "Digital transformation across the asset lifecycle",
    description:
      "Digitalisation from construction (EPC) to operations (O&M): end-to-end data and processes for energy and industrial companies.",
  },
  hero: {
    eyebrow: "Digital transformation",
    title: "Digitalisation from construction to operations",
    intro:
      "Much of an asset’s data is lost between construction and operation. We build end-to-end processes and systems from EPC to O&M, so that planning, construction, commissioning and maintenance all work from the same data.",
  },
  lifecycle: {
    title: "The asset lifecycle from EPC to O&M",
    imageLabel: "Diagram of the asset lifecycle from EPC to O&M on one shared data foundation: who is the provider?",
    dataLine: "One shared data foundation",
    epc: "EPC",
    om: "O&M",
    phases: [
      { title: "Engineering", text: "Planning and design of the asset, technical documentation" },
      { title: "Procurement", text: "Components, suppliers and contracts" },
      { title: "Construction", text: "Installation, construction progress and quality records" },
      { title: "Commissioning", text: "Testing, acceptance and handover to operations" },
      { title: "Operation & maintenance", text: "Servicing, incidents and optimisation over decades" },
    ],
  },
  description: {
    title: "Why the handover from construction to operations is critical",
    paragraphs: [
      "The EPC phase produces thousands of documents, bills of materials and test reports. At the handover to operations they often end up as a collection of PDFs on a shared drive, and maintenance has to rebuild equipment master data, maintenance plans and spare-parts lists by hand.",
      "We connect engineering, project and ERP systems so that every asset goes into operation with complete master data. That shortens commissioning, reduces downtime and makes maintenance costs predictable from day one.",
    ],
  },
  provider: {
    button: "Who is the provider?",
    title: "Who is the provider?",
    story: [
      "Neutra Tech is a digital transformation consultancy based in Germany. Our team has led SAP projects at utilities and industrial companies and kept seeing the same pattern: valuable data from planning and construction reaches operations only in fragments.",
      "That is why we approach digitalisation across the whole lifecycle: whether a wind farm, a substation or a production line, every asset should run on one shared data foundation, from the first engineering document to the last maintenance job.",
    ],
    expertiseTitle: "Our expertise",
    expertise: [
      "SAP ERP implementation and support",
      "Digital strategy for energy companies",
      "Asset management",
      "Process optimisation",
      "Sustainable technology consulting",
    ],
    link: "Visit the Neutra Tech website",
    newTab: "(opens in a new tab)",
    close: "Close dialog",
  },
};

export default overlay("en", "digital-transformation", digitalTransformation);
