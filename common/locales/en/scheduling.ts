import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/scheduling";

const scheduling: Messages<typeof de> = {
  title: "Book a demo",
  description:
    "Pick a free 30-minute slot. We walk you through the use case with examples from your industry and discuss what is possible in your system landscape.",
  close: "Close",
};

export default overlay("en", "scheduling", scheduling);
