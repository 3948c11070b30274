import { useSyncExternalStore } from "react";

/**
 * Toasts without sonner in the first view: the Toaster is mounted, and sonner loaded, only when
 * the first notification is sent. `notify` waits for the Toaster before it shows the toast.
 */
export interface Notice {
  title: string;
  description?: string;
  duration?: number;
}

let requested = false;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => (markMounted = resolve));
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once something wants to show a toast; the shell then mounts the Toaster. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}

/** Called by the Toaster once it listens for toasts. */
export function toasterMounted(): void {
  markMounted();
}

export async function notify(kind: "success" | "error", { title, ...options }: Notice): Promise<void> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  toast[kind](title, options);
}
