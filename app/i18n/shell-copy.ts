import type { Lang } from "#common/config/route-table";
import commonDe from "#common/locales/de/common";
import commonEn from "#common/locales/en/common";
import menuLabels from "virtual:menu-labels";
import type { NamespaceMessages } from "./resources";

/**
 * The shell's copy: common.ts with the header menu's labels, which each menu page declares in its
 * own copy (`nav`) and the build collects (scripts/lib/menu-labels.ts).
 */
export const shellCopy: Record<Lang, NamespaceMessages<"common">> = {
  de: { ...commonDe, nav: { ...commonDe.nav, ...menuLabels.de } },
  en: { ...commonEn, nav: { ...commonEn.nav, ...menuLabels.en } },
};
