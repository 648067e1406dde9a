import { PAGE_BLOCKS } from '@print/core/pages/blocks/index';
import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_BLOCK_VIEWS } from '../../routes/page-block-views.ts';
import { renderWithShellData } from '../../shell/test-helpers.tsx';
import { everyBlockPage, FIXTURE_LANGUAGES, pageShellData, readFixture } from './content-page-fixtures.ts';
import { PageDocumentView } from './page-document-view.tsx';

// The shop's renderer of CMS pages (issue 25), drawn on the server as the first load and crawlers see it.

const shellIn = (language: string) => pageShellData(language);

const render = (document: PageDocument, language = 'en-GB') =>
  renderWithShellData(
    '/about',
    <PageDocumentView document={document} views={PAGE_BLOCK_VIEWS} />,
    shellIn(language),
  );

/** The HTML of one block (its wrapper carries the block's id). */
function blockHtml(html: string, id: string): string {
  const start = html.indexOf(`data-block-id="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('data-block-id=', start + 10) >>> 0 || undefined);
}

describe('the page renderer', () => {
  it('has a render component for every declared block type, and one only', () => {
    expect(PAGE_BLOCK_VIEWS.map((view) => view.type).sort()).toEqual(
      PAGE_BLOCKS.map((declaration) => declaration.type).sort(),
    );
  });

  it("shows every block's texts in the viewer's language", () => {
    const english = render(everyBlockPage);
    for (const text of ['Welcome', 'Print made easy', 'Shop now', 'Our story', 'Since 1990.', 'Our press']) {
      expect(english).toContain(text);
    }
    for (const text of ['alt="The press"', 'Get a quote', 'aria-label="Our Instagram"', 'Left', 'Right']) {
      expect(english).toContain(text);
    }
    for (const text of ['Bestsellers', 'About us', 'Who we are', 'Flyers', 'Posters'])
      expect(english).toContain(text);
    expect(english).not.toContain('Willkommen');

    const german = render(everyBlockPage, 'de-DE');
    for (const text of ['Willkommen', 'Drucken leicht gemacht', 'Jetzt einkaufen', 'Unsere Geschichte']) {
      expect(german).toContain(text);
    }
    for (const text of [
      'Seit 1990.',
      'alt="Die Presse"',
      'Unsere Presse',
      'Angebot anfragen',
      'Links',
      'Rechts',
    ]) {
      expect(german).toContain(text);
    }
    for (const text of [
      'Bestseller',
      'Über uns',
      'Wer wir sind',
      'Flyer',
      'Plakate',
      'aria-label="Unser Instagram"',
    ]) {
      expect(german).toContain(text);
    }
    expect(german).not.toContain('Welcome');
    // The photographer's credit in the viewer's language, with the photographer's and the provider's
    // links (their referral as the provider's guidelines ask).
    expect(german).toContain(
      'Foto von <a href="https://unsplash.com/@ada?utm_source=shop&amp;utm_medium=referral" rel="noopener">Ada Photographer</a> auf <a href="https://unsplash.com/?utm_source=shop&amp;utm_medium=referral" rel="noopener">Unsplash</a>',
    );
    expect(english).toContain('Photo by <a href="https://unsplash.com/@ada');
  });

  it("falls back to the shop's default language for a text missing in the viewer's", () => {
    const englishOnly = readFixture({
      sections: [
        {
          blocks: [
            { id: 'h', type: 'heading', props: { text: { 'en-GB': 'Only English' } } },
            {
              id: 't',
              type: 'text',
              props: { body: { 'en-GB': [{ type: 'paragraph', children: [{ text: 'Body' }] }] } },
            },
            { id: 'c', type: 'cloudbar', props: { links: [{ label: { 'en-GB': 'Chip' }, url: '/x' }] } },
          ],
        },
      ],
    });
    const html = render(englishOnly, 'de-DE');
    expect(html).toContain('Only English');
    expect(html).toContain('<p>Body</p>');
    expect(html).toContain('Chip');
  });

  it("gives each section its anchor as id, else the section's own id", () => {
    const html = render(everyBlockPage);
    expect(html).toMatch(/<section id="intro"/);
    expect(html).toMatch(/<section id="more-info"/);
    expect(html).not.toMatch(/ id="more"/);
  });

  it('opens a call to action with a new-tab target in a new tab, with rel="noopener"', () => {
    const cta = blockHtml(render(everyBlockPage), 'cta');
    expect(cta).toMatch(/<a [^>]*href="https:\/\/quotes\.example\/start"[^>]*>/);
    expect(cta).toContain('target="_blank"');
    expect(cta).toContain('rel="noopener"');
    // The shop's own links stay in the tab and are router links (prefetched near the viewport).
    const hero = blockHtml(render(everyBlockPage), 'hero');
    expect(hero).toContain('href="/catalog"');
    expect(hero).not.toContain('target=');
  });

  it('turns values per screen width into classes the stylesheet resolves, never inline sizes', () => {
    const html = render(everyBlockPage);
    const intro = html.slice(html.indexOf('<section id="intro"'));
    const sectionTag = intro.slice(0, intro.indexOf('>'));
    expect(sectionTag).toMatch(/padding-small/);
    expect(sectionTag).toMatch(/padding-tablet-medium/);
    expect(sectionTag).toMatch(/padding-desktop-large/);
    expect(sectionTag).toMatch(/width-wide/);
    expect(sectionTag).toMatch(/text-glassy/);
    // The theme's colour by its CSS variable, the paired text colour over it.
    expect(sectionTag).toContain('background:var(--color-primary-background)');
    expect(sectionTag).toContain('color:var(--color-primary-text, inherit)');
    const image = blockHtml(html, 'image');
    expect(image).toMatch(/ratio-square/);
    expect(image).toMatch(/ratio-tablet-widescreen/);
    expect(image).not.toMatch(/ratio-desktop/);
    expect(image).toContain('loading="lazy"');
    expect(blockHtml(html, 'hero')).toMatch(/height-small[^"]*height-desktop-large/);
  });

  it('renders the blocks of a columns block through the same registry', () => {
    const html = render(everyBlockPage);
    const nested = html.slice(
      html.indexOf('data-block-id="columns"'),
      html.indexOf('data-block-id="products"'),
    );
    expect(nested).toMatch(/perRow2/);
    expect(nested).toMatch(/data-block-id="left" data-block-type="heading"><div[^>]*><h3[^>]*>Left<\/h3>/);
    expect(nested).toMatch(/data-block-id="right" data-block-type="heading"><div[^>]*><h3[^>]*>Right<\/h3>/);
  });

  it('names each social button by its label, else by its platform, and opens it in a new tab', () => {
    const social = blockHtml(render(everyBlockPage), 'social');
    expect(social).toContain('aria-label="Our Instagram"');
    expect(social).toContain('aria-label="LinkedIn"');
    expect(social.match(/rel="noopener"/g)).toHaveLength(2);
    expect(social).toMatch(/<span class="[^"]*icon[^"]*instagram[^"]*" aria-hidden="true">/);
  });

  it("shows a product row the products the loader gave it by the block's id, priced for the viewer", () => {
    const product = (n: number, price: { total: string; quantity: number } | null = null) => ({
      name: `Flyer ${n}`,
      path: `/products/flyer-${n}`,
      imageUrl: `/demo/flyer-${n}.svg`,
      alt: `Flyer ${n} folded`,
      price,
      unavailable: null,
    });
    const products = [
      product(1, { total: '£12.00', quantity: 100 }),
      { ...product(2, { total: '£3.50', quantity: 1 }), unavailable: 'outOfStock' as const },
      ...[3, 4, 5, 6].map((n) => product(n)),
    ];
    const html = renderWithShellData(
      '/about',
      <PageDocumentView
        document={everyBlockPage}
        views={PAGE_BLOCK_VIEWS}
        blockData={{ products: { products } }}
      />,
      shellIn('en-GB'),
    );
    const row = blockHtml(html, 'products');
    expect(row).toMatch(/<a [^>]*href="\/products\/flyer-1"[^>]*>Flyer 1<\/a>/);
    expect(row).toContain('alt="Flyer 1 folded"');
    expect(row).toMatch(/from £12\.00<\/strong><span[^>]*>for 100 pieces/);
    // One piece needs no quantity; a sold-out product says so.
    expect(row).toMatch(/from £3\.50<\/strong><\/p>/);
    expect(row).toContain('Out of stock');
    // At most the row's limit (4 by default).
    expect(row.match(/data-testid="product-row-tile"/g)).toHaveLength(4);
    expect(row).not.toContain('Flyer 5');
  });

  it('shows a product row its title only while the loader gives it no products', () => {
    const row = blockHtml(render(everyBlockPage), 'products');
    expect(row).toContain('Bestsellers');
    expect(row).not.toContain('product-row-tile');
  });

  it('never throws on a page the reader made of any input', () => {
    const anyBlock = fc.record({
      id: fc.oneof(fc.constant(undefined), fc.string({ maxLength: 6 })),
      type: fc.constantFrom(...PAGE_BLOCKS.map((declaration) => declaration.type)),
      props: fc.dictionary(
        fc.constantFrom(...new Set(PAGE_BLOCKS.flatMap((declaration) => Object.keys(declaration.fields)))),
        fc.oneof(
          fc.jsonValue({ maxDepth: 4 }),
          fc.dictionary(
            fc.constantFrom('en-GB', 'de-DE', 'base', 'tablet', 'desktop', 'src', 'alt'),
            fc.jsonValue({ maxDepth: 2 }),
          ),
        ),
      ),
    });
    const anySection = fc.record({
      id: fc.string({ maxLength: 6 }),
      settings: fc.dictionary(
        fc.constantFrom('background', 'padding', 'gap', 'width', 'textBackground', 'anchor'),
        fc.jsonValue({ maxDepth: 2 }),
      ),
      blocks: fc.array(anyBlock, { maxLength: 6 }),
    });
    fc.assert(
      fc.property(
        fc.array(anySection, { maxLength: 4 }),
        fc.constantFrom('en-GB', 'de-DE'),
        (sections, language) => {
          const { document } = readPageDocument({ sections }, { languages: FIXTURE_LANGUAGES });
          expect(() => render(document, language)).not.toThrow();
        },
      ),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const { document } = readPageDocument(value, { languages: FIXTURE_LANGUAGES });
        expect(() => render(document)).not.toThrow();
      }),
      { numRuns: 40 },
    );
    // Each run renders a page through the router's stub: a few hundred take a while on a shared machine.
  }, 60_000);
});
