import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client.ts';
import { QueryProvider } from './query-provider.tsx';

function CacheProbe({ seen }: { seen: unknown[] }) {
  seen.push(useQueryClient());
  return null;
}

describe('QueryProvider', () => {
  it('gives a page a query cache when the shell has none', () => {
    const seen: unknown[] = [];
    renderToString(
      <QueryProvider>
        <CacheProbe seen={seen} />
      </QueryProvider>,
    );
    expect(seen).toHaveLength(1);
  });

  it('keeps a cache given from above', () => {
    const client = createQueryClient();
    const seen: unknown[] = [];
    renderToString(
      <QueryClientProvider client={client}>
        <QueryProvider>
          <CacheProbe seen={seen} />
        </QueryProvider>
      </QueryClientProvider>,
    );
    expect(seen).toEqual([client]);
  });
});
