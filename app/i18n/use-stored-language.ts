import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { counterpartPath, langFromPath, languages } from "#common/config/route-table";
import { storedLanguage, storeLanguage } from "./language-preference";

/**
 * A saved language that differs from the page's replaces the URL with the counterpart page
 * (no new history entry). Without a saved choice the page keeps its language.
 */
export function useStoredLanguage(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const saved = storedLanguage();
    if (saved && saved !== langFromPath(pathname)) {
      void navigate(`${counterpartPath(pathname, saved)}${search}${hash}`, { replace: true });
    }
    // Only on load: later switches go through the switcher, which stores the choice first.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The switcher's choice is stored before its link navigates, even while the header's code has
  // not loaded yet (the link then navigates natively).
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-language-switch]") : null;
      const target = languages.find((lang) => lang === link?.getAttribute("hreflang"));
      if (target) storeLanguage(target);
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => window.removeEventListener("click", onClick, { capture: true });
  }, []);
}
