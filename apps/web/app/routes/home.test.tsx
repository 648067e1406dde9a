import type { ServerApi, ServerApiResult } from '@print/core/ssr-api';
import { createRoutesStub } from 'react-router';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n/create-i18n.ts';
import { RootDataContext } from '../shell/shell-context.tsx';
import { testShellData } from '../shell/test-helpers.tsx';
import Home, { loader } from './home.tsx';

const categories = [
  {
    id: 'c1',
    slug: 'business-cards',
    name: 'Business cards',
    linkUrl: null,
    linkTarget: 'same',
    description: 'Cards',
  },
  { id: 'c2', slug: 'flyers', name: 'Flyers', linkUrl: null, linkTarget: 'same', description: null },
  { id: 'c3', slug: 'samples', name: 'Samples', linkUrl: '/samples', linkTarget: 'same', description: null },
  { id: 'c4', slug: 'stationery', name: 'Stationery', linkUrl: null, linkTarget: 'same', description: null },
  { id: 'c5', slug: 'posters', name: 'Posters', linkUrl: null, linkTarget: 'same', description: null },
];

/** The tenant's home page document (issue 25): a hero and a product row of the newest products. */
const homePage = {
  id: 'home-1',
  kind: 'home',
  title: 'Home',
  slug: 'home',
  seoTitle: '',
  seoDescription: '',
  socialImage: '',
  liveUntil: null,
  icons: [],
  document: {
    schemaVersion: 1,
    sections: [
      {
        id: 'welcome',
        settings: {
          background: '',
          padding: { base: 'none' },
          gap: 'regular',
          width: 'none',
          textBackground: 'none',
          anchor: '',
        },
        blocks: [
          {
            id: 'hero',
            type: 'hero',
            props: {
              eyebrow: { 'en-GB': 'Sharp print' },
              title: { 'en-GB': 'Print with presence' },
              subtitle: {},
              buttonLabel: { 'en-GB': 'Explore' },
              buttonUrl: '/catalog',
              buttonColour: 'primary',
              secondaryLabel: {},
              secondaryUrl: '',
              image: { src: '', alt: {}, creditName: '', creditUrl: '' },
              artwork: 'printedMatter',
              align: 'start',
              height: { base: 'medium' },
              textColour: '',
            },
          },
          {
            id: 'newest',
            type: 'productRow',
            props: {
              title: { 'en-GB': 'Fresh' },
              source: 'newest',
              categoryId: '',
              productIds: [],
              limit: 4,
              layout: 'grid',
            },
          },
        ],
      },
    ],
  },
};

const rowProducts = [
  {
    slug: 'flyers-a5',
    name: 'A5 flyers',
    imageUrl: '/demo/flyers-a5.svg',
    images: [{ alt: 'An A5 flyer' }],
    available: true,
    unavailableReason: null,
    fromPrice: { quantity: 250, total: { amountMinor: 2700, currency: 'GBP' } },
  },
];

/** The server's answers as the route's queries ask them, by operation; `home` is the home page or none. */
function serverApi(home: unknown): ServerApi & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    query: async <T,>(document: unknown) => {
      const text = String(document);
      asked.push(/query (\w+)/.exec(text)?.[1] ?? '');
      const data = text.includes('contentHomePage')
        ? { contentHomePage: home }
        : text.includes('productRows')
          ? { productRows: [{ id: 'newest', products: rowProducts }] }
          : { categories };
      return { data, errors: [] } as unknown as ServerApiResult<T>;
    },
  };
}

async function renderHome(api: ServerApi): Promise<string> {
  const shell = testShellData(null);
  const context = { api, shell: { ...shell, language: 'en-GB' } };
  const data = await loader({
    context,
    request: new Request('https://shop.test/'),
  } as unknown as Parameters<typeof loader>[0]);
  const Stub = createRoutesStub([
    { path: '/', Component: Home as never, loader: () => data, HydrateFallback: () => null },
  ]);
  // Drawn at once (no streaming): what the server's first answer holds in place.
  return renderToString(
    <RootDataContext value={{ shell, origin: 'http://localhost', cookieConsent: null, year: 2026 }}>
      <I18nextProvider i18n={createI18n(shell.language, shell.tenant.defaultLanguage, shell.translations)}>
        <Stub initialEntries={['/']} hydrationData={{ loaderData: { '0': data } }} />
      </I18nextProvider>
    </RootDataContext>,
  );
}

describe('the home page', () => {
  it('shows the tenant’s home page document with its products, drawn as every page', async () => {
    const api = serverApi(homePage);
    const html = await renderHome(api);
    expect(api.asked).toEqual(['ContentHomePage', 'ProductRows']);
    expect(html).toMatch(/<h1[^>]*data-testid="hero-title"[^>]*>Print with presence<\/h1>/);
    expect(html).toContain('data-testid="content-page"');
    expect(html).toMatch(/href="\/products\/flyers-a5"[^>]*>A5 flyers<\/a>/);
    expect(html).toContain('from £27.00');
    // Not the built-in home.
    expect(html).not.toContain('home-category-card');
  });

  it('without a live home page document, shows the built-in home in place: a card per top-level category (at most four)', async () => {
    const api = serverApi(null);
    const html = await renderHome(api);
    expect(api.asked).toEqual(['ContentHomePage', 'HomeCategories']);
    // Drawn where it stands (not a fallback for a later stream).
    expect(html).toMatch(/<h1[^>]*data-testid="hero-title"/);
    expect(html).not.toContain('<template');
    const links = [...html.matchAll(/data-testid="home-category-card"[^>]*>\s*<a[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(links).toEqual(['/catalog/business-cards', '/catalog/flyers', '/samples', '/catalog/stationery']);
    expect(html).not.toContain('Posters');
  });
});
