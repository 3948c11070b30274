import { overlay } from "../../content/overlay";

/** The route error screen's copy: the root imports it directly, so the screen needs no code that could fail to load. */
const errorBoundary = {
  title: "Unexpected Application Error!",
  home: "Zur Startseite",
};

export default overlay("de", "error-boundary", errorBoundary);
