import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/ai-use-cases";

const aiUseCases: Messages<typeof de> = {
  row: {
    label: "Use cases, scrolls horizontally",
    previous: "Previous use case",
    next: "Next use case",
    open: "View details",
  },
  note: "The people shown represent roles we work with. All figures are illustrative; together we will assess what your company can achieve.",
  detail: {
    close: "Close",
    story: "The starting point",
    pain: "The problem",
    solution: "The solution",
    benefits: "The benefits",
    benefitsNote: "Example figures; the impact depends on your starting point, data quality and scope.",
    quote: "Example: after go-live",
    example: "Illustrative persona",
    ready: {
      title: "Ready for your use case?",
      text: "In a 30-minute demo we show you what this use case can look like with your data and systems, and assess effort and benefit together.",
      button: "Book a demo",
    },
  },
};

export default overlay("en", "ai-use-cases", aiUseCases);
