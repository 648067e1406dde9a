import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { registeredSession, renderWithShell } from '../../shell/test-helpers.tsx';
import { ProductForm } from './product-form.tsx';
import { cardProduct } from './test/fixtures.ts';

// The product page renders the form on the server when it opens with `?item=` (a cart item being
// personalised again): that must work without a window and call nothing.

afterEach(() => vi.unstubAllGlobals());

describe('ProductForm on the server', () => {
  it('renders without a browser and without calls', () => {
    const fetchSpy = vi.fn(() => Promise.reject(new Error('no fetch during server rendering')));
    vi.stubGlobal('fetch', fetchSpy);
    const html = renderWithShell(
      '/products/visitenkarten-standard?item=i1',
      <QueryClientProvider client={createQueryClient()}>
        <ConfirmProvider>
          <ProductForm
            product={cardProduct()}
            variantId={null}
            quantity={250}
            item={{
              id: 'i1',
              kind: 'draft',
              quantity: 250,
              variantId: null,
              fieldValues: { firstName: 'Eva' },
            }}
            onClose={() => {}}
          />
        </ConfirmProvider>
      </QueryClientProvider>,
      registeredSession,
    );
    // React Aria draws overlays only in the browser: the form appears right after hydration.
    expect(html).not.toContain('product-form');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
