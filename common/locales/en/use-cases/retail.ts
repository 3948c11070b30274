import { overlay } from "../../../content/overlay";
import type { UseCase } from "../../use-case";

/** Retail: forecasting, pricing, assortment, customer service, return prevention. */
const retail: UseCase[] = [
  {
    id: "forecast",
    key: "retail.forecast",
    icon: "chart-line",
    image: "retail-forecast.svg",
    title: "Forecast demand per store",
    subtitle: "Order proposals that know the weather, promotions and holidays",
    persona: "Stefan Wagner",
    personaRole: "Head of Replenishment at a grocery retailer",
    story:
      "140 stores order fresh produce every day based on gut feeling and last week’s figures. On hot days the barbecue range sells out by noon; after rainy weekends salads and bakery items end up as write-offs.",
    pain: "We throw food away every evening and still have empty shelves when the sun comes out.",
    solution:
      "A forecasting model predicts sales per item, store and day from till data, weather, school and public holidays, promotions and local events. The resulting order proposals take shelf life, delivery schedule and shelf capacity into account. Stores see each proposal with its reasoning and can adjust it.",
    steps: [
      "Till data, stock levels and master data are pulled from the POS and ERP.",
      "External drivers such as weather, holidays and the promotions calendar are added.",
      "The model forecasts sales per item, store and day.",
      "Order proposals respect shelf life, delivery schedule and shelf space.",
      "The store reviews the proposal and the order goes to the ERP.",
    ],
    benefits: [
      { title: "Less waste", impact: "e.g. up to 20% fewer write-offs on fresh produce" },
      { title: "Full shelves", impact: "e.g. up to 30% fewer out-of-stocks on peak days" },
      { title: "Relief for stores", impact: "e.g. ordering in 10 instead of 45 minutes a day" },
    ],
    quote:
      "At first the stores checked the numbers with a healthy dose of scepticism. Now they accept most proposals because they can see the system knows their store.",
  },
  {
    id: "pricing",
    key: "retail.pricing",
    icon: "tag",
    image: "retail-pricing.svg",
    title: "Manage prices and markdowns",
    subtitle: "Markdowns at the right time and the right depth",
    persona: "Nina Schulte",
    personaRole: "Head of Pricing at a fashion retailer",
    story:
      "At the end of the season prices are cut in fixed steps: first 20, then 30, then 50 percent, the same in every store. Some items would have sold without a discount; others stay on the rail even at 50 percent off.",
    pain: "We give away margin on goods that would have sold anyway and are still left with unsold stock.",
    solution:
      "A model estimates how sales of each item in each region respond to price changes and calculates the best timing and depth of markdowns up to the end of the season. The pricing team sets guardrails such as minimum margins and price points; once approved, prices flow to the ERP, the tills and the online shop. Where a markdown is advertised, the system also shows the lowest price of the previous 30 days, as German price rules require (§ 11 PAngV).",
    steps: [
      "Sales, stock and price history are brought together per item and region.",
      "The model learns how strongly demand responds to price changes.",
      "The pricing team sets guardrails such as minimum margin and price points.",
      "Markdowns are proposed per item and region, each with its reasoning.",
      "Approved prices go automatically to the ERP, tills and online shop.",
    ],
    benefits: [
      {
        title: "More margin in clearance",
        impact: "e.g. up to 3 percentage points more gross margin in the season sale",
      },
      { title: "Less leftover stock", impact: "e.g. up to 25% less stock left at season end" },
      { title: "Faster decisions", impact: "e.g. a pricing round in one day instead of a week" },
    ],
    quote:
      "We mark down less today and still sell through more. And every markdown can be justified to the buying team.",
  },
  {
    id: "assortment",
    key: "retail.assortment",
    icon: "layout-grid",
    image: "retail-assortment.svg",
    title: "Plan the range per location",
    subtitle: "The right shelf for every store, not for the average",
    persona: "Markus Lehmann",
    personaRole: "Category Manager at a DIY chain",
    story:
      "Every store gets the same range and the same planogram, whether it is in the city centre or on the edge of town surrounded by large gardens. Listing decisions are made once a year based on total sales.",
    pain: "The city-centre store stocks lawnmowers while the out-of-town store runs short of garden supplies. The average fits nowhere.",
    solution:
      "The AI clusters stores by shopping behaviour, catchment area and floor space and shows which items substitute for each other and which bring genuinely incremental sales. For each cluster it proposes listings, delistings and shelf space, down to a draft planogram.",
    steps: [
      "Till data, range, floor space and location data are brought together.",
      "Stores are grouped into clusters by shopping behaviour and catchment area.",
      "The model identifies which items substitute for each other and which are bought in addition.",
      "Each cluster gets proposals for listings and shelf space.",
      "Category management decides; planograms go out to the stores.",
    ],
    benefits: [
      { title: "More sales per metre", impact: "e.g. up to 5% more sales per shelf metre" },
      { title: "Leaner ranges", impact: "e.g. up to 10% fewer slow movers" },
      { title: "Faster space planning", impact: "e.g. draft planograms in days instead of weeks" },
    ],
    quote:
      "We now discuss listings using data for each location, not on the say-so of whichever store manager is loudest.",
  },
  {
    id: "service",
    key: "retail.service",
    icon: "headset",
    image: "retail-service.svg",
    title: "Automate customer service",
    subtitle: "Answers with order and delivery data, in every channel",
    persona: "Lena Fischer",
    personaRole: "Head of Customer Service at an omnichannel retailer",
    story:
      "After every promotion, requests by email, chat and phone shoot up. Most are about delivery status, returns and invoices, and every answer means looking into three systems.",
    pain: "We answer the same questions a hundred times a day and have no time left for the difficult cases.",
    solution:
      "An AI assistant understands requests in email and chat, retrieves the order, delivery status and invoice from the shop and ERP, and writes the reply in your company’s tone. It handles simple requests itself, such as registering a return or resending an invoice, and hands everything else to your team with a summary. Your customers can see that a reply comes from an AI assistant (Art. 50 AI Act).",
    steps: [
      "Email, chat and the ticket system are connected.",
      "The assistant recognises the request and the order and retrieves the data from shop and ERP.",
      "Standard requests are answered directly, following agreed rules.",
      "Complex cases go to the team with a summary and a draft reply.",
      "Reports show which requests are rising and why.",
    ],
    benefits: [
      { title: "A team with room to breathe", impact: "e.g. up to 50% of requests handled without manual work" },
      { title: "Faster answers", impact: "e.g. a reply in minutes instead of 24 hours" },
      { title: "Happier customers", impact: "e.g. up to 15 percentage points higher customer satisfaction (CSAT)" },
    ],
    quote:
      "After our last sale we had no backlog for the first time. My team looks after the customers who really need help.",
  },
  {
    id: "returns",
    key: "retail.returns",
    icon: "package-x",
    image: "retail-returns.svg",
    title: "Reduce the return rate",
    subtitle: "Find the causes before the next order comes back",
    persona: "Philipp Neumann",
    personaRole: "Head of E-Commerce at a fashion retailer",
    story:
      "Almost half of all online orders come back, often with the reason “doesn’t fit”. Nobody knows exactly which items, sizes or product descriptions are behind it.",
    pain: "We pay for every return twice, in shipping and in processing, and we don’t even know why it comes back.",
    solution:
      "The AI analyses return reasons, free-text comments, reviews and size data per item and finds the causes: wrong size charts, misleading photos or descriptions, quality problems in a batch. It makes recommendations for product data and buying and suggests the right size in the shop.",
    steps: [
      "Return reasons, reviews and order data are brought together per item.",
      "The AI reads free-text comments and recognises patterns such as “runs small”.",
      "Problem items and sizes are flagged with their cause.",
      "Product data and size advice in the shop are corrected.",
      "Buyers receive feedback on fit and quality per supplier.",
    ],
    benefits: [
      { title: "Fewer returns", impact: "e.g. up to 15% fewer returns in the affected categories" },
      { title: "Better product data", impact: "e.g. wrong size charts found within days" },
      { title: "Lower costs", impact: "e.g. six-figure annual savings in shipping and processing" },
    ],
    quote:
      "Two suppliers simply had wrong size charts. Without the analysis we would never have found that so quickly.",
  },
];

export default overlay("en", "use-cases/retail", retail);
