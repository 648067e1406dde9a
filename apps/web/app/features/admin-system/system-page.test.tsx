import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { ConfirmProvider } from '../../shell/confirm/confirm-provider.tsx';
import { registeredSession, renderWithShell } from '../../shell/test-helpers.tsx';
import { orderWorkflowKey, type OrderWorkflowView } from './order-workflow-api.ts';
import { OrderWorkflowTab } from './order-workflow-tab.tsx';
import { storedWorkflow } from './test-fixtures.ts';
import { SecretSetting } from '../../lib/admin/secret-setting.tsx';
import { SystemPage } from './system-page.tsx';
import { STOCK_PHOTO_SETTINGS_KEY, type StockPhotoSettingsView } from './stock-photo-settings-api.ts';

// Server rendering of the Order workflow tab (the shop's own: /admin/settings) and of /admin/system, with
// the settings already in the query cache (as after loading).

const admin: SessionInfo = { ...registeredSession, rights: ['admin.access', 'tenant.settings'] };
const languages = [
  { code: 'de-DE', isDefault: true },
  { code: 'en-GB', isDefault: false },
];

function render(settings: OrderWorkflowView | null, stockPhotos?: StockPhotoSettingsView): string {
  const client = createQueryClient();
  if (settings) client.setQueryData(orderWorkflowKey(undefined), settings);
  if (stockPhotos) client.setQueryData(STOCK_PHOTO_SETTINGS_KEY, stockPhotos);
  return renderWithShell(
    stockPhotos ? '/admin/system' : '/admin/settings?tab=order-workflow',
    <QueryClientProvider client={client}>
      <ConfirmProvider>{stockPhotos ? <SystemPage /> : <OrderWorkflowTab />}</ConfirmProvider>
    </QueryClientProvider>,
    admin,
    'full',
    { languages, defaultLanguage: 'de-DE' },
  );
}

const inputs = (html: string) => html.match(/<(?:input|textarea)\b[^>]*>/g) ?? [];

describe('the Order workflow tab', () => {
  it('shows "Loading…" until the settings arrive', () => {
    expect(render(null)).toContain('Loading…');
  });

  it('shows each secret masked or as not set, and never puts a secret into an input', () => {
    const html = render(storedWorkflow);
    expect(html).toContain('Set (••••4242)');
    expect(html).toContain('Set (••••)');
    expect(html).toContain('Not set');
    expect(html).toContain('Card payment secret key');
    expect(html).toContain('Procurement shared secret');
    const secretInputs = inputs(html).filter((tag) => tag.includes('type="password"'));
    expect(secretInputs).toHaveLength(3);
    for (const tag of secretInputs) {
      expect(tag).toMatch(/value=""|^(?!.*value=)/);
      expect(tag).toMatch(/autocomplete="new-password"/i);
    }
    for (const tag of inputs(html)) expect(tag).not.toContain('••••');
    // Remove only where a secret is stored.
    expect(html).toContain('data-testid="secret-remove-cardSecretKey"');
    expect(html).toContain('data-testid="secret-remove-punchoutSecret"');
    expect(html).not.toContain('data-testid="secret-remove-cardWebhookSecret"');
    expect(html).toContain('For security reasons the stored value is not shown.');
  });

  it('renders the settings: flags, path, total label, pricing text per language, recipients, payment', () => {
    const html = render(storedWorkflow);
    expect(html).toContain('Require a complete profile for ordering');
    expect(html).toMatch(/<input[^>]*value="\/catalog\/cards"/);
    expect(html).toContain('Subtotal');
    expect(html).toContain('Additional pricing text (German');
    expect(html).toContain('Additional pricing text (English');
    expect(html).toMatch(/<textarea[^>]*>zzgl\. Versand<\/textarea>/);
    expect(html).not.toContain('hors livraison');
    expect(html).toMatch(/<input[^>]*value="stock@shop.test,boss@shop.test"/);
    expect(html).toContain('without spaces or semicolons');
    expect(html).toContain('Invoice (pay later)');
    expect(html).toContain('Card payment');
    expect(html).toMatch(/<input[^>]*value="pk_test_abc123"/);
    expect(html).toContain('data-testid="save-order-workflow"');
  });

  it('hints that card payment needs the secret key only while none is set', () => {
    expect(render(storedWorkflow)).not.toContain('data-testid="card-needs-secret-key"');
    const withoutKey = render({ ...storedWorkflow, cardSecretKey: null });
    expect(withoutKey).toContain('data-testid="card-needs-secret-key"');
    expect(withoutKey).toContain('only offered at checkout once the card payment secret key is set');
    expect(render({ ...storedWorkflow, cardSecretKey: null, paymentMethods: ['invoice'] })).not.toContain(
      'card-needs-secret-key',
    );
  });

  it('shows a secret marked for removal as such, with Keep instead of Remove, and no value typed', () => {
    const html = renderWithShell(
      '/admin/system',
      <ConfirmProvider>
        <SecretSetting
          name="cardSecretKey"
          label="Card payment secret key"
          masked="••••4242"
          edit={{ value: '', remove: true }}
          onChange={() => {}}
          errorMessage={null}
        />
      </ConfirmProvider>,
      admin,
    );
    expect(html).toContain('Removed when you save');
    expect(html).not.toContain('••••4242');
    expect(html).toContain('data-testid="secret-undo-cardSecretKey"');
    expect(html).not.toContain('secret-remove-cardSecretKey');
  });
});

describe('/admin/system stock photos', () => {
  const stored: StockPhotoSettingsView = {
    appName: 'north_print',
    accessKey: '••••a1b2',
    platformKey: false,
    platformAppName: 'print_shop_platform',
  };

  it("shows the shop's application name and its key masked, never in an input", () => {
    const html = render(storedWorkflow, stored);
    // The order workflow is a tenant tab now (decision 0093), no longer part of this page.
    expect(html).not.toContain('order-workflow-form');
    expect(html).toContain('Stock photos');
    expect(html).toMatch(/<input[^>]*value="north_print"/);
    expect(html).toContain('Empty: print_shop_platform.');
    expect(html).toContain('Unsplash access key');
    expect(html).toContain('Set (••••a1b2)');
    expect(html).toContain('the image search is off');
    for (const tag of inputs(html)) expect(tag).not.toContain('a1b2');
  });

  it("says the platform's key is used while the shop has none", () => {
    const html = render(storedWorkflow, { ...stored, accessKey: null, platformKey: true });
    expect(html).toContain('Without a key of its own, the shop uses the platform’s key.');
    expect(html).not.toContain('data-testid="secret-remove-accessKey"');
  });
});
