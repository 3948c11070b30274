import type { MetaDescriptor } from "react-router";
import { langFromPath, type Lang } from "#common/config/route-table";
import { i18nByLang, registerMessages } from "~/i18n/instances";
import type { Namespace, NamespaceMessages } from "~/i18n/resources";
import { buildHead, type HeadInput } from "./head";

/**
 * The loader of a page route: its head (title and description from the page's namespace, plus
 * extras such as JSON-LD). It runs when the page is prerendered; the head reaches the client as
 * loader data, so no copy has to travel in JavaScript for meta().
 */
export function pageHead<NS extends Namespace>(
  ns: NS,
  messages: Record<Lang, NamespaceMessages<NS>>,
  extra?: (lang: Lang) => Partial<HeadInput>,
) {
  return ({ request }: { request: Request }): { head: MetaDescriptor[] } => {
    registerMessages(ns, messages);
    // Prerendering runs the loader for the page's data request ("/odoo-ams.data"); the head is the page's.
    const pathname = new URL(request.url).pathname.replace(/(\/_root|\/_)?\.data$/, "") || "/";
    const lang = langFromPath(pathname);
    const t = i18nByLang[lang].getFixedT(lang, ns);
    return {
      head: buildHead({
        pathname,
        title: t("meta.title" as never),
        description: t("meta.description" as never),
        ...extra?.(lang),
      }),
    };
  };
}
