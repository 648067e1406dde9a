import { PAGE_BLOCKS, type PageBlockType } from '@print/core/pages/blocks/index';
import type { FieldControl } from '@print/core/pages/fields';
import type { PageDocument } from '@print/core/pages/page-document';
import { describe, expect, it } from 'vitest';
import type { BlockData } from '../../lib/pages/page-render.tsx';
import { PAGE_BLOCK_VIEWS } from '../../routes/page-block-views.ts';
import { renderWithShellData, testShellData } from '../../shell/test-helpers.tsx';
import { contentPage, pageShellData, readFixture } from './content-page-fixtures.ts';
import { ContentPageView } from './content-page-view.tsx';
import { PageDocumentView } from './page-document-view.tsx';
import type { RssItemData } from './blocks/rss-feed.tsx';

// Block texts are addressable on the live page (issue 25, the contract of issue 27's in-page editing,
// docs/architecture.md "Text addresses"): the page's id on its container, the block's on its wrapper,
// and on the element showing a text its path in the block's props, with `lang` where it is a fallback.

function render(document: PageDocument, options: { language?: string; blockData?: BlockData } = {}) {
  const language = options.language ?? 'en-GB';
  return renderWithShellData(
    '/page',
    <PageDocumentView document={document} views={PAGE_BLOCK_VIEWS} blockData={options.blockData} />,
    pageShellData(language),
  );
}

const page = (...blocks: unknown[]) => readFixture({ sections: [{ id: 's', blocks }] });
const paragraph = (text: string) => [{ type: 'paragraph', children: [{ text }] }];

/**
 * A block's props with a text of its own in every per-language field its declaration has (lists with
 * two entries, so an entry's index shows), and the addresses those texts must appear at.
 */
function sampleProps(control: FieldControl, path: string, texts: Map<string, string>): unknown {
  switch (control.kind) {
    case 'localized': {
      const text = `Text at ${path}`;
      texts.set(path, text);
      return { 'en-GB': control.inner.kind === 'richText' ? paragraph(text) : text };
    }
    case 'object':
    case 'image':
      return Object.fromEntries(
        Object.entries(control.fields).map(([key, inner]) => [
          key,
          sampleProps(inner, path ? `${path}.${key}` : key, texts),
        ]),
      );
    case 'list':
      return [0, 1].map((index) => sampleProps(control.item, `${path}.${index}`, texts));
    case 'link':
      return '/somewhere';
    case 'media':
      return 'https://cdn.example/file';
    default:
      return undefined;
  }
}

/** What else a block needs to show all its texts (a tile, a feed item without a picture of its own). */
const SHOWING_ALL: Partial<Record<PageBlockType, (props: Record<string, unknown>) => unknown>> = {
  cta: (props) => ({ ...props, clickBehaviour: 'both' }),
  socialButtons: (props) => ({
    ...props,
    buttons: (props.buttons as object[]).map((button) => ({ ...button, url: 'https://social.example' })),
  }),
  rss: (props) => ({ ...props, feedUrl: 'https://podcast.example/feed.xml' }),
};
const episode: RssItemData = {
  title: 'Episode',
  link: 'https://podcast.example/1',
  publishedAt: null,
  author: '',
  categories: [],
  description: null,
  excerpt: '',
  imageUrl: '',
  audioUrl: '',
  durationSeconds: null,
};

function sampleBlock(declaration: (typeof PAGE_BLOCKS)[number]) {
  const texts = new Map<string, string>();
  const control: FieldControl = {
    kind: 'object',
    fields: Object.fromEntries(
      Object.entries(declaration.fields).map(([key, field]) => [key, field.control]),
    ),
  };
  const props = sampleProps(control, '', texts) as Record<string, unknown>;
  const block = {
    id: 'sample',
    type: declaration.type,
    props: SHOWING_ALL[declaration.type]?.(props) ?? props,
  };
  return { block, texts };
}

/** The opening tag carrying an address, and the element's content up to its closing tag. */
function addressed(html: string, path: string) {
  const tag = new RegExp(`<([a-z0-9]+)\\b([^>]*\\sdata-page-text="${path.replaceAll('.', '\\.')}"[^>]*)>`);
  const match = tag.exec(html);
  if (!match) return undefined;
  const rest = html.slice(match.index + match[0].length);
  return { attributes: match[2]!, content: rest.slice(0, rest.indexOf(`</${match[1]}>`)) };
}

describe('the addresses of block texts', () => {
  it.each(PAGE_BLOCKS.map((declaration) => [declaration.type, declaration] as const))(
    '%s: every per-language text it declares is shown at its path in the props',
    (_type, declaration) => {
      const { block, texts } = sampleBlock(declaration);
      const html = render(page(block), { blockData: { sample: { status: 'ok', items: [episode] } } });
      for (const [path, text] of texts) {
        const element = addressed(html, path);
        expect(element, path).toBeDefined();
        // A text shown in an attribute (an image's alt, a player's name) names the attribute holding it.
        const attribute = /data-page-text-attribute="([a-z-]+)"/.exec(element!.attributes)?.[1];
        if (attribute) expect(element!.attributes, path).toContain(`${attribute}="${text}"`);
        else expect(element!.content, path).toContain(text);
        // Shown in the page's language: no `lang` of its own.
        expect(element!.attributes, path).not.toContain('lang=');
      }
      // No address but these: none of another entry or a misnumbered one.
      const shown = [...html.matchAll(/data-page-text="([^"]+)"/g)].map((match) => match[1]);
      expect(new Set(shown)).toEqual(new Set(texts.keys()));
    },
  );

  it("finds the texts by the block declarations (the test's sample of the hero)", () => {
    const hero = PAGE_BLOCKS.find((declaration) => declaration.type === 'hero')!;
    expect([...sampleBlock(hero).texts.keys()]).toEqual([
      'eyebrow',
      'title',
      'subtitle',
      'buttonLabel',
      'secondaryLabel',
      'image.alt',
    ]);
  });

  it("gives a text shown in another language than the page's (a fallback) that language", () => {
    const html = render(
      page(
        {
          id: 'h',
          type: 'heading',
          props: {
            text: { 'en-GB': 'Only English' },
            subline: { 'de-DE': 'Auf Deutsch', 'en-GB': 'In English' },
          },
        },
        { id: 't', type: 'text', props: { body: { 'en-GB': paragraph('English body') } } },
        {
          id: 'i',
          type: 'image',
          props: {
            image: { src: '/media/p.jpg', alt: { 'en-GB': 'The press' } },
            caption: { 'de-DE': 'Presse' },
          },
        },
      ),
      { language: 'de-DE' },
    );
    expect(html).toMatch(/<h2 [^>]*data-page-text="text" lang="en-GB"[^>]*>Only English<\/h2>/);
    expect(addressed(html, 'subline')).toEqual({
      attributes: expect.not.stringContaining('lang='),
      content: 'Auf Deutsch',
    });
    expect(html).toMatch(/<div [^>]*data-page-text="body" lang="en-GB"[^>]*><p>English body<\/p><\/div>/);
    expect(html).toMatch(/<img [^>]*alt="The press"[^>]*data-page-text="image.alt"[^>]*lang="en-GB"/);
    expect(addressed(html, 'caption')?.attributes).not.toContain('lang=');
  });

  it('addresses a text inside a column relative to its own block, and the page by its id', () => {
    const document = page({
      id: 'cols',
      type: 'columns',
      props: {
        columns: [
          { blocks: [{ id: 'inner', type: 'heading', props: { text: { 'en-GB': 'Inside' } } }] },
          { blocks: [] },
        ],
      },
    });
    expect(render(document)).toMatch(
      /data-block-id="inner" data-block-type="heading"><div [^>]*><h2 [^>]*data-page-text="text"[^>]*>Inside</,
    );
    const live = renderWithShellData(
      '/about',
      <ContentPageView page={contentPage(document, { id: 'page-7' })} views={PAGE_BLOCK_VIEWS} />,
      testShellData(null),
    );
    expect(live).toMatch(/<div [^>]*data-testid="content-page" data-page-id="page-7"/);
  });
});
