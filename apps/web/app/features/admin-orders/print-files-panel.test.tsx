import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import { orderPrintFilesQuery, type OrderPrintFiles } from './print-files-api.ts';
import { PrintFilesPanel } from './print-files-panel.tsx';

// Server rendering of the order detail's print files (server: production/print-files.schema.ts); the
// data loads in the browser, so the tests put it into the query cache the way the browser would.

const session = { ...registeredSession, rights: ['admin.access', 'orders.read'] } as typeof registeredSession;
const template = { version: 1 };
/** An item without a template or any entry. */
const plain = {
  position: 1,
  productName: 'Envelopes',
  variantLabel: null,
  template: null,
  values: [],
  printFile: null,
};

function render(order: OrderPrintFiles) {
  const client = createQueryClient();
  client.setQueryData(orderPrintFilesQuery(order.id).queryKey, order);
  return renderWithShell(
    `/admin/orders/${order.id}`,
    <QueryClientProvider client={client}>
      <PrintFilesPanel orderId={order.id} />
    </QueryClientProvider>,
    session,
  );
}

describe('print files panel', () => {
  it('offers the ready file and the ZIP, says why one failed, and lists preflight warnings', () => {
    const html = render({
      id: 'o-1',
      printFilesZipUrl: '/print-files/o-1/all.zip',
      items: [
        {
          position: 1,
          productName: 'Business card',
          // The server's label of the variant (name and code, in the admin's language) as shown.
          variantLabel: 'Matt (BC-STD-MATT)',
          template,
          values: [{ name: 'firstName' }],
          printFile: {
            status: 'ready',
            error: null,
            downloadUrl: '/print-files/o-1/1.pdf',
            byteSize: 9000,
            preflight: [
              {
                level: 'warning',
                code: 'shop.preflightLowResolutionDpi',
                params: { dpi: '138', minDpi: '300' },
              },
            ],
          },
        },
        {
          position: 2,
          productName: 'Flyer',
          variantLabel: null,
          template,
          values: [],
          printFile: {
            status: 'failed',
            error: 'admin.printFileImageMissing',
            downloadUrl: null,
            byteSize: null,
            preflight: [],
          },
        },
        { ...plain, position: 3 },
      ],
    });
    expect(html).toMatch(/href="\/print-files\/o-1\/all.zip"/);
    expect(html).toMatch(
      /data-testid="print-file-1" data-status="ready"[^]*href="\/print-files\/o-1\/1.pdf"/,
    );
    expect(html).toContain('At print size the image has only 138 dpi');
    expect(html).toContain('Item 1: Business card – Matt (BC-STD-MATT)');
    expect(html).toMatch(/data-testid="print-file-2" data-status="failed"/);
    expect(html).toContain(texts['admin.printFileImageMissing']);
    // Items without a design have no print file.
    expect(html).not.toContain('data-testid="print-file-3"');
  });

  it('says so when the order has no designed item', () => {
    const html = render({ id: 'o-2', printFilesZipUrl: null, items: [plain] });
    expect(html).toContain(texts['admin.printFilesNone']);
    expect(html).not.toContain('print-files-zip');
  });

  it('points at the items when they have entries or uploads but no template (issue 23)', () => {
    const html = render({
      id: 'o-3',
      printFilesZipUrl: null,
      items: [{ ...plain, productName: 'Round stickers', values: [{ name: 'image' }, { name: 'notes' }] }],
    });
    expect(html).toContain(texts['admin.printFilesNoTemplate']);
    expect(html).not.toContain(texts['admin.printFilesNone']);
  });
});
