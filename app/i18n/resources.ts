import type { MenuPageId } from "#common/config/route-table";
import type { Messages, Namespaces } from "#common/locales/types";

/**
 * The shell's copy: common.ts with every menu page's label, which the page's own copy declares
 * (`nav`) and the build collects (app/i18n/shell-copy.ts). A menu page whose copy has no `nav`
 * fails the typecheck here.
 */
type ShellCopy = Namespaces["common"] & { nav: { [P in MenuPageId]: Namespaces[P]["nav"] } };

/** Every namespace, typed from its German source (each file registers itself: Namespaces). */
export type Resources = Omit<Namespaces, "common"> & { common: ShellCopy };

export type Namespace = keyof Resources;
export type NamespaceMessages<NS extends Namespace> = Messages<Resources[NS]>;
