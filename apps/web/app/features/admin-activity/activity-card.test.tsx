import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import { activityQuery } from './activity-api.ts';
import { ActivityCard } from './activity-card.tsx';

// The dashboard's Activity card rendered with the data the browser would have loaded.

const session: SessionInfo = {
  ...registeredSession,
  rights: ['admin.access', 'orders.read', 'catalog.read'],
};

function render(element: ReactNode, fill: (client: QueryClient) => void) {
  const client = createQueryClient();
  fill(client);
  return renderWithShell(
    '/admin/dashboard',
    <QueryClientProvider client={client}>{element}</QueryClientProvider>,
    session,
  );
}

const latest = {
  entityType: null,
  actorId: null,
  from: null,
  to: null,
  search: '',
  offset: 0,
  limit: 8,
};

describe('the Activity card', () => {
  it('lists the latest entries with their person and a link to the entity, and leads to the page', () => {
    const html = render(<ActivityCard />, (client) =>
      client.setQueryData(activityQuery(latest).queryKey, {
        total: 2,
        items: [
          {
            id: 'a1',
            at: '2026-11-27T10:00:00Z',
            actorId: 'u1',
            actorName: 'Sabine Sonnenschein',
            action: 'product.update',
            entityType: 'product',
            entityId: 'p1',
            entityLabel: 'Flyer A5',
          },
          {
            id: 'a2',
            at: '2026-11-27T09:00:00Z',
            actorId: null,
            actorName: '',
            action: 'order.placed',
            entityType: 'order',
            entityId: 'o1',
            entityLabel: '100042',
          },
        ],
      }),
    );
    expect(html).toMatch(/href="\/admin\/products\/p1"[^>]*>Flyer A5<\/a>/);
    expect(html).toContain('Sabine Sonnenschein');
    expect(html).toContain(texts['admin.activityVerbUpdate']);
    expect(html).toContain(texts['admin.activityGuest']);
    expect(html).toMatch(/href="\/admin\/activity"[^>]*>All activity<\/a>/);
  });

  it('reads every action as a text, never as its code', () => {
    const html = render(<ActivityCard />, (client) =>
      client.setQueryData(activityQuery(latest).queryKey, {
        total: 1,
        items: [
          {
            id: 'a3',
            at: '2026-11-27T11:00:00Z',
            actorId: 'u1',
            actorName: 'Sabine Sonnenschein',
            action: 'product.stockSettings',
            entityType: 'product',
            entityId: 'p1',
            entityLabel: 'Flyer A5',
          },
        ],
      }),
    );
    expect(html).toContain('Stock settings changed');
    expect(html).not.toContain('product.stockSettings');
  });

  it('names a built-in role in the admin’s language', () => {
    const html = render(<ActivityCard />, (client) =>
      client.setQueryData(activityQuery(latest).queryKey, {
        total: 1,
        items: [
          {
            id: 'a4',
            at: '2026-11-27T12:00:00Z',
            actorId: 'u1',
            actorName: 'Sabine Sonnenschein',
            action: 'role.update',
            entityType: 'role',
            entityId: 'shopadmin',
            entityLabel: 'shopadmin',
          },
        ],
      }),
    );
    expect(html).toMatch(/href="\/admin\/roles"[^>]*>Shop administrator<\/a>/);
  });
});
