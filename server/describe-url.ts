/**
 * A URL as logs, terminals and the preflight may show it: scheme, host and path. Its userinfo (an
 * SMTP password) is dropped, and a query or fragment (a webhook's token) shows as "?…" or "#…", so
 * the reader still sees that one is there. Anything unparseable shows as nothing of itself.
 */
export function describeUrl(url: string): string {
  if (!URL.canParse(url)) return "(not a URL)";
  const { protocol, host, pathname, search, hash } = new URL(url);
  return `${protocol}//${host}${pathname}${search ? "?…" : ""}${hash ? "#…" : ""}`;
}
