import type { AppRouter } from "@jugendclub/api";
import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, splitLink } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";

/**
 * SPEC section 7's query behaviour: no refetch on focus, no polling, no retries. Data counts as
 * fresh for half a minute, so an admin's change shows on the next visit, not never. The server
 * render makes one per request; the browser makes one for the page's life.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnReconnect: false, retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

// Password checks (sign-in, password change) go alone: the server refuses them inside a batch.
// They still use the batch format (a batch of one), whose body is "{}" for a call without input:
// a plain httpLink sends no body at all then, which tRPC's server reads as broken JSON (sign-out).
export const trpcClient = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.path.startsWith("auth.") && op.type === "mutation",
      true: httpBatchLink({ url: "/trpc", maxItems: 1 }),
      false: httpBatchLink({ url: "/trpc", maxURLLength: 2000 }),
    }),
  ],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
