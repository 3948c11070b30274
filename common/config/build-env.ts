/**
 * The build's SITE_* settings: Vite inlines them into the client bundle, Node scripts read them
 * from process.env.
 */
export const env: Record<string, string | undefined> = import.meta.env ?? process.env;

/** A setting, trimmed; the fallback when it is unset or blank. */
export function read(name: string, fallback: string): string {
  const value = env[name]?.trim();
  return value ? value : fallback;
}
