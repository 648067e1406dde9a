import type { ServerShellData } from '@print/core/shell-data';
import { describe, expect, it } from 'vitest';
import { pageTexts } from './lib/i18n/page-texts.ts';
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

const load = (address: string, cookie = '', shell: ServerShellData = server) =>
  loader({
    context: { shell },
    request: new Request(address, { headers: { cookie } }),
  } as unknown as Parameters<typeof loader>[0]);

const editor = {
  ...server,
  session: { userId: 'u1', displayName: 'Ed', rights: ['translations.edit'] },
} as unknown as ServerShellData;

describe('root loader', () => {
  it('renders a document with the texts of its areas, sent beside its data, without the theme CSS', () => {
    const { shell } = load('http://shop.test/products/cards');
    // The server renders with them; the page's data (what React Router serialises: own enumerable
    // keys) holds none, only the address the browser fetches them from before it hydrates.
    expect(pageTexts(shell)).toEqual({
      'shell.cart': 'Cart',
      'shop.viewProduct': 'View product',
      'shop.formTitle': 'Personalise {product}',
    });
    expect(shell.translations).toEqual({});
    expect(shell.textsSrc).toBe('/_page-texts/en-GB/v1/shell+shop+product+auth.json');
    const serialised = JSON.stringify(
      Object.fromEntries(Object.keys(shell).map((k) => [k, shell[k as 'tenant']])),
    );
    expect(serialised).not.toContain('Personalise');
    expect(serialised).not.toContain('--x');
  });

  it('sends the texts of the page navigated to, from its data request', () => {
    // The home page's data request on a client navigation (trailing-slash-aware data requests).
    expect(load('http://shop.test/_.data?_routes=root').shell.textAreas).toEqual(['shell', 'shop']);
    expect(load('http://shop.test/catalog.data?_routes=root').shell.translations).toHaveProperty(
      'shop.viewProduct',
    );
    const login = load('http://shop.test/login.data?_routes=root').shell;
    expect(login.translations).toEqual({ 'shell.cart': 'Cart' });
    expect(login.textsSrc).toBeUndefined();
  });

  it('leaves the texts out of a navigation whose browser holds this version, only then (decision 0084)', () => {
    const held = load('http://shop.test/catalog.data?_routes=root', 'print_tv=en-GB%3Av1').shell;
    expect(held.translations).toEqual({});
    expect(held.textsHeld).toBe(true);
    expect(held.textVersion).toBe('v1');
    const older = load('http://shop.test/catalog.data?_routes=root', 'print_tv=en-GB%3Av0').shell;
    expect(older.translations).toHaveProperty('shop.viewProduct');
    expect(older.textsHeld).toBeUndefined();
    // A document keeps its texts beside it whatever the cookie says.
    const document = load('http://shop.test/catalog', 'print_tv=en-GB%3Av1').shell;
    expect(pageTexts(document)).toHaveProperty('shop.viewProduct');
  });

  it('renders for editing only a session with an editing right whose button is on (decision 0083)', () => {
    expect(load('http://shop.test/catalog', 'print_edit=1', editor).shell.editing).toBe(true);
    expect(load('http://shop.test/catalog', '', editor).shell.editing).toBeUndefined();
    expect(load('http://shop.test/catalog', 'print_edit=1').shell.editing).toBeUndefined();
    const shopper = { ...editor, session: { ...editor.session!, rights: ['orders.own'] } };
    expect(load('http://shop.test/catalog', 'print_edit=1', shopper as ServerShellData).shell.editing).toBe(
      undefined,
    );
    // The document's texts stay held for the server render.
    expect(pageTexts(load('http://shop.test/catalog', 'print_edit=1', editor).shell)).toHaveProperty(
      'shop.viewProduct',
    );
  });
});
