import type { ServerShellData } from '@print/core/shell-data';
import { describe, expect, it } from 'vitest';
import { loader } from './root.tsx';

const server = {
  tenant: {} as ServerShellData['tenant'],
  session: null,
  language: 'en-GB',
  textsByArea: {
    shell: { 'shell.cart': 'Cart' },
    shop: { 'shop.viewProduct': 'View product' },
    product: { 'shop.formTitle': 'Personalise {product}' },
    admin: { 'admin.navUsers': 'Users' },
    mail: { 'auth.loginCodeEmailSubject': 'Your code' },
  },
  textVersion: 'v1',
  themeCss: ':root{--x:1}',
  requestId: 'r1',
  isDevelopment: false,
} satisfies ServerShellData;

const load = (address: string) =>
  loader({ context: { shell: server }, request: new Request(address) } as unknown as Parameters<
    typeof loader
  >[0]);

describe('root loader', () => {
  it('sends the page the texts of its areas, without the theme CSS', () => {
    const { shell } = load('http://shop.test/products/cards');
    expect(shell.translations).toEqual({
      'shell.cart': 'Cart',
      'shop.viewProduct': 'View product',
      'shop.formTitle': 'Personalise {product}',
    });
    expect(JSON.stringify(shell)).not.toContain('--x');
  });

  it('sends the texts of the page navigated to, from its data request', () => {
    // The home page's data request on a client navigation (trailing-slash-aware data requests).
    expect(load('http://shop.test/_.data?_routes=root').shell.textAreas).toEqual(['shell', 'shop']);
    expect(load('http://shop.test/catalog.data?_routes=root').shell.translations).toHaveProperty(
      'shop.viewProduct',
    );
    expect(load('http://shop.test/login.data?_routes=root').shell.translations).toEqual({
      'shell.cart': 'Cart',
    });
  });
});
