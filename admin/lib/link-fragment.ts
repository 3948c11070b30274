import { linkFragments, type LinkPurpose } from "#common/admin/sign-in-api";

export interface PendingLink {
  purpose: LinkPurpose;
  token: string;
}

/**
 * Reads a one-time link's token from the fragment (`#signin=…`, `#signup=…`) and removes the
 * fragment from the address bar and the history entry at once, before anything else runs, so the
 * token is not left behind for the back button, a bookmark or a screenshot.
 */
export function takeLinkFragment(location: Location = window.location, history: History = window.history) {
  const hash = location.hash.slice(1);
  if (!hash) return undefined;
  history.replaceState(history.state, "", `${location.pathname}${location.search}`);
  const [key, token] = hash.split("=", 2);
  const purpose = (Object.keys(linkFragments) as LinkPurpose[]).find((p) => linkFragments[p] === key);
  return purpose && token ? ({ purpose, token } satisfies PendingLink) : undefined;
}
