/** Whether the consent preferences dialog is open; the banner, the footer and the policy page open it. */
const listeners = new Set<() => void>();
let open = false;

export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const preferencesOpen = () => open;

export function setPreferencesOpen(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openConsentPreferences = () => setPreferencesOpen(true);
