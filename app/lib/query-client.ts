import { QueryClient } from "@tanstack/react-query";

/**
 * Queries retry 3 times with backoff 1 s..30 s, 5 min cache, refetch on focus/reconnect, no mutation retry.
 * Only the lead forms use it, so it lives in their lazily loaded code, not at the root.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: true,
        refetchOnReconnect: true,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
