import { afterEach, describe, expect, it, vi } from 'vitest';
import { registeredSession as registered, testTexts as texts } from '../../shell/test-helpers.tsx';
import { CartPage } from './cart-page.tsx';
import { escaped, fetchSpy, item, itemsOf, render } from './cart-page-test-helpers.tsx';

// The cart pages render on the server (no window); their data loads in the browser, so the server
// shows the loading state, and the lists once the query cache holds them.

afterEach(() => vi.unstubAllGlobals());

describe('cart page', () => {
  it('renders the tabs and the loading state on the server without calling the API', () => {
    const fetch = fetchSpy();
    const { html } = render('/cart', <CartPage />, registered);
    expect(html).toContain('data-testid="cart-tabs"');
    for (const tab of ['cart', 'watchlist', 'drafts', 'history']) {
      expect(html).toContain(`data-testid="cart-tab-${tab}"`);
    }
    for (const key of ['shop.cartTabCart', 'shop.cartTabWatchlist', 'shop.cartTabDrafts']) {
      expect(html).toContain(texts[key]);
    }
    expect(html).toContain('data-testid="cart-loading"');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('selects the tab of ?tab=, and the cart for an unknown one', () => {
    const selected = (html: string) =>
      /data-testid="cart-tab-(\w+)"/.exec(
        html.slice(html.lastIndexOf('<', html.indexOf('aria-selected="true"'))),
      )?.[1];
    expect(selected(render('/cart?tab=watchlist', <CartPage />, registered).html)).toBe('watchlist');
    expect(selected(render('/cart?tab=drafts', <CartPage />, registered).html)).toBe('drafts');
    expect(selected(render('/cart?tab=nonsense', <CartPage />, registered).html)).toBe('cart');
    const history = render('/cart?tab=history', <CartPage />, registered).html;
    expect(selected(history)).toBe('history');
    expect(history).toContain('data-testid="order-history-loading"');
  });

  it('lists the cart items with their facts, quantity, prices, actions and the total', () => {
    const items = [
      item({ id: 'a1', customName: 'Team cards', customDescription: 'For the sales team' }),
      item({
        id: 'a2',
        quantity: 3,
        variantId: 'v2',
        variant: { label: '170 gsm (FL-A5-170)' },
        price: { unitPriceMinor: 1250, totalMinor: 3750, currency: 'EUR' },
        product: {
          slug: 'flyer',
          articleCode: 'FL-A5',
          name: 'Flyer',
          imageUrl: null,
          stock: 2,
          available: true,
          personalised: true,
        },
      }),
    ];
    const { html } = render('/cart', <CartPage />, registered, { cart: items, punchOut: null });
    const rows = itemsOf(html);
    expect(rows.map((row) => row.id)).toEqual(['a1', 'a2']);
    const [first, second] = rows.map((row) => row.html);
    expect(first).toContain('Team cards');
    expect(first).toContain('For the sales team');
    expect(first).toContain('href="/products/business-card"');
    expect(first).toContain('Business card');
    expect(first).toContain('src="/media/card.webp"');
    expect(first).toContain('dateTime="2026-03-04T12:00:00.000Z"');
    expect(first).toMatch(
      /data-testid="item-quantity"[^>]*value="250"|value="250"[^>]*data-testid="item-quantity"/,
    );
    expect(first).toContain('€20.00');
    expect(first).toContain('€0.08');
    expect(first).toContain(texts['shop.inStock']);
    expect(first).toContain('href="/products/business-card?item=a1"');
    for (const action of ['move-watchlist', 'duplicate', 'rename', 'delete', 'personalise']) {
      expect(first).toContain(`data-testid="item-${action}"`);
    }
    expect(first).not.toContain('data-testid="item-move-cart"');
    expect(first).not.toContain('data-testid="item-finish"');
    expect(second).toContain(texts['shop.outOfStock']);
    // What is bought: the variant by name and code, the product's article number (issue 23).
    expect(second).toMatch(/data-testid="item-variant"[^>]*>170 gsm \(FL-A5-170\)</);
    expect(second).toMatch(/data-testid="item-article-code"[^>]*>FL-A5</);
    expect(first).not.toContain('data-testid="item-variant"');
    expect(first).not.toContain('data-testid="item-article-code"');
    expect(second).toContain('€37.50');
    expect(html).toMatch(/data-testid="cart-total"[^>]*>€57.50</);
    expect(html).toContain('href="/checkout"');
    expect(html).toContain(texts['shop.goToCheckout']);
  });

  it('labels the total as checkout does (the shop’s Grand Total or Subtotal) with its pricing text', () => {
    const label = (html: string) => /data-testid="cart-total-label">([^<]*)</.exec(html)?.[1];
    const subtotal = render('/cart', <CartPage />, registered, {
      cart: [item({ id: 'a1' })],
      punchOut: null,
      pricing: { totalLabel: 'subtotal', additionalPricingText: 'plus shipping' },
    }).html;
    expect(label(subtotal)).toBe(texts['checkout.subtotal']);
    expect(subtotal).toMatch(/data-testid="additional-pricing-text">plus shipping</);

    const grandTotal = render('/cart', <CartPage />, registered, {
      cart: [item({ id: 'a1' })],
      punchOut: null,
      pricing: { totalLabel: 'grandTotal', additionalPricingText: '' },
    }).html;
    expect(label(grandTotal)).toBe(texts['checkout.grandTotal']);
    expect(grandTotal).not.toContain('additional-pricing-text');
  });

  it('does not guess the total’s label while the shop’s choice is loading', () => {
    const { html } = render('/cart', <CartPage />, registered, {
      cart: [item({ id: 'a1' })],
      punchOut: null,
    });
    expect(/data-testid="cart-total-label">([^<]*)</.exec(html)?.[1]).toBe(texts['common.loading']);
    expect(html).not.toContain(texts['checkout.grandTotal']);
    expect(html).toMatch(/data-testid="cart-total"[^>]*>€20.00</);
  });

  it('does not show the pricing texts of the language the visitor switched away from', () => {
    // The German page asked first; the same cache now serves the page in English.
    const { html } = render('/cart', <CartPage />, registered, {
      cart: [item({ id: 'a1' })],
      punchOut: null,
      pricing: { totalLabel: 'subtotal', additionalPricingText: 'zzgl. Versand' },
      pricingLanguage: 'de-DE',
    });
    expect(html).not.toContain('zzgl. Versand');
    expect(/data-testid="cart-total-label">([^<]*)</.exec(html)?.[1]).toBe(texts['common.loading']);
  });

  it('shows each unit price so that quantity × unit price is the line total (€0.1428, not €0.14)', () => {
    // 100 cards at 12 ct net, shown gross: the server's unit price is rounded to 14 ct.
    const items = [
      item({ id: 'a1', quantity: 100, price: { unitPriceMinor: 14, totalMinor: 1428, currency: 'EUR' } }),
    ];
    const { html } = render('/cart', <CartPage />, registered, { cart: items, punchOut: null });
    const [row] = itemsOf(html).map((entry) => entry.html);
    expect(row).toMatch(/data-testid="item-unit-price"[^>]*>€0.1428</);
    expect(row).toMatch(/data-testid="item-total"[^>]*>€14.28</);
  });

  it('offers move to cart on the watchlist, and finish and share on drafts', () => {
    const watchlist = render('/cart?tab=watchlist', <CartPage />, registered, {
      watchlist: [item({ id: 'w1', kind: 'watchlist' })],
    }).html;
    expect(watchlist).toContain('data-testid="item-move-cart"');
    expect(watchlist).not.toContain('data-testid="item-move-watchlist"');
    expect(watchlist).not.toContain('data-testid="cart-total"');
    const drafts = render('/cart?tab=drafts', <CartPage />, registered, {
      draft: [item({ id: 'd1', kind: 'draft' })],
    }).html;
    expect(drafts).toContain('data-testid="item-finish"');
    expect(drafts).toContain('data-testid="item-share"');
    expect(drafts).not.toContain('data-testid="item-move-cart"');
  });

  it('shows the empty state of each area', () => {
    for (const [tab, kind, key] of [
      ['cart', 'cart', 'shop.cartEmpty'],
      ['watchlist', 'watchlist', 'shop.watchlistEmpty'],
      ['drafts', 'draft', 'shop.draftsEmpty'],
    ] as const) {
      const { html } = render(`/cart?tab=${tab}`, <CartPage />, registered, { [kind]: [] });
      expect(html).toContain(escaped(texts[key]!));
      expect(html).not.toContain('data-testid="cart-total"');
    }
  });

  it('tolerates items without prices (no price, no item total; the total says nothing)', () => {
    const { html } = render('/cart', <CartPage />, registered, { cart: [item({ id: 'n1', price: null })] });
    expect(html).toContain('data-testid="cart-item"');
    expect(html).not.toContain('data-testid="item-total"');
    expect(html).toMatch(/data-testid="cart-total"[^>]*>—</);
  });

  it('shows the product unavailable in the item', () => {
    const product = { ...item({ id: 'x' }).product, available: false };
    const { html } = render('/cart', <CartPage />, registered, { cart: [item({ id: 'u1', product })] });
    expect(html).toContain(texts['shop.productNotAvailable']);
  });
});
