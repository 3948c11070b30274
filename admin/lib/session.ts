import { useQuery, type QueryClient } from "@tanstack/react-query";
import type { AdminSessionInfo } from "#common/admin/sign-in-api";
import { api, isUnauthorized } from "./api";

const sessionKey = ["session"] as const;

/**
 * The signed-in user, or null: a 401 here is an answer ("not signed in"), not an error. Not asked
 * while a one-time link is being used: its answer could arrive after the link's session.
 */
export function useSession({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: sessionKey,
    queryFn: async (): Promise<AdminSessionInfo | null> => {
      try {
        return await api.session();
      } catch (error) {
        if (isUnauthorized(error)) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: 60_000,
  });
}

/** After a sign-in: the session, and nothing cached from a session before it. */
export async function signedIn(queryClient: QueryClient, session: AdminSessionInfo) {
  await queryClient.cancelQueries({ queryKey: sessionKey });
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
  queryClient.setQueryData(sessionKey, session);
}

/** After a sign-out or any 401: back to the sign-in screen, with nothing of the session kept. */
export function signedOut(queryClient: QueryClient) {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
  queryClient.setQueryData(sessionKey, null);
}
