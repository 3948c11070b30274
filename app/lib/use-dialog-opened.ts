import { useEffect, useState } from "react";

/**
 * Whether the page dialog `id` has been opened yet (it stays true once it was): for content that
 * should load only once the visitor has asked for it. The page controls open the dialog, before
 * React is there or after (docs/decisions/0060); its `open` attribute says so.
 */
export function useDialogOpened(id: string): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const dialog = document.getElementById(id);
    if (!dialog) return;
    if (dialog.hasAttribute("open")) return setOpened(true);
    const observer = new MutationObserver(() => {
      if (!dialog.hasAttribute("open")) return;
      setOpened(true);
      observer.disconnect();
    });
    observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
    return () => observer.disconnect();
  }, [id]);
  return opened;
}
