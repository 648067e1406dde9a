import { QueryClient } from '@tanstack/react-query';

/**
 * The TanStack Query cache of one render root: once per page load in the browser, once per request
 * on the server (queries do not run there; the session cookie is httpOnly and calls go through
 * graphqlRequest in the browser). No extra retries: graphqlRequest already applies the spec's
 * refresh-and-retry-once rule (§4), and a second layer would repeat failed calls.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
