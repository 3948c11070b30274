import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { counterpartPath, langFromPath } from "~/config/route-table";
import { storedLanguage } from "./language-preference";

/**
 * Spec: a saved language that differs from the page's replaces the URL with the counterpart page
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
}
