import { mayCall, type Endpoint, type Role } from "#common/contract";
import { useSession } from "./session";

/**
 * Whether a role may use a screen (or a part of one) that stands on an endpoint: when the
 * endpoint's declaration lets it call it (common/admin-api.ts), the rule the server enforces.
 */
export const canUse = (role: Role, endpoint: Endpoint) => mayCall(endpoint, role);

/** `canUse(endpoint)` for the signed-in user (behind the session gate, where the session is known). */
export function useCanUse() {
  const role = useSession().data?.user.role;
  return (endpoint: Endpoint) => role !== undefined && canUse(role, endpoint);
}
