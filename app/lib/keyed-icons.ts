import type { LucideIcon } from "lucide-react";

/**
 * A card list's icons by copy key, in display order (the object's order): the `{ key, icon }` rows
 * the cards take. `Key` is the copy's item keys, so a key the copy does not have fails to compile.
 */
export function keyedIcons<Key extends string>(
  icons: Partial<Record<Key, LucideIcon>>,
): readonly { key: Key; icon: LucideIcon }[] {
  return Object.entries(icons).map(([key, icon]) => ({ key: key as Key, icon: icon as LucideIcon }));
}
