import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/collections";

/** The collections' pages in English (the German file holds the notes). */
const collections: Messages<typeof de> = {
  areas: { sap: "SAP", odoo: "Odoo", ai: "AI & automation", privateEquity: "Private equity" },
  references: {
    nav: "References",
    metaTitle: "References",
    metaDescription:
      "Selected Neutra Tech projects: the starting point, the approach and measurable results in SAP, Odoo, AI and private equity.",
    eyebrow: "References",
    title: "Projects and what they achieved",
    intro: "How our team’s projects went: where each client started, what we did and what changed, in figures.",
    client: "Client",
    industry: "Industry",
    serviceAreas: "Service areas",
    situation: "Starting point",
    approach: "Approach",
    results: "Results",
    figures: "Results in figures",
    quote: "In the client’s words",
    contact: "Your contact for similar projects",
    more: "More references",
  },
  insights: {
    nav: "Insights",
    metaTitle: "Insights",
    metaDescription:
      "Articles from Neutra Tech on SAP, Odoo, AI and IT in private equity: lessons from real projects, clearly explained.",
    eyebrow: "Insights",
    title: "What our projects teach us",
    intro: "We write down what we learn on projects: articles on ERP, AI and IT in private equity.",
    author: "Author",
    published: "Published on {date}",
    readingTime: "{minutes}\u00a0min read",
    serviceAreas: "Topics",
    feedTitle: "Neutra Tech: insights",
    feedDescription: "New articles from Neutra Tech on SAP, Odoo, AI and IT in private equity.",
    feedRss: "Insights as an RSS feed",
    feedAtom: "Insights as an Atom feed",
    more: "More insights",
  },
  team: {
    nav: "Team",
    metaTitle: "Our team",
    metaDescription: "The people behind Neutra Tech: who advises you, which languages we speak and how to reach us.",
    eyebrow: "Team",
    title: "The people behind Neutra Tech",
    intro:
      "The people who advise you and take responsibility for your project, with experience in SAP, Odoo, AI and private equity.",
    languages: "Languages",
    linkedIn: "{name} on LinkedIn",
  },
  index: {
    filters: "Filters",
    byArea: "By service area",
    byIndustry: "By industry",
    all: "All",
    pages: "Pages",
    previous: "Previous page",
    next: "Next page",
    pageOf: "Page {page} of {total}",
    pageTitle: "{title}, page {page}",
    filteredTitle: "{title}: {filter}",
    read: "Read",
  },
  listing: {
    references: "References in this area",
    newestReferences: "Recent references",
    insights: "Insights on this topic",
    allReferences: "See all references",
    allInsights: "See all insights",
  },
  gone: {
    metaTitle: "Page no longer available",
    eyebrow: "410",
    title: "This content is no longer available",
    text: "We have removed this page. You may find what you are looking for in the overview.",
    back: { references: "Go to references", insights: "Go to insights" },
    home: "Go to the home page",
  },
  newTab: "(opens in a new tab)",
};

export default overlay("en", "collections", collections);
