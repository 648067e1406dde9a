import type { Page } from 'playwright-core';
import { eventually, harnessBrowser } from '../../../testing/harness-browser.ts';
import { data, openForm } from './browser-driver.ts';
import type { GraphqlCall, GraphqlHandler } from './browser-driver.ts';
import { MANDATORY, config } from './fixtures.ts';
import type { HarnessConfig } from './harness.tsx';

// What the product form's browser tests share: a browser per test file, the form's fake shop
// server, and small page helpers.

export { eventually };

const saved = (id: string, kind: string, fieldValues: unknown = {}) => ({
  id,
  kind,
  quantity: 250,
  fieldValues,
});

/** Answers the cart mutations with success and the counts query; `overrides` per operation first. */
export const shopServer =
  (overrides: Record<string, GraphqlHandler> = {}): GraphqlHandler =>
  (call) => {
    const own = overrides[call.operationName];
    if (own) return own(call);
    const { kind, id, input } = call.variables as {
      kind?: string;
      id?: string;
      input?: { fieldValues?: unknown };
    };
    switch (call.operationName) {
      case 'AddCartItem':
        return data({ addCartItem: saved('new1', String(kind), input?.fieldValues) });
      case 'UpdateCartItem':
        return data({ updateCartItem: saved(String(id), 'draft') });
      case 'MoveCartItem':
        return data({ moveCartItem: saved(String(id), 'cart') });
      case 'CartCounts':
        return data({ cartCounts: { cart: 1, watchlist: 0, draft: 0 } });
      default:
        return { status: 500, body: { errors: [{ message: `unexpected ${call.operationName}` }] } };
    }
  };

/** Registers the browser for this test file; `open` shows a form (closing the one before). */
export const formBrowser = () =>
  harnessBrowser(
    (
      browser,
      handler: GraphqlHandler = shopServer(),
      overrides: Partial<HarnessConfig> = {},
      themeCss?: string,
    ) => openForm(browser, config(overrides), handler, themeCss),
  );

export const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

export const previewText = (page: Page) => page.getByTestId('form-preview').locator('text').allTextContents();

export async function fillMandatory(page: Page) {
  for (const [name, value] of Object.entries(MANDATORY)) await field(page, name).fill(value);
}

/** The calls that change the cart, in order. */
export const cartCalls = (calls: GraphqlCall[]) =>
  calls.filter((call) => ['AddCartItem', 'UpdateCartItem', 'MoveCartItem'].includes(call.operationName));
