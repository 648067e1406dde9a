import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { userGenericFieldsQuery } from '../../lib/i18n/user-fields-query.ts';
import {
  registeredSession as registered,
  renderWithShell,
  temporarySession as temporary,
  testTexts as texts,
} from '../../shell/test-helpers.tsx';
import type { SessionInfo } from '@print/core/auth/auth-api';
import { meQuery } from './account-api.ts';
import { AddressesPage } from './addresses-page.tsx';
import { ProfilePage } from './profile-page.tsx';
import { fieldLabel, me, userField } from './test-fixtures.ts';

// The account pages render on the server (no window); their data loads in the browser, so the
// server shows the loading state, and the forms once the query cache holds the data.

const fields = [
  userField({ fieldName: 'customerNumber', type: 'number', required: true, order: 2 }),
  userField({
    fieldName: 'size',
    type: 'select',
    config: { ...fieldLabel('Size'), options: ['S', 'M'] },
    order: 1,
  }),
  userField({ fieldName: 'hidden', use: false, order: 0 }),
];

function render(
  url: string,
  page: ReactNode,
  session: SessionInfo | null,
  prefill = false,
  allowTemporaryUsers = true,
) {
  const client = new QueryClient();
  if (prefill) {
    client.setQueryData(meQuery(me.id).queryKey, me);
    client.setQueryData(userGenericFieldsQuery.queryKey, fields);
  }
  const html = renderWithShell(
    url,
    <QueryClientProvider client={client}>{page}</QueryClientProvider>,
    session,
    'full',
    { allowTemporaryUsers },
  );
  return { html, client };
}

const fetchSpy = () => {
  const spy = vi.fn(() => Promise.reject(new Error('no fetch during server rendering')));
  vi.stubGlobal('fetch', spy);
  return spy;
};

afterEach(() => vi.unstubAllGlobals());

describe('account pages without a session', () => {
  it('where the shop allows temporary users, load for the visitor (the first call starts their session)', () => {
    fetchSpy();
    const { html } = render('/account/addresses', <AddressesPage />, null, false, true);
    expect(html).toContain('data-testid="account-loading"');
    expect(html).not.toContain('data-testid="account-login-required"');
  });

  it.each([
    ['/account', <ProfilePage key="p" />],
    ['/account/addresses', <AddressesPage key="a" />],
  ])('%s asks to log in with a deepLink back, and runs no query (no temporary users)', (url, page) => {
    const fetch = fetchSpy();
    const { html, client } = render(url, page, null, false, false);
    expect(html).toContain('data-testid="account-login-required"');
    expect(html).toContain(texts['profile.loginRequired']);
    expect(html).toContain(`href="/login?deepLink=${encodeDeepLink(url)}"`);
    expect(html).not.toContain('<form');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('account pages with a session', () => {
  it('render the loading state on the server without calling the API', () => {
    const fetch = fetchSpy();
    for (const [url, page] of [
      ['/account', <ProfilePage key="p" />],
      ['/account/addresses', <AddressesPage key="a" />],
    ] as const) {
      const { html } = render(url, page, registered);
      expect(html).toContain('data-testid="account-loading"');
      expect(html).toContain('data-testid="account-nav"');
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('My Account: both sections, profile and custom fields in order, red * on required fields', () => {
    const { html } = render('/account', <ProfilePage />, registered, true);
    expect(html).toContain('data-testid="profile-form"');
    expect(html).toContain('data-testid="profile-save"');
    expect(html).toContain(texts['profile.generalInformation']);
    expect(html).toContain(texts['profile.specificInformation']);
    for (const name of ['firstName', 'lastName', 'street', 'zipCode', 'city', 'custom.customerNumber']) {
      expect(html).toContain(`name="${name}"`);
    }
    expect(html).toContain('value="Karla"');
    expect(html).toContain('value="4711"');
    // The select's hidden native element carries the name.
    expect(html).toContain('name="custom.size"');
    expect(html).not.toContain('custom.hidden');
    expect(html.indexOf('custom.size')).toBeLessThan(html.indexOf('custom.customerNumber'));
    // First name, surname and the required custom field (plus the legend) carry the red *.
    expect(html.match(/ \*<\/span>/g)).toHaveLength(3);
    expect(html).toContain(texts['profile.salutationMrs']);
  });

  it('My Account: the navigation links the account pages; change password only for registered users', () => {
    const { html } = render('/account', <ProfilePage />, registered, true);
    expect(html).toContain('href="/account/addresses"');
    expect(html).toContain('href="/account/password"');
    expect(html).toMatch(/data-testid="account-nav-profile" aria-current="page"/);
    expect(html).not.toMatch(/data-testid="account-nav-addresses" aria-current/);
    const temp = render('/account', <ProfilePage />, temporary, true).html;
    expect(temp).toContain('data-testid="profile-form"');
    expect(temp).not.toContain('href="/account/password"');
  });

  it('addresses: billing and delivery forms with their fields and the copy button', () => {
    const { html } = render('/account/addresses', <AddressesPage />, registered, true);
    for (const testId of [
      'billing-form',
      'billing-save',
      'shipping-form',
      'shipping-save',
      'same-as-billing',
    ]) {
      expect(html).toContain(`data-testid="${testId}"`);
    }
    expect(html).toContain(texts['profile.billingAddress']);
    expect(html).toContain(texts['profile.deliveryAddress']);
    expect(html).toContain(texts['profile.sameAsBillingAddress']);
    const billing = html.slice(
      html.indexOf('data-testid="billing-form"'),
      html.indexOf('data-testid="shipping-form"'),
    );
    const shipping = html.slice(html.indexOf('data-testid="shipping-form"'));
    for (const name of ['email', 'ccEmail', 'costCenter']) {
      expect(billing).toContain(`name="${name}"`);
      expect(shipping).not.toContain(`name="${name}"`);
    }
    expect(billing).toContain('value="K-12"');
    expect(shipping).toContain('name="city"');
    expect(shipping).not.toContain('value="Hamburg"');
  });
});
