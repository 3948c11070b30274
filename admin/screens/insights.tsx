import { Newspaper } from "lucide-react";
import { collectionScreen } from "../components/collections/collection-screen";

export const screen = collectionScreen("insights", "insights", {
  label: "shell.insights",
  icon: Newspaper,
  order: 5.2,
});
