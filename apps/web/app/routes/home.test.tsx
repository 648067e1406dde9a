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

const api: ServerApi = {
  query: async <T,>() => ({ data: { categories }, errors: [] }) as unknown as ServerApiResult<T>,
};

async function renderHome(): Promise<string> {
  const data = await loader({ context: { api } } as unknown as Parameters<typeof loader>[0]);
  const shell = testShellData(null);
  const Stub = createRoutesStub([
    { path: '/', Component: Home, loader: () => data, HydrateFallback: () => null },
  ]);
  return renderToString(
    <RootDataContext value={{ shell, cookieConsent: null, year: 2026 }}>
      <I18nextProvider i18n={createI18n(shell.language, shell.tenant.defaultLanguage, shell.translations)}>
        <Stub initialEntries={['/']} hydrationData={{ loaderData: { '0': data } }} />
      </I18nextProvider>
    </RootDataContext>,
  );
}

describe('the home page', () => {
  it('shows a card per top-level category (at most four), each leading to its own category', async () => {
    const html = await renderHome();
    const links = [...html.matchAll(/data-testid="home-category-card"[^>]*>\s*<a[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(links).toEqual(['/catalog/business-cards', '/catalog/flyers', '/samples', '/catalog/stationery']);
    expect(html).not.toContain('Posters');
  });
});
