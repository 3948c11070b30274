import type { LucideIcon } from "lucide-react";
import type { ComponentType } from "react";
import type { Endpoint } from "#common/contract";
import type adminCopy from "#common/locales/de/admin";

/** A screen's menu entry: its label (the copy's `shell`), its icon and its place (ascending). */
interface MenuEntry {
  readonly label: `shell.${keyof (typeof adminCopy)["shell"]}`;
  readonly icon: LucideIcon;
  readonly order: number;
}

/** A menu entry with the path it leads to and the endpoint its screen stands on. */
export type MenuItem = MenuEntry & { readonly path: string; readonly standsOn?: Endpoint };

/**
 * A screen behind the sign-in. Its module declares it as `export const screen`; the routes and
 * the menu follow (admin/screens/registry.ts).
 */
export interface AdminScreen {
  /**
   * The path after /admin (/en/admin): "" is the start screen, "*" every unknown path; "team/*"
   * a screen with pages below it (its entries), whose menu entry leads to "team".
   */
  readonly path: string;
  readonly Component: ComponentType;
  /** In the menu; without it the screen is reached by a link (a lead's detail). */
  readonly menu?: MenuEntry;
  /**
   * The endpoint it stands on: a role that may not call it (common/admin-api.ts) finds the screen
   * neither in the menu nor at its address (a notice instead). Unset: every signed-in user.
   */
  readonly standsOn?: Endpoint;
}
