import { ChartColumn, CircleUser, Inbox as InboxIcon, UserSearch } from "lucide-react";
import type { ComponentType } from "react";
import type { MenuItem } from "../components/shell";
import { Account } from "./account";
import { DataSubject } from "./data-subject";
import { Inbox } from "./inbox";
import { LeadDetailScreen } from "./lead-detail";
import { NotFound } from "./not-found";
import { Statistics } from "./statistics";

export interface AdminScreen {
  /** The path after /admin (/en/admin): "" is the start screen, "*" every unknown path. */
  readonly path: string;
  readonly Component: ComponentType;
  /** In the menu, in this order; without it the screen is reached by a link (a lead's detail). */
  readonly menu?: Omit<MenuItem, "path">;
  /**
   * Who may open it, once sessions carry a role: the menu and the routes leave it out for
   * everyone else. Unset: every signed-in user.
   */
  readonly roles?: readonly ("owner" | "editor")[];
}

/** Every screen behind the sign-in, declared once: the routes (admin/app.tsx) and the menu follow. */
export const adminScreens: readonly AdminScreen[] = [
  { path: "", Component: Inbox, menu: { label: "shell.inbox", icon: InboxIcon } },
  { path: "leads/:id", Component: LeadDetailScreen },
  { path: "statistics", Component: Statistics, menu: { label: "shell.statistics", icon: ChartColumn } },
  { path: "subjects", Component: DataSubject, menu: { label: "shell.subjects", icon: UserSearch } },
  { path: "account", Component: Account, menu: { label: "shell.account", icon: CircleUser } },
  { path: "*", Component: NotFound },
];

/** The menu: the screens that have an entry, in the list's order. */
export const adminMenu: readonly MenuItem[] = adminScreens.flatMap(({ path, menu }) =>
  menu ? [{ path, ...menu }] : [],
);
