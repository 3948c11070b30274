import { BookOpenCheck } from "lucide-react";
import { collectionScreen } from "../components/collections/collection-screen";

export const screen = collectionScreen("references", "references", {
  label: "shell.references",
  icon: BookOpenCheck,
  order: 5.1,
});
