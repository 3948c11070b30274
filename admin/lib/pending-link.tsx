import {
  createContext,
  useContext,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from "react";
import { takeLinkFragment, type PendingLink } from "./link-fragment";

type PendingLinkState = [PendingLink | undefined, Dispatch<SetStateAction<PendingLink | undefined>>];
const PendingLinkContext = createContext<PendingLinkState>([undefined, () => {}]);

/**
 * Holds the one-time link taken from the fragment at start, until it is redeemed or refused. A
 * link opened in a tab that already shows the back office changes only the fragment (no new
 * load): it is taken the same way, at once.
 */
export function PendingLinkProvider({ link, children }: { link?: PendingLink; children: ReactNode }) {
  const state = useState(link);
  const [, setLink] = state;
  useEffect(() => {
    const onHashChange = () => {
      const next = takeLinkFragment();
      if (next) setLink(next);
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, [setLink]);
  return <PendingLinkContext.Provider value={state}>{children}</PendingLinkContext.Provider>;
}

export function usePendingLink(): PendingLinkState {
  return useContext(PendingLinkContext);
}
