import { describe, expect, it } from 'vitest';
import { readPageDocument } from '../page-document.ts';
import { allPageBlocks, pageBlocksOfType } from '../page-blocks.ts';

// The Special tab's blocks of issue 25 (RSS feed, icon list, video, audio) read by the page reader: their
// defaults, the spec's enumerations, and the rules on addresses and icon names.

const languages = ['de-DE', 'en-GB'];
const page = (...blocks: unknown[]) => ({ sections: [{ id: 's', blocks }] });
const read = (raw: unknown) => readPageDocument(raw, { languages });
const problems = (raw: unknown) => read(raw).problems.map((p) => `${p.path} ${p.error.key}`);

describe('the RSS block', () => {
  it('has every option of spec §3 with its default', () => {
    const { document, problems: found } = read(page({ id: 'r', type: 'rss', props: {} }));
    expect(found).toEqual([]);
    expect(document.sections[0]!.blocks[0]!.props).toEqual({
      feedUrl: '',
      showFirstAsHero: false,
      thumbnails: true,
      imageAspectRatio: 'widescreen',
      showDuration: true,
      showCategory: false,
      showPublicationDate: true,
      showAuthor: false,
      descriptionMode: 'excerpt',
      showSourceLink: true,
      maxItems: 10,
      categoryFilter: '',
      lastDays: 0,
      audioPlayer: true,
      autoplay: false,
      spacing: 'comfortable',
      listStyle: 'list',
      fallbackImage: expect.objectContaining({ src: '', alt: {} }),
    });
  });

  it("keeps the spec's list styles, spacings and description modes, and refuses others", () => {
    const props = { listStyle: 'threeColumns', spacing: 'spacious', descriptionMode: 'none' };
    expect(read(page({ type: 'rss', props })).document.sections[0]!.blocks[0]!.props).toMatchObject(props);
    expect(problems(page({ type: 'rss', props: { listStyle: 'grid', spacing: 'tight' } }))).toEqual([
      'sections.0.blocks.0.props.spacing validation.choice',
      'sections.0.blocks.0.props.listStyle validation.choice',
    ]);
  });

  it('takes an https feed address only, and bounds the item count and the days', () => {
    expect(
      problems(
        page({
          type: 'rss',
          props: { feedUrl: 'http://podcast.example/feed.xml', maxItems: 51, lastDays: -1 },
        }),
      ),
    ).toEqual([
      'sections.0.blocks.0.props.feedUrl validation.urlHttps',
      'sections.0.blocks.0.props.maxItems validation.range',
      'sections.0.blocks.0.props.lastDays validation.range',
    ]);
    expect(problems(page({ type: 'rss', props: { feedUrl: 'https://podcast.example/feed.xml' } }))).toEqual(
      [],
    );
  });
});

describe('the icon list block', () => {
  it('keeps icon names as the icon set spells them and drops anything else', () => {
    const raw = page({
      type: 'iconList',
      props: {
        items: [
          { icon: 'shield-check', title: { 'de-DE': 'Sicher' }, text: { 'en-GB': 'Safe' } },
          { icon: '<svg onload=alert(1)>', title: { 'de-DE': 'Böse' } },
          { icon: 'Truck' },
        ],
      },
    });
    const items = read(raw).document.sections[0]!.blocks[0]!.props.items as { icon: string }[];
    expect(items.map((item) => item.icon)).toEqual(['shield-check', '', '']);
    expect(problems(raw)).toEqual([
      'sections.0.blocks.0.props.items.1.icon validation.forbiddenCharacters',
      'sections.0.blocks.0.props.items.2.icon validation.invalidSetting',
    ]);
  });
});

describe('the video and audio blocks', () => {
  it('take an https address or a path of this shop, never another scheme', () => {
    const raw = page(
      { type: 'video', props: { url: '/media/abc', poster: { src: 'https://cdn.example/p.jpg' } } },
      { type: 'audio', props: { url: 'javascript:alert(1)' } },
      { type: 'audio', props: { url: 'https://cdn.example/a.mp3', autoplay: true, loop: true } },
    );
    const blocks = read(raw).document.sections[0]!.blocks;
    expect(blocks[0]!.props).toMatchObject({ url: '/media/abc', controls: true, autoplay: false });
    expect(blocks[1]!.props.url).toBe('');
    expect(blocks[2]!.props).toMatchObject({ autoplay: true, loop: true, controls: true });
    expect(problems(raw)).toEqual(['sections.0.blocks.1.props.url validation.linkUrl']);
  });
});

describe('finding blocks in a page', () => {
  it('finds blocks inside columns too, in reading order', () => {
    const { document } = read(
      page(
        { id: 'a', type: 'rss', props: {} },
        {
          id: 'cols',
          type: 'columns',
          props: {
            columns: [{ blocks: [{ id: 'b', type: 'rss' }] }, { blocks: [{ id: 'i', type: 'iconList' }] }],
          },
        },
        { id: 'c', type: 'rss' },
      ),
    );
    expect(allPageBlocks(document).map((block) => block.id)).toEqual(['a', 'cols', 'b', 'i', 'c']);
    expect(pageBlocksOfType(document, 'rss').map((block) => block.id)).toEqual(['a', 'b', 'c']);
    expect(pageBlocksOfType(document, 'iconList')[0]!.props.perRow).toBe(3);
  });
});

describe('checking one block’s props (the page builder’s modals)', () => {
  it('names each problem by its path inside the props, as a save of the page would', async () => {
    const { checkBlockProps } = await import('../block-check.ts');
    const button = { platform: 'instagram', url: 'https://instagram.com/shop' };
    const social = checkBlockProps(
      'socialButtons',
      { buttons: [button, { ...button, url: 'http://x.example' }] },
      languages,
    );
    expect(social.errors).toEqual({ 'buttons.1.url': { key: 'validation.urlHttps' } });
    expect(checkBlockProps('socialButtons', { buttons: Array(6).fill(button) }, languages).errors).toEqual({
      buttons: { key: 'validation.maxSocialButtons', params: { max: '5' } },
    });
    const rssCheck = checkBlockProps(
      'rss',
      { feedUrl: 'https://podcast.example/feed.xml', maxItems: 0 },
      languages,
    );
    expect(rssCheck.errors).toEqual({
      maxItems: { key: 'validation.range', params: { min: '1', max: '50' } },
    });
    expect(rssCheck.props.maxItems).toBe(10);
  });
});
