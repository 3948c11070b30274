import { UsersRound } from "lucide-react";
import { collectionScreen } from "../components/collections/collection-screen";

export const screen = collectionScreen("team", "team", { label: "shell.team", icon: UsersRound, order: 5.3 });
