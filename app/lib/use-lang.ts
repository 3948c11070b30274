import { useLocation } from "react-router";
import { langFromPath, pageUrl, type Lang, type PageId } from "#common/config/route-table";

/** The page's language, taken from its URL. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

/** Link target of a page in the current language. */
export function usePageUrl(): (id: PageId) => string {
  const lang = useLang();
  return (id) => pageUrl(id, lang);
}
