import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '@print/core/auth/auth-api';
import { PAGE_BLOCK_VIEWS } from '../../../routes/page-block-views.ts';
import { registeredSession, renderWithShellData } from '../../../shell/test-helpers.tsx';
import type { BlockData } from '../../../lib/pages/page-render.tsx';
import { pageShellData, readFixture } from '../content-page-fixtures.ts';
import { loadBlockData } from '../content-page-block-data.ts';
import { PageDocumentView } from '../page-document-view.tsx';
import { formatDuration, type RssBlockData, type RssItemData } from './rss-feed.tsx';

// The Special tab's blocks in the shop (issue 25): the RSS feed with the server's items, the icon list
// with the server's icons, video and audio with the spec's notices for browsers without them.

const editor: SessionInfo = { ...registeredSession, rights: ['cms.edit'] };

function render(
  blocks: unknown[],
  blockData: BlockData = {},
  options: { language?: string; session?: SessionInfo } = {},
) {
  const language = options.language ?? 'en-GB';
  return renderWithShellData(
    '/page',
    <PageDocumentView
      document={readFixture({ sections: [{ id: 's', blocks }] })}
      views={PAGE_BLOCK_VIEWS}
      blockData={blockData}
    />,
    pageShellData(language, options.session ?? null),
  );
}

const episode = (overrides: Partial<RssItemData> = {}): RssItemData => ({
  title: 'Episode 2: Finishing',
  link: 'https://podcast.example/2',
  publishedAt: '2026-03-03T07:00:00.000Z',
  author: 'Anna',
  categories: ['Technique'],
  description: null,
  excerpt: 'About varnish and foil.',
  imageUrl: 'https://podcast.example/2.jpg',
  audioUrl: 'https://cdn.podcast.example/2.mp3',
  durationSeconds: 3723,
  ...overrides,
});
const feed = (items: RssItemData[]): RssBlockData => ({ status: 'ok', items });
const rss = (props: Record<string, unknown> = {}) => ({
  id: 'feed',
  type: 'rss',
  props: { feedUrl: 'https://podcast.example/feed.xml', ...props },
});

describe('the RSS block', () => {
  it('shows the items the server sent with the options of spec §3', () => {
    const html = render(
      [
        rss({
          showFirstAsHero: true,
          showAuthor: true,
          showCategory: true,
          listStyle: 'twoColumns',
          spacing: 'compact',
        }),
      ],
      { feed: feed([episode(), episode({ title: 'Episode 1', imageUrl: '', durationSeconds: 754 })]) },
    );
    expect(html).toMatch(
      /<h2[^>]*><a href="https:\/\/podcast.example\/2" target="_blank" rel="noopener">Episode 2: Finishing<\/a><\/h2>/,
    );
    expect(html).toMatch(/<h3[^>]*>.*Episode 1.*<\/h3>/);
    expect(html).toMatch(/class="[^"]*twoColumns/);
    expect(html).toMatch(/class="[^"]*compact/);
    for (const text of ['1:02:03', '12:34', 'Anna', 'Technique', 'About varnish and foil.', '3 Mar 2026'])
      expect(html).toContain(text);
    expect(html).toContain('<audio');
    expect(html).toContain('Your browser does not support audio playback.');
    expect(html).toContain('loading="lazy"');
  });

  it('uses the fallback image for items without a picture, and no pictures when thumbnails are off', () => {
    const items = { feed: feed([episode({ imageUrl: '' })]) };
    const withFallback = render(
      [rss({ fallbackImage: { src: '/media/cover.jpg', alt: { 'en-GB': 'Our cover' } } })],
      items,
    );
    expect(withFallback).toMatch(/<img[^>]*src="\/media\/cover.jpg"[^>]*alt="Our cover"/);
    expect(render([rss({ thumbnails: false })], { feed: feed([episode()]) })).not.toContain('<img');
  });

  it('hides what the options switch off: dates, durations, players, descriptions and source links', () => {
    const html = render(
      [
        rss({
          showPublicationDate: false,
          showDuration: false,
          audioPlayer: false,
          descriptionMode: 'none',
          showSourceLink: false,
        }),
      ],
      { feed: feed([episode()]) },
    );
    for (const text of ['2026', '1:02:03', '<audio', 'About varnish', 'href="https://podcast.example/2"'])
      expect(html).not.toContain(text);
    expect(html).toContain('Episode 2: Finishing');
  });

  it('shows a full description as the shop’s rich text', () => {
    const description = [{ type: 'paragraph', children: [{ text: 'Varnish', bold: true }] }];
    const html = render([rss({ descriptionMode: 'full' })], { feed: feed([episode({ description })]) });
    expect(html).toContain('<strong>Varnish</strong>');
  });

  it('tells editors that the feed address is missing (both languages) and shows shoppers nothing', () => {
    const noUrl = [{ id: 'feed', type: 'rss', props: {} }];
    expect(render(noUrl, {}, { session: editor })).toContain(
      'No RSS feed URL configured. Please edit the settings to add a feed URL.',
    );
    expect(render(noUrl, {}, { session: editor, language: 'de-DE' })).toContain(
      'Keine RSS-Feed-URL konfiguriert. Bitte fügen Sie in den Einstellungen eine Feed-URL hinzu.',
    );
    expect(render(noUrl)).not.toContain('RSS');
    expect(render(noUrl)).not.toContain('role="status"');
  });

  it('says a feed has no episodes; a feed that could not be read is an editor’s notice only', () => {
    expect(render([rss()], { feed: feed([]) })).toContain('No episodes found in the RSS feed.');
    expect(render([rss()], { feed: feed([]) }, { language: 'de-DE' })).toContain(
      'Im RSS-Feed wurden keine Episoden gefunden.',
    );
    const unavailable = { feed: { status: 'unavailable', items: [] } satisfies RssBlockData };
    expect(render([rss()], unavailable)).not.toContain('No episodes');
    expect(render([rss()], unavailable, { session: editor })).toContain('No episodes found in the RSS feed.');
  });

  it('writes durations as podcasts show them', () => {
    expect([formatDuration(45), formatDuration(754), formatDuration(3723)]).toEqual([
      '0:45',
      '12:34',
      '1:02:03',
    ]);
  });
});

describe('the icon list block', () => {
  const truck = {
    name: 'truck',
    viewBox: '0 0 24 24',
    shapes: [
      {
        tag: 'path',
        attributes: { d: 'M1 1h10', stroke: 'currentColor', strokeWidth: '2', onload: 'alert(1)' },
      },
      { tag: 'script', attributes: { d: 'alert(1)' } },
      { tag: 'circle', attributes: { cx: '7', cy: '18', r: '2', fill: 'url(javascript:alert(1))' } },
    ],
  };
  const list = {
    id: 'icons',
    type: 'iconList',
    props: {
      perRow: 2,
      items: [
        { icon: 'truck', title: { 'en-GB': 'Fast delivery' }, text: { 'en-GB': 'In two days.' } },
        { icon: 'gone', title: { 'en-GB': 'No icon' } },
      ],
    },
  };

  it('draws the icons the server sent as shapes, and only allowed shapes and attributes', () => {
    const html = render([list], { icons: { icons: { truck } } });
    expect(html).toMatch(
      /<svg viewBox="0 0 24 24"[^>]*aria-hidden="true"[^>]*data-icon="truck"><path d="M1 1h10" stroke="currentColor" stroke-width="2"><\/path><circle cx="7" cy="18" r="2"><\/circle><\/svg>/,
    );
    for (const bad of ['script', 'onload', 'javascript']) expect(html).not.toContain(bad);
    expect(html).toContain('Fast delivery');
    expect(html).toContain('In two days.');
    expect(html).toContain('No icon');
    expect(html).toMatch(/class="[^"]*perRow2/);
  });

  it('gets its icons from the page answer through the loader, by block', async () => {
    const document = readFixture({ sections: [{ id: 's', blocks: [list] }] });
    const page = {
      id: 'p',
      kind: '',
      title: '',
      slug: 'p',
      seoTitle: null,
      seoDescription: null,
      socialImage: null,
      liveUntil: null,
      document,
      icons: [truck],
    };
    // No RSS block: the loader asks the server nothing more.
    const data = await loadBlockData({} as never, page);
    expect(data).toEqual({ icons: { icons: { truck } } });
  });
});

describe('the video and audio blocks', () => {
  it('play a file with controls, the poster, and the notice for browsers without video or audio', () => {
    const html = render([
      {
        id: 'v',
        type: 'video',
        props: { url: '/media/film.mp4', poster: { src: '/media/poster.jpg' }, loop: true },
      },
      { id: 'a', type: 'audio', props: { url: 'https://cdn.example/a.mp3', title: { 'en-GB': 'Jingle' } } },
    ]);
    expect(html).toMatch(
      /<video[^>]*src="\/media\/film.mp4"[^>]*poster="\/media\/poster.jpg"[^>]*controls=""[^>]*loop=""/,
    );
    expect(html).toContain('Your browser does not support video playback.');
    expect(html).toMatch(/<audio[^>]*src="https:\/\/cdn.example\/a.mp3"[^>]*controls=""/);
    expect(html).toContain('Jingle');
    expect(html).toContain('Your browser does not support audio playback.');
    const german = render(
      [{ id: 'v', type: 'video', props: { url: '/media/film.mp4' } }],
      {},
      { language: 'de-DE' },
    );
    expect(german).toContain('Ihr Browser unterstützt die Videowiedergabe nicht.');
  });

  it('autoplays muted and inline; a block without a file shows nothing', () => {
    const html = render([
      { id: 'v', type: 'video', props: { url: '/media/film.mp4', autoplay: true, controls: false } },
    ]);
    expect(html).toMatch(/<video[^>]*autoplay=""/i);
    expect(html).toMatch(/playsInline=""/i);
    expect(html).not.toContain('controls');
    expect(
      render([
        { id: 'v', type: 'video', props: {} },
        { id: 'a', type: 'audio', props: {} },
      ]),
    ).not.toMatch(/<video|<audio/);
  });
});
