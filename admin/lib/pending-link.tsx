import { createContext, useContext, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import type { PendingLink } from "./link-fragment";

type PendingLinkState = [PendingLink | undefined, Dispatch<SetStateAction<PendingLink | undefined>>];
const PendingLinkContext = createContext<PendingLinkState>([undefined, () => {}]);

/** Holds the one-time link taken from the fragment at start, until it is redeemed or refused. */
export function PendingLinkProvider({ link, children }: { link?: PendingLink; children: ReactNode }) {
  const state = useState(link);
  return <PendingLinkContext.Provider value={state}>{children}</PendingLinkContext.Provider>;
}

export function usePendingLink(): PendingLinkState {
  return useContext(PendingLinkContext);
}
