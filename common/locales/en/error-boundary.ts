import { overlay } from "../../content/overlay";
import type { Messages } from "../types";
import type de from "../de/error-boundary";

const errorBoundary: Messages<typeof de> = {
  title: "Unexpected Application Error!",
  home: "Return to Home",
};

export default overlay("en", "error-boundary", errorBoundary);
