import { useCallback, useState, useSyncExternalStore } from "react";

/**
 * Whether the page dialog `id` has been opened yet (it stays true once it was): for content that
 * should load only once the visitor has asked for it. The page controls open the dialog, before
 * React is there or after (docs/decisions/0060); its `open` attribute says so.
 */
export function useDialogOpened(id: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const dialog = document.getElementById(id);
      if (!dialog) return () => {};
      const observer = new MutationObserver(changed);
      observer.observe(dialog, { attributes: true, attributeFilter: ["open"] });
      return () => observer.disconnect();
    },
    [id],
  );
  const open = useSyncExternalStore(
    subscribe,
    () => document.getElementById(id)?.hasAttribute("open") ?? false,
    () => false,
  );
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened || open;
}
