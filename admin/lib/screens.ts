import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type adminCopy from "#common/locales/de/admin";

/** A screen's menu entry: its label (the copy's `shell`), its icon and its place (ascending). */
export interface MenuEntry {
  readonly label: `shell.${keyof (typeof adminCopy)["shell"]}`;
  readonly icon: LucideIcon;
  readonly order: number;
}

/** A menu entry with the path it leads to. */
export type MenuItem = MenuEntry & { readonly path: string };

/**
 * A screen behind the sign-in. Its module declares it as `export const screen`; the routes and
 * the menu follow (admin/screens/registry.ts).
 */
export interface AdminScreen {
  /** The path after /admin (/en/admin): "" is the start screen, "*" every unknown path. */
  readonly path: string;
  readonly Component: ComponentType;
  /** In the menu; without it the screen is reached by a link (a lead's detail). */
  readonly menu?: MenuEntry;
  /**
   * Who may open it, once sessions carry a role: the menu and the routes leave it out for
   * everyone else. Unset: every signed-in user.
   */
  readonly roles?: readonly ("owner" | "editor")[];
}
