import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../theme/default-theme.ts';
import { mergeThemeWithDefaults } from '../theme/merge-theme.ts';
import { readPageDocument } from './page-document.ts';
import { checkPageForPublishing, type PublishCheckMeta, type PublishFinding } from './publish-check.ts';

// Issue 25: before a page goes live it is checked; every kind of finding names its block (or the
// page's field), its path and a text key.

const languages = ['de-DE', 'en-GB'];
const both = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });
const goodMeta: PublishCheckMeta = {
  title: both('Sommeraktion', 'Summer sale'),
  seoTitle: both(
    'Sommeraktion: Flyer und Plakate zum Sonderpreis',
    'Summer sale: flyers and posters at special prices',
  ),
  seoDescription: both(
    'Im Juli drucken wir Flyer und Plakate zum Sonderpreis – online gestaltet, in drei Werktagen bei Ihnen.',
    'In July we print flyers and posters at special prices – designed online, with you in three working days.',
  ),
};

type Block = { id: string; type: string; props: Record<string, unknown> };
const hero = (props: Record<string, unknown> = {}): Block => ({
  id: 'hero',
  type: 'hero',
  props: { title: both('Sommer', 'Summer'), ...props },
});
const heading = (
  id: string,
  level: string,
  text: Record<string, string> = both('Titel', 'Title'),
): Block => ({
  id,
  type: 'heading',
  props: { text, level },
});

/** The findings of a page of these sections (each `[blocks, settings]`) with the meta given. */
function check(
  sections: [Block[], Record<string, unknown>?][],
  meta: PublishCheckMeta = goodMeta,
  theme = defaultTheme,
): PublishFinding[] {
  const raw = {
    schemaVersion: 1,
    sections: sections.map(([blocks, settings], index) => ({ id: `s${index}`, settings, blocks })),
  };
  const { document, problems } = readPageDocument(raw, { languages });
  expect(problems).toEqual([]);
  return checkPageForPublishing({ document, meta, languages, defaultLanguage: 'de-DE', theme });
}
const brief = (findings: PublishFinding[]) =>
  findings.map((found) => `${found.key} ${found.blockId ?? found.sectionId ?? '-'} ${found.path}`);

describe('the publish check', () => {
  it('finds nothing on a page ready to go live', () => {
    expect(check([[[hero(), heading('intro', 'h2'), heading('detail', 'h3')]]])).toEqual([]);
  });

  it('finds images without alternative text in each shop language, with the path to the missing text', () => {
    const findings = check([
      [
        [
          hero(),
          {
            id: 'photo',
            type: 'image',
            props: { image: { src: '/media/a', alt: { 'de-DE': 'Druckmaschine' } } },
          },
          // No picture chosen: nothing to describe.
          { id: 'empty', type: 'image', props: { image: { src: '' } } },
          {
            id: 'teaser',
            type: 'linkPage',
            props: { url: '/faq', title: both('FAQ', 'FAQ'), image: { src: '/media/b' } },
          },
        ],
      ],
    ]);
    expect(
      findings
        .filter((found) => found.kind === 'imageAlt')
        .map((found) => [found.blockId, found.path, found.language]),
    ).toEqual([
      ['photo', 'sections.0.blocks.1.props.image.alt.en-GB', 'en-GB'],
      ['teaser', 'sections.0.blocks.3.props.image.alt.de-DE', 'de-DE'],
      ['teaser', 'sections.0.blocks.3.props.image.alt.en-GB', 'en-GB'],
    ]);
    // A missing alternative text is the alt check's finding, not also a missing translation.
    expect(findings.filter((found) => found.kind === 'translation')).toEqual([]);
    expect(findings[0]).toMatchObject({ key: 'cms.publishCheckImageAlt', sectionId: 's0' });
  });

  it('checks the heading outline: one h1, no level skipped, found inside columns too', () => {
    const columns: Block = {
      id: 'cols',
      type: 'columns',
      props: { columns: [{ blocks: [heading('deep', 'h3')] }, { blocks: [heading('second', 'h1')] }] },
    };
    expect(brief(check([[[hero(), columns]]]))).toEqual([
      'cms.publishCheckHeadingSkipped deep sections.0.blocks.1.props.columns.0.blocks.0.props.text',
      'cms.publishCheckManyH1 second sections.0.blocks.1.props.columns.1.blocks.0.props.text',
    ]);
    const skipped = check([[[hero(), heading('deep', 'h3')]]]).find((found) => found.blockId === 'deep');
    expect(skipped).toMatchObject({ kind: 'headingOrder', values: { level: 'H3', previous: 'H1' } });
    // A page without an h1 (its title) says so once, for the page.
    expect(brief(check([[[heading('intro', 'h2')]]]))).toEqual(['cms.publishCheckNoH1 - document']);
    // Rich text headings count: an h3 in a text right after the h1 skips the h2.
    const text: Block = {
      id: 'body',
      type: 'text',
      props: {
        body: {
          'de-DE': [{ type: 'heading-three', children: [{ text: 'Details' }] }],
          'en-GB': [{ type: 'heading-three', children: [{ text: 'Details' }] }],
        },
      },
    };
    expect(brief(check([[[hero(), text]]]))).toEqual([
      'cms.publishCheckHeadingSkipped body sections.0.blocks.1.props.body',
    ]);
    // An icon list's entries are h3 headings, an RSS feed's items too.
    const icons: Block = {
      id: 'icons',
      type: 'iconList',
      props: { items: [{ icon: 'check', title: both('Schnell', 'Fast') }] },
    };
    expect(brief(check([[[hero(), icons]]]))).toEqual([
      'cms.publishCheckHeadingSkipped icons sections.0.blocks.1.props.items',
    ]);
    const feed: Block = { id: 'feed', type: 'rss', props: { feedUrl: 'https://blog.example/feed' } };
    expect(brief(check([[[hero(), heading('news', 'h2'), feed]]]))).toEqual([]);
  });

  it('finds links without a name: buttons, call-to-action tiles, page teasers, cloudbar and rich-text links', () => {
    const findings = check([
      [
        [
          hero({ buttonUrl: '/catalog', secondaryUrl: '/faq', secondaryLabel: both('Fragen', 'Questions') }),
          { id: 'cta', type: 'cta', props: { url: '/catalog', clickBehaviour: 'button' } },
          {
            id: 'tile',
            type: 'cta',
            props: { url: '/catalog', clickBehaviour: 'tile', title: both('Angebot', 'Offer') },
          },
          {
            id: 'teaser',
            type: 'linkPage',
            props: { url: '/about', description: both('Über uns', 'About us') },
          },
          {
            id: 'bar',
            type: 'cloudbar',
            props: {
              links: [{ label: both('Flyer', 'Flyers'), url: '/catalog/flyer' }, { url: '/catalog/plakate' }],
            },
          },
          {
            id: 'body',
            type: 'text',
            props: {
              body: {
                'de-DE': [
                  {
                    type: 'paragraph',
                    children: [{ text: 'Siehe ' }, { type: 'link', url: '/faq', children: [{ text: '' }] }],
                  },
                ],
                'en-GB': [
                  {
                    type: 'paragraph',
                    children: [{ type: 'link', url: '/faq', children: [{ text: 'FAQ' }] }],
                  },
                ],
              },
            },
          },
          // Named by their platform: no finding.
          {
            id: 'social',
            type: 'socialButtons',
            props: { buttons: [{ platform: 'instagram', url: 'https://instagram.com/x' }] },
          },
        ],
      ],
    ]).filter((found) => found.kind === 'linkName');
    expect(findings.map((found) => [found.blockId, found.path, found.language])).toEqual([
      ['hero', 'sections.0.blocks.0.props.buttonLabel', null],
      ['cta', 'sections.0.blocks.1.props.label', null],
      ['teaser', 'sections.0.blocks.3.props.title', null],
      ['bar', 'sections.0.blocks.4.props.links.1.label', null],
      ['body', 'sections.0.blocks.5.props.body.de-DE', 'de-DE'],
    ]);
    expect(findings[0]!.key).toBe('cms.publishCheckLinkName');
  });

  it('measures text over section backgrounds against WCAG AA (4.5:1) in the shop’s theme', () => {
    const blocks = [hero()];
    // A colour of its own gets dark or white text: both readable.
    expect(check([[blocks, { background: '#0f172a' }]])).toEqual([]);
    expect(check([[blocks, { background: '#fafafa' }]])).toEqual([]);
    // A mid tone is readable with neither: white on #888 is 3.5:1.
    const grey = check([[blocks, { background: '#888888' }]]);
    expect(grey).toEqual([
      expect.objectContaining({
        kind: 'contrast',
        key: 'cms.publishCheckContrast',
        sectionId: 's0',
        blockId: null,
        path: 'sections.0.settings.background',
        values: { ratio: '3.5', minimum: '4.5' },
      }),
    ]);
    // A theme colour takes its paired text colour from the theme: fine in the default theme, a finding
    // in a theme whose pair is hard to read.
    expect(check([[blocks, { background: 'colors.primary.background' }]])).toEqual([]);
    const pale = mergeThemeWithDefaults({
      colors: { colors: { primary: { background: { color: '#3b82f6' }, text: { color: '#93c5fd' } } } },
    });
    expect(brief(check([[blocks, { background: 'colors.primary.background' }]], goodMeta, pale))).toEqual([
      'cms.publishCheckContrast s0 sections.0.settings.background',
    ]);
    // A hero's own text colour over the hero.
    expect(brief(check([[[hero({ textColour: '#eeeeee' })]]]))).toEqual([
      'cms.publishCheckContrast hero sections.0.blocks.0.props.textColour',
    ]);
  });

  it('checks the SEO title and description of each shop language: missing, too short, too long', () => {
    const findings = check([[[hero()]]], {
      ...goodMeta,
      seoTitle: { 'de-DE': 'Sommer' },
      seoDescription: { ...goodMeta.seoDescription, 'en-GB': 'x'.repeat(161) },
    });
    expect(findings.map((found) => [found.kind, found.key, found.path, found.values.length])).toEqual([
      ['seoTitle', 'cms.publishCheckSeoTitleLength', 'seoTitle.de-DE', '6'],
      ['seoTitle', 'cms.publishCheckSeoTitleMissing', 'seoTitle.en-GB', '0'],
      ['seoDescription', 'cms.publishCheckSeoDescriptionLength', 'seoDescription.en-GB', '161'],
    ]);
    expect(findings[0]).toMatchObject({
      blockId: null,
      sectionId: null,
      language: 'de-DE',
      values: { min: '20', max: '60' },
    });
  });

  it('finds texts missing in a shop language, in blocks and the page title', () => {
    const findings = check(
      [
        [
          [
            hero({ subtitle: { 'de-DE': 'Nur auf Deutsch' } }),
            heading('intro', 'h2', { 'en-GB': 'Only English' }),
          ],
        ],
      ],
      { ...goodMeta, title: { 'de-DE': 'Sommeraktion' } },
    );
    expect(
      findings
        .filter((found) => found.kind === 'translation')
        .map((found) => [found.blockId, found.path, found.language]),
    ).toEqual([
      [null, 'title.en-GB', 'en-GB'],
      ['hero', 'sections.0.blocks.0.props.subtitle.en-GB', 'en-GB'],
      ['intro', 'sections.0.blocks.1.props.text.de-DE', 'de-DE'],
    ]);
  });
});
