import { useEffect } from "react";
import { useCopy } from "./copy";

/** The tab's title: the screen, then the back office's name. */
export function useTitle(screen: string) {
  const { copy } = useCopy();
  useEffect(() => {
    document.title = `${screen} · ${copy.appName} · Neutra Tech`;
  }, [screen, copy.appName]);
}
