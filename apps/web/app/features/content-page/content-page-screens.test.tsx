import type { SessionInfo } from '@print/core/auth/auth-api';
import type { ServerApi } from '@print/core/ssr-api';
import { describe, expect, it } from 'vitest';
import { loader } from '../../routes/content-page.tsx';
import { PAGE_BLOCK_VIEWS } from '../../routes/page-block-views.ts';
import { registeredSession, renderWithShell } from '../../shell/test-helpers.tsx';
import { contentPage, everyBlockPage, readFixture } from './content-page-fixtures.ts';
import { contentPageMeta } from './content-page-meta.ts';
import { ContentPageView } from './content-page-view.tsx';
import { PageNotFound } from './page-screens.tsx';
import { pageLinks } from '../../lib/page-url.ts';

/** The links of a one-language shop at https://shop.test. */
const shopLinks = (path: string) =>
  pageLinks('https://shop.test', path, '', { languages: [{ code: 'en-GB' }], language: 'en-GB' });

// The screens around a CMS page (spec §2): page not found, the empty page, and what the route answers.

const editor: SessionInfo = { ...registeredSession, rights: ['cms.edit'] };
const emptyPage = contentPage(readFixture({ sections: [{ id: 'only', blocks: [] }] }));

describe('page not found', () => {
  it("shows the spec's message and the way home, and page management to editors only", () => {
    const shopper = renderWithShell('/no-such-page', <PageNotFound />);
    expect(shopper).toContain('data-testid="not-found"');
    expect(shopper).toContain('Page not found. Please make sure the URL is correct.');
    expect(shopper).toContain('Back to home page');
    expect(shopper).not.toContain('Go to page management');

    const asEditor = renderWithShell('/no-such-page', <PageNotFound />, editor);
    expect(asEditor).toMatch(/<a [^>]*href="\/admin\/pages"[^>]*>Go to page management<\/a>/);
    // A signed-in shopper without the right sees what any shopper sees.
    expect(renderWithShell('/no-such-page', <PageNotFound />, registeredSession)).not.toContain(
      'Go to page management',
    );
  });

  it('is what the route answers, with status 404, for a slug no live page has', async () => {
    const asked: unknown[] = [];
    const api: ServerApi = {
      query: <T,>(_query: string, variables?: Record<string, unknown>) => {
        asked.push(variables);
        return Promise.resolve({ data: { contentPage: null } as T, errors: [] });
      },
    };
    const answer = loader({
      context: { api, shell: {} as never },
      params: { slug: 'no-such-page' },
      request: new Request('http://shop.test/no-such-page'),
    } as never);
    await expect(answer).rejects.toMatchObject({ init: { status: 404 } });
    expect(asked).toEqual([{ slug: 'no-such-page' }]);
  });
});

describe('a page without blocks', () => {
  const view = (session: SessionInfo | null) =>
    renderWithShell('/about', <ContentPageView page={emptyPage} views={PAGE_BLOCK_VIEWS} />, session);

  it('is an empty page for shoppers, nothing broken', () => {
    const html = view(null);
    expect(html).toContain('data-testid="content-page"');
    expect(html).toContain('<section id="only"');
    expect(html).not.toContain('empty-page');
    expect(html).not.toContain('This page is still empty');
  });

  it('shows editors the empty-page screen with the way to the editor', () => {
    const html = view(editor);
    expect(html).toContain('data-testid="empty-page"');
    expect(html).toContain('This page is still empty');
    expect(html).toContain('Add the first block to start designing.');
    expect(html).toContain('href="/admin/pages/page-1"');
  });

  it('is not shown to editors for a page with blocks', () => {
    const html = renderWithShell(
      '/about',
      <ContentPageView page={contentPage(everyBlockPage)} views={PAGE_BLOCK_VIEWS} />,
      editor,
    );
    expect(html).not.toContain('empty-page');
    expect(html).toContain('Welcome');
  });
});

describe('the page’s meta', () => {
  it('takes the SEO title and description, with the canonical address and link preview', () => {
    const page = contentPage(everyBlockPage, {
      seoTitle: 'About the print shop',
      seoDescription: 'Who prints your flyers',
      socialImage: '/media/about.jpg',
      liveUntil: null,
    });
    expect(contentPageMeta(page, 'Demo shop', shopLinks, 'Claim')).toEqual(
      expect.arrayContaining([
        { title: 'About the print shop' },
        { name: 'description', content: 'Who prints your flyers' },
        { tagName: 'link', rel: 'canonical', href: 'https://shop.test/about' },
        { property: 'og:image', content: 'https://shop.test/media/about.jpg' },
      ]),
    );
  });

  it("falls back to the page's title with the shop's, and the shop's claim", () => {
    const meta = contentPageMeta(contentPage(everyBlockPage), 'Demo shop', shopLinks, 'Claim');
    expect(meta).toEqual(
      expect.arrayContaining([{ title: 'About us | Demo shop' }, { name: 'description', content: 'Claim' }]),
    );
    expect(meta.some((entry) => 'property' in entry && entry.property === 'og:image')).toBe(false);
  });
});
