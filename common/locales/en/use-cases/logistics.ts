import { overlay } from "../../../content/overlay";
import type { UseCase } from "../../use-case";

/** Logistics: five use cases (freight, delivery, tickets, inventory, returns). */
const logistics: UseCase[] = [
  {
    id: "freight",
    key: "logistics.freight",
    icon: "truck",
    image: "logistics-freight.svg",
    title: "Capture freight orders automatically",
    subtitle: "From email, PDF and Excel straight into the TMS",
    persona: "Katrin Vogt",
    personaRole: "Head of Dispatch at a haulier",
    story:
      "Every morning more than 300 transport orders arrive by email: as PDFs, Excel lists or free text. Three dispatchers type them in before the first route can be planned.",
    pain: "My best dispatchers spend half the morning typing instead of planning.",
    solution:
      "An AI reads incoming orders from emails and attachments, recognises the customer, pick-up and delivery points, time windows, weights and dangerous-goods information, and creates the complete order in the TMS or in SAP TM. Anything it cannot read with confidence is flagged for review instead of guessed.",
    steps: [
      "We connect the order mailbox and the formats your customers actually send.",
      "The AI extracts the fields and matches customers and addresses against your master data.",
      "Rules sanity-check dates, weights, loading metres and dangerous goods.",
      "Dispatch confirms only the flagged cases, with the original document alongside.",
      "The order is in the TMS and the customer receives the confirmation automatically.",
    ],
    benefits: [
      { title: "Less typing", impact: "e.g. up to 60% less manual data entry" },
      { title: "Faster confirmation", impact: "e.g. order confirmed in minutes instead of hours" },
      { title: "Clean data", impact: "e.g. up to 80% fewer queries about wrong addresses" },
    ],
    quote:
      "We now start planning routes at seven instead of ten. The system does the typing; we deal with the exceptions.",
  },
  {
    id: "delivery",
    key: "logistics.delivery",
    icon: "route",
    image: "logistics-delivery.svg",
    title: "Anticipate delivery problems",
    subtitle: "Spot delays before the customer calls",
    persona: "Murat Yılmaz",
    personaRole: "Head of Delivery in a groupage network",
    story:
      "The routes are planned, but traffic, tight time windows and recipients who are not at home throw the day off course. The control room often learns about a delay only when the customer calls.",
    pain: "We usually hear about delays from the customer’s phone call, not from our systems.",
    solution:
      "A forecasting model combines telematics, traffic, the real stop times of past routes and the promised time windows. For every stop it keeps recalculating the expected arrival time and the risk of a late delivery. Shipments at risk show up early in the control room, with a suggested re-plan and a customer notification ready to send.",
    steps: [
      "Telematics, route and shipment data are brought together.",
      "The model learns from your delivery history how long stops really take.",
      "During the route, the arrival time of every stop is recalculated continuously.",
      "The control room receives an early warning with a suggested re-plan.",
      "Recipients are informed proactively, with a new time window.",
    ],
    benefits: [
      { title: "More on-time deliveries", impact: "e.g. up to 25% fewer late deliveries" },
      { title: "A calmer control room", impact: "e.g. up to 40% fewer calls asking where a shipment is" },
      { title: "Fewer second attempts", impact: "e.g. up to 15% fewer failed delivery attempts" },
    ],
    quote: "Today we call the customer before they call us. That has changed the mood in the control room noticeably.",
  },
  {
    id: "tickets",
    key: "logistics.tickets",
    icon: "inbox",
    image: "logistics-tickets.svg",
    title: "Pre-sort service tickets",
    subtitle: "Understand, route and answer requests",
    persona: "Julia Hartmann",
    personaRole: "Customer Service Team Lead in contract logistics",
    story:
      "Status requests, damage reports, requests for proof of delivery and complaints all land in one shared mailbox. It often takes half a day before a request reaches the right team.",
    pain: "Half our time goes into reading and forwarding before anyone even starts solving the problem.",
    solution:
      "The AI classifies every incoming message by request type, urgency and customer, reads shipment and order numbers and fetches the current status from the TMS or WMS. The responsible team receives the ticket with all the information and a draft reply. The AI answers simple status requests itself, following your rules, and the sender can see that the reply comes from an AI (Art. 50 AI Act).",
    steps: [
      "Mailboxes and the ticket system are connected.",
      "Request type, urgency and customer are recognised; damage claims go first.",
      "Shipment status and proof of delivery are looked up automatically.",
      "The agent receives a draft reply and approves it.",
    ],
    benefits: [
      { title: "Faster first response", impact: "e.g. first response within an hour instead of the next day" },
      { title: "Less routine work", impact: "e.g. up to 50% of status requests answered without manual research" },
      { title: "Clear priorities", impact: "e.g. damage reports and urgent cases always at the top" },
    ],
    quote: "My team now solves problems instead of sorting emails. And our customers notice that we answer faster.",
  },
  {
    id: "inventory",
    key: "logistics.inventory",
    icon: "boxes",
    image: "logistics-inventory.svg",
    title: "Balance inventory",
    subtitle: "Forecast demand per warehouse, propose stock transfers",
    persona: "Thomas Berger",
    personaRole: "Head of Inventory Management in spare-parts logistics",
    story:
      "One warehouse runs out of items while another has had them on the shelf for months. Planners rely on Excel and experience because the reorder points in the ERP have not been updated for years.",
    pain: "We have shortages and excess stock at the same time, just in the wrong places.",
    solution:
      "A forecasting model calculates demand per item and location from stock movements, seasonal patterns and planned promotions. From this it proposes new safety stocks and reorder points and generates transfer proposals between warehouses, weighted by transport cost and availability. Planners approve; postings run in SAP or the WMS.",
    steps: [
      "Movement and master data are pulled from SAP and the WMS.",
      "Demand is forecast per item and warehouse for the coming weeks.",
      "Safety stocks and reorder points are recalculated.",
      "Transfer proposals are rated and ranked by cost and benefit.",
      "Planners approve and the posting runs in the ERP.",
    ],
    benefits: [
      { title: "Higher availability", impact: "e.g. up to 30% fewer stock-outs" },
      { title: "Less tied-up capital", impact: "e.g. up to 15% lower inventory" },
      { title: "Fewer rush shipments", impact: "e.g. up to 20% fewer express transfers" },
    ],
    quote:
      "The proposals are easy to follow, so the team trusts them. Our warehouses now help each other out before things get tight.",
  },
  {
    id: "returns",
    key: "logistics.returns",
    icon: "rotate-ccw",
    image: "logistics-returns.svg",
    title: "Speed up returns",
    subtitle: "From goods receipt to refund in one pass",
    persona: "Sandra Koch",
    personaRole: "Head of Returns Management in e-commerce fulfilment",
    story:
      "In peak season several thousand returns arrive every day. Each one has to be identified, inspected, graded and put back into stock, while customers wait for their refund.",
    pain: "After Christmas the returns pile up for weeks, and every day costs us goods that lose value.",
    solution:
      "The AI matches every return to its order using the label, a photo and the return reason, and proposes a condition grade: fit for resale, to be refurbished or to be disposed of. Following your rules and the value of the goods, it decides where the item goes (back into stock, to refurbishment, back to the supplier or to disposal) and triggers the refund or credit note automatically.",
    steps: [
      "At the returns station the parcel and item are scanned and photographed.",
      "The return is matched to its order and item.",
      "The AI proposes a condition grade based on the photos and the return reason.",
      "Rules decide between restocking, refurbishment, return to the supplier or disposal.",
      "The posting in the WMS triggers the refund or credit note.",
    ],
    benefits: [
      { title: "Shorter throughput time", impact: "e.g. processed in 2 days instead of 10" },
      { title: "Back on sale sooner", impact: "e.g. restocked on the day of receipt" },
      { title: "Less inspection effort", impact: "e.g. up to 40% less inspection time per return" },
    ],
    quote:
      "The post-Christmas returns peak is no longer a state of emergency. Customers get their money back sooner, and the goods are back on sale earlier.",
  },
];

export default overlay("en", "use-cases/logistics", logistics);
