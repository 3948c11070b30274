import { overlay } from "../../../content/overlay";
import type { UseCase } from "../../use-case";

/** Manufacturing: visual inspection, predictive maintenance, production planning, procurement, shop-floor knowledge. */
const manufacturing: UseCase[] = [
  {
    id: "quality",
    key: "manufacturing.quality",
    icon: "scan-eye",
    image: "manufacturing-quality.svg",
    title: "Visual quality inspection",
    subtitle: "Inspect every part, not just the sample",
    persona: "Frank Richter",
    personaRole: "Head of Quality Assurance at an automotive supplier",
    story:
      "Plastic parts for vehicle interiors are moulded in three shifts and checked by hand on a sampling basis. Scratches, sink marks and streaks still slip through and come back as customer complaints.",
    pain: "Every complaint from the carmaker costs us containment sorting, premium freight and trust, and we often find the cause only weeks later.",
    solution:
      "Cameras on the line capture every part; an image-processing model detects surface defects and rejects faulty parts. Each finding is stored with the image, mould, cavity and process parameters. When defects cluster, a quality notification is created in SAP QM automatically, and process engineering can see which parameters have changed.",
    steps: [
      "Cameras and lighting are installed on the line.",
      "The model learns defect patterns from examples your inspectors mark.",
      "Every part is inspected within the cycle time and faulty parts are rejected.",
      "Findings are linked to mould, cavity and process data.",
      "Clusters of defects create a quality notification in SAP QM.",
    ],
    benefits: [
      { title: "Fewer escapes", impact: "e.g. up to 50% fewer customer complaints" },
      { title: "Complete inspection", impact: "e.g. 100% of parts inspected instead of a sample" },
      { title: "Faster root-cause analysis", impact: "e.g. cause narrowed down in hours instead of weeks" },
    ],
    quote:
      "We now see defects when they happen, not when the customer calls. Process engineering works with images instead of assumptions.",
  },
  {
    id: "maintenance",
    key: "manufacturing.maintenance",
    icon: "activity",
    image: "manufacturing-maintenance.svg",
    title: "Predictive maintenance",
    subtitle: "Spot failures in machine data before the line stops",
    persona: "Jürgen Hoffmann",
    personaRole: "Head of Maintenance at a metalworking company",
    story:
      "Presses and machining centres are serviced by the calendar. Even so, a spindle or hydraulic unit fails unexpectedly every now and then, and the line stands still until the spare part arrives.",
    pain: "One unplanned stoppage costs us more than a whole year of maintenance on that machine.",
    solution:
      "Sensors for vibration, temperature, current draw and pressure deliver data continuously. A model learns each machine’s normal behaviour and recognises deviations that point to wear, often weeks before a failure. Maintenance receives a notification in SAP PM with the finding, the affected component and the spare parts needed, and schedules the job into the next planned break.",
    steps: [
      "Existing controller data is tapped, supplemented by retrofit sensors where needed.",
      "Data flows via OPC UA or MQTT into a central platform.",
      "The model learns the normal behaviour of each machine.",
      "Deviations are assessed and reported with component and cause.",
      "The notification in SAP PM triggers the order and spare-parts procurement.",
    ],
    benefits: [
      { title: "Less downtime", impact: "e.g. up to 30% fewer unplanned failures" },
      { title: "Planned work", impact: "e.g. work done in planned breaks instead of as emergency repairs" },
      { title: "Lower costs", impact: "e.g. up to 20% lower maintenance costs" },
    ],
    quote:
      "Last month we spotted bearing damage three weeks in advance and moved the replacement to the weekend. That used to cost us two shifts.",
  },
  {
    id: "planning",
    key: "manufacturing.planning",
    icon: "chart-gantt",
    image: "manufacturing-planning.svg",
    title: "AI-assisted production planning",
    subtitle: "Sequences that balance changeovers, material and due dates",
    persona: "Sabine Krüger",
    personaRole: "Head of Production Planning at a machine builder",
    story:
      "Every morning the detailed schedule is built in Excel alongside SAP. Rush orders, missing material and machine breakdowns disrupt it several times a day, and the planning team rebuilds it by hand.",
    pain: "We re-plan three times a day and still only find out in the evening whether we will hit our delivery dates.",
    solution:
      "An optimisation engine calculates the order sequence for each machine, taking changeover families, material availability, staffing and due dates into account. When something changes, it proposes a new plan within minutes and shows the consequences for delivery dates. Planners decide; the plan goes to the MES and SAP PP.",
    steps: [
      "Orders, routings and capacities are pulled from SAP PP and the MES.",
      "Changeover families and the rules of your shop floor are set up.",
      "The optimisation calculates the best sequence for each machine.",
      "After a breakdown or rush order a new proposal is ready within minutes.",
      "The approved plan goes to the MES and the operator workstations.",
    ],
    benefits: [
      { title: "Less changeover time", impact: "e.g. up to 15% less changeover time" },
      { title: "Better on-time delivery", impact: "e.g. up to 10 percentage points more orders on time" },
      { title: "Faster re-planning", impact: "e.g. a new plan in minutes instead of hours" },
    ],
    quote:
      "When a rush order arrives in the morning, I see within five minutes what it means for every other date. That has changed our conversations with sales.",
  },
  {
    id: "procurement",
    key: "manufacturing.procurement",
    icon: "clipboard-check",
    image: "manufacturing-procurement.svg",
    title: "Match order confirmations automatically",
    subtitle: "Spot price, quantity and date deviations at once",
    persona: "Oliver Schmitt",
    personaRole: "Head of Operational Procurement at a plant engineering company",
    story:
      "Hundreds of supplier order confirmations arrive every day, each in a different format. The team checks prices, quantities and delivery dates against the purchase orders in SAP by hand, whenever it gets round to it.",
    pain: "We often only see changed delivery dates when assembly is left waiting for the material.",
    solution:
      "The AI reads order confirmations from emails and PDFs, matches them to the purchase order and compares price, quantity and delivery date line by line. If everything matches, the confirmation is posted in SAP MM. Deviations go to the responsible buyer with an assessment of their impact on production.",
    steps: [
      "The purchasing mailbox is connected.",
      "The AI reads confirmations in any format and matches them to the purchase order.",
      "Price, quantity and date are compared line by line with SAP MM.",
      "Matching confirmations are posted automatically.",
      "Deviations go to purchasing with an assessment of their impact.",
    ],
    benefits: [
      { title: "Less manual work", impact: "e.g. up to 70% of confirmations without manual matching" },
      { title: "Early warning", impact: "e.g. date changes visible on the day of confirmation" },
      { title: "Prices checked", impact: "e.g. price deviations caught before the invoice" },
    ],
    quote: "We used to learn about postponed deliveries from assembly. Today we know the same day and can act.",
  },
  {
    id: "documentation",
    key: "manufacturing.documentation",
    icon: "book-open",
    image: "manufacturing-documentation.svg",
    title: "Knowledge assistant on the shop floor",
    subtitle: "Answers from manuals, work instructions and fault history",
    persona: "Carsten Wolf",
    personaRole: "Plant Manager at a plastics processor",
    story:
      "Knowledge about machines and faults sits in manuals, work instructions, old notifications and the heads of experienced colleagues, many of whom will retire in the next few years.",
    pain: "When a machine stops at night, the shift supervisor phones around until they reach someone who knows what to do.",
    solution:
      "An AI assistant answers questions in everyday language at a terminal or tablet on the line. It searches manuals, work instructions, fault notifications and maintenance reports and cites the source for every answer. It works only with your approved documents and can be run so that the data never leaves your environment.",
    steps: [
      "Manuals, work instructions and fault history are indexed.",
      "Access rights are inherited from your systems.",
      "Employees ask questions in everyday language, by voice too.",
      "Every answer cites its source in the original document.",
      "New fixes from fault reports feed back into the knowledge base.",
    ],
    benefits: [
      { title: "Faster troubleshooting", impact: "e.g. up to 30% shorter stoppages for known faults" },
      { title: "Faster onboarding", impact: "e.g. new employees productive in weeks instead of months" },
      { title: "Knowledge retained", impact: "e.g. experience stays when colleagues retire" },
    ],
    quote: "Our night shift now sorts out many faults on its own, with the right page of the manual at hand.",
  },
];

export default overlay("en", "use-cases/manufacturing", manufacturing);
