import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartCountsOf } from '../../lib/cart/cart-counts.ts';
import { VISITOR_CART } from '../../lib/cart/cart-queries.ts';
import { testTexts as texts } from '../../shell/test-helpers.tsx';
import type * as ButtonModule from '../../ui/button.tsx';
import { notify } from '../../ui/toast.ts';
import { OrderPanel } from './order-panel.tsx';
import type { ProductDetail } from './product-api.ts';
import { initialPageState, productPageReducer } from './product-page-state.ts';
import type { ProductPageAction, ProductPageState } from './product-page-state.ts';
import type * as QuantityFieldModule from './quantity-field.tsx';
import type * as VariantFieldModule from './variant-field.tsx';
import { personalisableFields, renderProduct, testProduct } from './product-test-fixtures.tsx';
import { toggleFavouriteOptimistic } from './use-product-actions.ts';

// Unit tests run without a DOM (no jsdom/testing-library in this repository), so the controls are
// rendered on the server and their handlers recorded by thin stand-ins around the real components;
// calling a recorded handler is what a press or a choice does in the browser.
const recorded = vi.hoisted(() => ({
  presses: new Map<string, () => void>(),
  quantity: null as ((value: string) => void) | null,
  variant: null as ((value: string) => void) | null,
}));

vi.mock('../../ui/button.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof ButtonModule>();
  return {
    ...actual,
    Button: (props: Parameters<typeof actual.Button>[0] & { 'data-testid'?: string }) => {
      const { onPress } = props;
      if (props['data-testid'] && onPress)
        recorded.presses.set(props['data-testid'], () => onPress({} as never));
      return createElement(actual.Button, props);
    },
  };
});

vi.mock('./quantity-field.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof QuantityFieldModule>();
  return {
    ...actual,
    QuantityField: (props: Parameters<typeof actual.QuantityField>[0]) => {
      recorded.quantity = props.onChange;
      return createElement(actual.QuantityField, props);
    },
  };
});

vi.mock('./variant-field.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof VariantFieldModule>();
  return {
    ...actual,
    VariantField: (props: Parameters<typeof actual.VariantField>[0]) => {
      recorded.variant = props.onChange;
      return createElement(actual.VariantField, props);
    },
  };
});

vi.mock('../../ui/toast.ts', () => ({ notify: vi.fn() }));

/** Renders the panel in `state`; returns the HTML, the dispatched actions and the query client. */
function renderPanel(product: ProductDetail, state: ProductPageState, onShare = () => {}) {
  const actions: ProductPageAction[] = [];
  const { html, client } = renderProduct(
    '/products/x',
    <OrderPanel
      product={product}
      state={state}
      dispatch={(action) => actions.push(action)}
      onShare={onShare}
    />,
  );
  return { html, actions, client };
}

const press = (testId: string) => {
  const handler = recorded.presses.get(testId);
  if (!handler) throw new Error(`No press handler recorded for ${testId}`);
  handler();
};

type GraphQLBody = { operationName: string; variables: Record<string, unknown> };

/** Answers each GraphQL operation by name; records the calls. */
function stubApi(answers: Record<string, () => Response>) {
  const calls: GraphQLBody[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as GraphQLBody;
      calls.push(body);
      const answer = answers[body.operationName];
      if (!answer) throw new Error(`Unexpected operation ${body.operationName}`);
      return answer();
    }),
  );
  return calls;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const userInputError = (key: string) =>
  json({ errors: [{ message: key, extensions: { code: 'BAD_USER_INPUT', key, fields: {} } }], data: null });

const counts = () => json({ data: { cartCounts: { cart: 1, watchlist: 0, draft: 0 } } });

beforeEach(() => {
  recorded.presses.clear();
  recorded.quantity = null;
  recorded.variant = null;
  vi.mocked(notify).mockClear();
});

afterEach(() => vi.unstubAllGlobals());

describe('order panel selections', () => {
  it('choosing a quantity and a variant updates the shown total and the chosen variant', () => {
    const product = testProduct();
    let state = initialPageState(product, null);
    const first = renderPanel(product, state);
    expect(first.html).toMatch(/data-testid="product-total"[^>]*>€12.00</);

    recorded.quantity!('500');
    expect(first.actions).toEqual([{ type: 'selectQuantity', quantity: 500 }]);
    state = productPageReducer(state, first.actions[0]!);
    const second = renderPanel(product, state);
    expect(second.html).toMatch(/data-testid="product-total"[^>]*>€30.00</);
    expect(second.html).toContain('€0.06 per unit');
    expect(second.html).toContain('<option value="500" selected="">');

    recorded.variant!('v-gloss');
    expect(second.actions).toEqual([{ type: 'selectVariant', variantId: 'v-gloss' }]);
    state = productPageReducer(state, second.actions[0]!);
    const third = renderPanel(product, state);
    expect(third.html).toMatch(/<input[^>]*checked=""[^>]*value="v-gloss"/);
    // Variants share the product's price table: the total stays that of the quantity.
    expect(third.html).toMatch(/data-testid="product-total"[^>]*>€30.00</);
  });

  it('renders the quantity as a labelled native select, usable before the scripts run', () => {
    const product = testProduct();
    const { html } = renderPanel(product, initialPageState(product, null));
    const select = /<select id="([^"]+)" name="quantity"[^>]*data-testid="product-quantity"[^>]*>/.exec(html);
    expect(select).not.toBeNull();
    expect(html).toContain(`<label for="${select![1]}"`);
    expect(html).toContain('<option value="100" selected="">100</option>');
    // No React Aria list box behind a button: its code is not part of the product page.
    expect(html).not.toContain('aria-haspopup="listbox"');
  });

  it('renders the variants as native radio buttons in a fieldset named by its legend', () => {
    const product = testProduct();
    const { html } = renderPanel(product, initialPageState(product, null));
    expect(html).toMatch(/<fieldset[^>]*data-testid="product-variants"[^>]*><legend[^>]*>Variant<\/legend>/);
    const radios = [...html.matchAll(/<input type="radio"[^>]*name="([^"]+)"[^>]*value="(v-[a-z]+)"/g)];
    expect(radios.map((radio) => radio[2])).toEqual(['v-matt', 'v-gloss']);
    expect(new Set(radios.map((radio) => radio[1])).size).toBe(1);
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="v-matt"/);
  });

  it('offers only quantities a limited stock can cover', () => {
    const { html } = renderPanel(
      testProduct({ stock: 300 }),
      initialPageState(testProduct({ stock: 300 }), null),
    );
    expect(html).toContain('<option value="250"');
    expect(html).not.toContain('<option value="500"');
  });

  it('Personalise opens the product form for a product with fields; Share asks for the link dialog', () => {
    const product = testProduct({ fields: personalisableFields });
    const state = initialPageState(product, null);
    expect(state.formOpen).toBe(false);
    const onShare = vi.fn();
    const { actions } = renderPanel(product, state, onShare);
    press('product-personalise');
    expect(actions).toEqual([{ type: 'openForm' }]);
    expect(productPageReducer(state, actions[0]!).formOpen).toBe(true);
    press('product-share');
    expect(onShare).toHaveBeenCalledOnce();
  });
});

describe('add to cart', () => {
  it('adds the chosen variant and quantity, toasts success and reloads the cart count', async () => {
    const calls = stubApi({
      AddProductToCart: () => json({ data: { addCartItem: { id: 'i1' } } }),
      CartCounts: counts,
    });
    const product = testProduct();
    const state = productPageReducer(initialPageState(product, null), {
      type: 'selectQuantity',
      quantity: 250,
    });
    renderPanel(product, state);
    press('product-add-to-cart');
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(texts['shop.formAddedToCart'], 'success'));
    expect(calls[0]).toMatchObject({
      operationName: 'AddProductToCart',
      variables: { input: { productId: 'p1', variantId: 'v-matt', quantity: 250 } },
    });
    await vi.waitFor(() =>
      expect(cartCountsOf(VISITOR_CART)).toEqual({
        cart: 1,
        watchlist: 0,
        draft: 0,
      }),
    );
  });

  it("shows the server's message key ('not available') or else the spec's cart error", async () => {
    stubApi({ AddProductToCart: () => userInputError('shop.productNotAvailable') });
    const product = testProduct();
    renderPanel(product, initialPageState(product, null));
    press('product-add-to-cart');
    await vi.waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Product is not available at the moment.', 'error'),
    );

    vi.mocked(notify).mockClear();
    stubApi({
      AddProductToCart: () => json({ errors: [{ message: 'Unexpected error.' }], data: null }, 500),
    });
    renderPanel(product, initialPageState(product, null));
    press('product-add-to-cart');
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(texts['shop.addToCartError'], 'error'));
    expect(notify).not.toHaveBeenCalledWith(texts['shop.formAddedToCart'], 'success');
  });
});

describe('favourite toggle', () => {
  it('shows the new state at once and keeps the server answer', async () => {
    stubApi({ ToggleFavourite: () => json({ data: { toggleFavourite: true } }) });
    const shown: boolean[] = [];
    const failed = vi.fn();
    await expect(toggleFavouriteOptimistic('p1', false, (value) => shown.push(value), failed)).resolves.toBe(
      true,
    );
    expect(shown).toEqual([true, true]);
    expect(failed).not.toHaveBeenCalled();
  });

  it('rolls back to the old state and reports when the server refuses', async () => {
    stubApi({ ToggleFavourite: () => json({ errors: [{ message: 'Unexpected error.' }], data: null }, 500) });
    const shown: boolean[] = [];
    const failed = vi.fn();
    await expect(toggleFavouriteOptimistic('p1', true, (value) => shown.push(value), failed)).resolves.toBe(
      true,
    );
    expect(shown).toEqual([false, true]);
    expect(failed).toHaveBeenCalledOnce();
  });

  it('the heart toasts the favourite error when the toggle fails', async () => {
    stubApi({ ToggleFavourite: () => json({ errors: [{ message: 'Unexpected error.' }], data: null }, 500) });
    const { html } = renderPanel(testProduct({ isFavourite: true }), initialPageState(testProduct(), null));
    expect(html).toContain(texts['shop.removeFromFavourites']);
    press('product-favourite');
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith(texts['shop.productFavouriteError'], 'error'));
  });
});
