import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCartCounts, setCartCounts } from '../../lib/cart/cart-counts.ts';
import { VISITOR_CART } from '../../lib/cart/cart-queries.ts';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { CartLink } from '../../shell/header/header-actions.tsx';
import {
  registeredSession as registered,
  renderWithShell,
  testTexts as texts,
} from '../../shell/test-helpers.tsx';
import { punchOutSessionQuery } from './cart-api.ts';
import { CartPage } from './cart-page.tsx';
import { SharedDraftPage } from './shared-draft-page.tsx';
import { fetchSpy, item, render } from './cart-page-test-helpers.tsx';

// The cart page's ways on (checkout or the procurement system's transfer, sign-in for visitors), the
// shared draft link and the header's cart count, rendered on the server as in cart-pages.test.tsx.

afterEach(() => vi.unstubAllGlobals());

describe('the cart page’s ways on', () => {
  it('offers the transfer to the procurement system instead of checkout in a punch-out session', () => {
    const fetch = fetchSpy();
    const transferUrl = '/service-api/punchout/transfer';
    const { html } = render('/cart', <CartPage />, registered, {
      cart: [item({ id: 'a1' })],
      punchOut: { protocol: 'oci', transferUrl },
    });
    // A plain HTML form: the browser posts it and follows the server's answer.
    const form = /<form[^>]*>/.exec(html.slice(html.indexOf('data-testid="cart-total"')))?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${transferUrl}"`);
    expect(form).toContain('data-testid="punchout-transfer"');
    expect(form).toContain('data-protocol="oci"');
    const button = /<button[^>]*data-testid="transfer-to-procurement"[^>]*>([^<]*)</.exec(html);
    expect(button?.[0]).toContain('type="submit"');
    expect(button?.[1]).toBe(texts['checkout.transferToProcurement']);
    expect(html).not.toContain('data-testid="go-to-checkout"');
    expect(html).not.toContain('href="/checkout"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers checkout, and no transfer form, without a punch-out session', () => {
    const fetch = fetchSpy();
    const { html } = render('/cart', <CartPage />, registered, {
      cart: [item({ id: 'a1' })],
      punchOut: null,
    });
    expect(html).toContain('data-testid="go-to-checkout"');
    expect(html).toContain('href="/checkout"');
    expect(html).not.toContain('<form');
    expect(html).not.toContain(texts['checkout.transferToProcurement']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers neither way on while the punch-out session is unknown; a visitor is never asked', () => {
    const fetch = fetchSpy();
    const pending = render('/cart', <CartPage />, registered, { cart: [item({ id: 'a1' })] }).html;
    expect(pending).toContain('data-testid="cart-total"');
    expect(pending).not.toContain('href="/checkout"');
    expect(pending).not.toContain('data-testid="punchout-transfer"');
    // Without a session there is no punch-out (it starts with one): checkout, and no query runs.
    const { html } = render('/cart', <CartPage />, null, { cart: [item({ id: 'a1' })] });
    expect(html).toContain('href="/checkout"');
    expect(punchOutSessionQuery(VISITOR_CART).enabled).toBe(false);
    expect(punchOutSessionQuery(registered.userId).enabled).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('loads for a visitor where the shop allows temporary users', () => {
    const fetch = fetchSpy();
    const { html } = render('/cart', <CartPage />, null, {}, true);
    expect(html).toContain('data-testid="cart-loading"');
    expect(html).not.toContain('data-testid="cart-login-required"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks to log in with a deepLink back, and runs no query, without temporary users', () => {
    const fetch = fetchSpy();
    const { html, client } = render('/cart?tab=drafts', <CartPage />, null, {}, false);
    expect(html).toContain('data-testid="cart-login-required"');
    expect(html).toContain(texts['shop.cartLoginRequired']);
    expect(html).toContain(`href="/login?deepLink=${encodeDeepLink('/cart?tab=drafts')}"`);
    expect(html).not.toContain('data-testid="cart-tabs"');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('shared draft link', () => {
  it('renders the opening state on the server without calling the API', () => {
    const fetch = fetchSpy();
    const { html } = render('/cart/shared/t1', <SharedDraftPage token="t1" />, registered);
    expect(html).toContain('data-testid="shared-draft-opening"');
    expect(html).toContain(texts['shop.sharedDraftOpening']);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks to log in first without temporary users', () => {
    const { html } = render('/cart/shared/t1', <SharedDraftPage token="t1" />, null, {}, false);
    expect(html).toContain('data-testid="cart-login-required"');
  });
});

describe('header cart count', () => {
  afterEach(() => clearCartCounts());

  it('shows the known cart count, none while unknown or zero, on a page without a query cache', () => {
    const fetch = fetchSpy();
    const unknown = renderWithShell('/', <CartLink />, registered);
    expect(unknown).not.toContain('data-testid="cart-count"');
    setCartCounts(registered.userId, { cart: 3, watchlist: 1, draft: 0 });
    const withCount = renderWithShell('/', <CartLink />, registered);
    expect(withCount).toMatch(/data-testid="cart-count"[^>]*>3</);
    expect(withCount).toContain('aria-label="Cart (3)"');
    setCartCounts(registered.userId, { cart: 0, watchlist: 1, draft: 0 });
    expect(renderWithShell('/', <CartLink />, registered)).not.toContain('data-testid="cart-count"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows an anonymous visitor's count once their cart calls loaded it", () => {
    expect(renderWithShell('/', <CartLink />, null)).not.toContain('data-testid="cart-count"');
    setCartCounts(VISITOR_CART, { cart: 2, watchlist: 0, draft: 0 });
    expect(renderWithShell('/', <CartLink />, null)).toMatch(/data-testid="cart-count"[^>]*>2</);
  });
});
