import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import type * as ButtonModule from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import { productFieldLibraryQuery, type LibraryField } from './product-fields-api.ts';
import { ProductFieldsPage } from './product-fields-page.tsx';

// Unit tests run without a DOM, so the page is rendered on the server and the buttons' handlers are
// recorded by a thin stand-in around the real Button (by accessible name: the move buttons have no
// test id); calling one is what a press does in the browser.
const presses = vi.hoisted(() => new Map<string, () => void>());

vi.mock('../../ui/button.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof ButtonModule>();
  return {
    ...actual,
    Button: (props: Parameters<typeof actual.Button>[0] & { 'aria-label'?: string }) => {
      const { onPress } = props;
      if (props['aria-label'] && onPress) presses.set(props['aria-label'], () => onPress({} as never));
      return createElement(actual.Button, props);
    },
  };
});

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

const field = (id: string, name: string, label: string): LibraryField => ({
  id,
  name,
  type: 'text',
  required: false,
  label: { 'en-GB': label },
  options: [],
  min: null,
  max: null,
  step: null,
  defaultValue: '',
  defaultUrl: '',
  order: 0,
  useCount: 0,
});

beforeEach(() => {
  presses.clear();
  vi.mocked(notify).mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe('product field library', () => {
  it('says 404 (spec §8) when a moved field was deleted meanwhile, not that saving the order failed', async () => {
    // The server answers the new order with 404: another admin deleted one of the fields.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 })),
    );
    const client = createQueryClient();
    client.setQueryData(productFieldLibraryQuery.queryKey, [
      field('f1', 'firstName', 'First name'),
      field('f2', 'lastName', 'Last name'),
    ]);
    const html = renderWithShell(
      '/admin/product-fields',
      <QueryClientProvider client={client}>
        <ConfirmProvider>
          <ProductFieldsPage />
        </ConfirmProvider>
      </QueryClientProvider>,
      { ...registeredSession, rights: ['admin.access', 'catalog.write'] },
    );
    expect(html).toContain('First name');

    const moveDown = presses.get(`${texts['admin.moveDown']}: firstName`);
    expect(moveDown).toBeDefined();
    moveDown!();

    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(texts['common.error404'], 'error'));
    expect(notify).not.toHaveBeenCalledWith(texts['admin.errorSavingFieldOrder'], 'error');
  });
});
