import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { followCartChanges } from '../cart/cart-queries.ts';
import { createQueryClient } from './query-client.ts';

/** The browser's query cache: one per page load, kept across the pages that use it. */
let browserClient: QueryClient | undefined;

function pageLoadClient(): QueryClient {
  // On the server, one per request (nothing loads there; it only has to exist while rendering).
  if (typeof document === 'undefined') return createQueryClient();
  if (!browserClient) {
    browserClient = createQueryClient();
    // Cart changes on pages without it (add to cart on a product page) still reach its cart lists.
    followCartChanges(browserClient);
  }
  return browserClient;
}

/**
 * TanStack Query for the pages that list and edit through it (cart, checkout, account, admin): their
 * route modules wrap their page in this, so the shell and the pages that need no query cache do not
 * load it (issue 13). Keeps a cache already given from above (tests, a page inside another).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const given = useContext(QueryClientContext);
  const [client] = useState(() => given ?? pageLoadClient());
  if (given) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
