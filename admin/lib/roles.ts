import { adminEndpoints as api } from "#common/admin-api";
import { mayCall, type Endpoint, type Role } from "#common/contract";
import { useSession } from "./session";

/**
 * Each screen (or part of one) and the endpoint it stands on: a role sees it when the endpoint's
 * declaration lets it call that endpoint (common/admin-api.ts), the rule the server enforces.
 */
const screens = {
  inbox: api.leads,
  lead: api.lead,
  statistics: api.stats,
  subjects: api.findSubject,
  content: api.contentAreas,
  account: api.sessions,
  audit: api.audit,
} satisfies Record<string, Endpoint>;
export type Screen = keyof typeof screens;

export const canSee = (role: Role, screen: Screen) => mayCall(screens[screen], role);

/** `canSee(screen)` for the signed-in user (behind the session gate, where the session is known). */
export function useCanSee() {
  const role = useSession().data?.user.role;
  return (screen: Screen) => role !== undefined && canSee(role, screen);
}
