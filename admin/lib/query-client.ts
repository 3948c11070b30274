import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError, isUnauthorized } from "./api";
import { signedOut } from "./session";

/**
 * One client per app. A 401 from any call means the session is gone (expired, signed out
 * elsewhere, the user revoked): the app shows the sign-in screen. Client errors are not retried.
 */
export function createAdminQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isUnauthorized(error)) signedOut(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
