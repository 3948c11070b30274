/**
 * The header menu's labels by language and page: each menu page's `nav` from its own copy, with
 * the owner's edits, collected at build time (scripts/lib/menu-labels.ts).
 */
declare module "virtual:menu-labels" {
  import type { Lang, MenuPageId } from "#common/config/route-table";

  const labels: Record<Lang, Record<MenuPageId, string>>;
  export default labels;
}
