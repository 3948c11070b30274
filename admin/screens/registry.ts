import type { AdminScreen, MenuItem } from "../lib/screens";

// Every screen module of this folder; those that declare `screen` are routed.
const modules = import.meta.glob<{ screen?: AdminScreen }>(["./*.tsx", "!./*.test.tsx"], { eager: true });

/** Every screen behind the sign-in: admin/app.tsx routes them. */
export const adminScreens: readonly AdminScreen[] = Object.values(modules).flatMap(({ screen }) =>
  screen ? [screen] : [],
);

/** The menu: the screens with an entry, in its order; a screen with pages below it ("team/*") by its own. */
export const adminMenu: readonly MenuItem[] = adminScreens
  .flatMap(({ path, menu, standsOn }) => (menu ? [{ path: path.replace(/\/\*$/, ""), standsOn, ...menu }] : []))
  .sort((a, b) => a.order - b.order);
