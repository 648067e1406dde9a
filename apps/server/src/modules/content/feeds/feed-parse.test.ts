import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RSS_MAX_ITEMS } from '@print/core/pages/page-constants';
import { parseFeed, readDuration } from './feed-parse.ts';
import { excerptOf, feedHtmlToRichText } from './feed-html.ts';
import { readXml, XML_LIMITS } from './xml-reader.ts';
import { BLOG_ATOM, PODCAST_RSS } from './test/feed-samples.ts';

// Reading feeds (issue 25): RSS 2.0 with the podcast tags, Atom, and the feed's HTML made safe; every
// reader bounded and linear, whatever it is given.

describe('parseFeed', () => {
  it('reads a podcast: episodes with audio, duration, picture, author, categories and date', () => {
    const feed = parseFeed(PODCAST_RSS, 'https://podcast.example/feed.xml')!;
    expect(feed.title).toBe('Druck & Papier');
    expect(feed.imageUrl).toBe('https://podcast.example/cover.jpg');
    expect(feed.items).toHaveLength(2);
    const [second, first] = feed.items;
    expect(second).toMatchObject({
      title: 'Folge 2: Veredelung',
      link: 'https://podcast.example/2',
      publishedAt: '2026-03-03T07:00:00.000Z',
      author: 'Anna Druck',
      categories: ['Technik', 'Papier'],
      audioUrl: 'https://cdn.podcast.example/2.mp3',
      audioType: 'audio/mpeg',
      durationSeconds: 3723,
      imageUrl: 'https://podcast.example/2.jpg',
    });
    // The relative link resolves against the feed; the script is gone with its text.
    expect(second!.description).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'Über ' },
          { text: 'Lack', bold: true },
          { text: ' und ' },
          { type: 'link', url: 'https://podcast.example/folien', children: [{ text: 'Folien' }] },
          { text: '.' },
        ],
      },
    ]);
    // Plain http addresses are not shown on an https shop (mixed content): no link, no player.
    expect(first).toMatchObject({ link: '', audioUrl: '', author: 'Ben', durationSeconds: 754 });
    expect(first!.description).toEqual([
      {
        type: 'paragraph',
        children: [{ text: 'Gestrichen oder ' }, { text: 'ungestrichen', italic: true }, { text: '?' }],
      },
    ]);
  });

  it('reads an Atom feed with its enclosure, and its HTML headings and lists', () => {
    const [entry] = parseFeed(BLOG_ATOM, 'https://blog.example/atom.xml')!.items;
    expect(entry).toMatchObject({
      title: 'Neue Maschine',
      link: 'https://blog.example/maschine',
      audioUrl: 'https://blog.example/m.ogg',
      author: 'Clara',
      categories: ['Werkstatt'],
      publishedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(entry!.description).toEqual([
      { type: 'heading-two', children: [{ text: 'Endlich da' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'schnell' }] },
          { type: 'list-item', children: [{ text: 'leise' }] },
        ],
      },
    ]);
  });

  it('is null for what is no feed, and keeps at most RSS_MAX_ITEMS items', () => {
    expect(parseFeed('<html><body>Hallo</body></html>', 'https://x.example/')).toBeNull();
    expect(parseFeed('not xml at all', 'https://x.example/')).toBeNull();
    const many = `<rss><channel>${'<item><title>x</title></item>'.repeat(500)}</channel></rss>`;
    expect(parseFeed(many, 'https://x.example/')!.items).toHaveLength(RSS_MAX_ITEMS);
  });

  it('reads durations as podcasts write them', () => {
    expect([readDuration('45'), readDuration('12:30'), readDuration('1:00:00'), readDuration('x')]).toEqual([
      45,
      750,
      3600,
      null,
    ]);
  });
});

describe("the feed's HTML", () => {
  it('keeps only the shop’s rich text: no scripts, handlers, frames, pictures or unsafe links', () => {
    const html = `<p onclick="steal()">Hi <img src=x onerror=alert(1)><iframe src="https://evil.example"></iframe>
      <a href="javascript:alert(1)">click</a> <a href="data:text/html,x">data</a>
      <style>p{}</style><svg><script>alert(2)</script></svg><a href="https://ok.example/">ok</a></p>`;
    const document = feedHtmlToRichText(html, 'https://feed.example/');
    const json = JSON.stringify(document);
    for (const bad of ['steal', 'onerror', 'iframe', 'javascript', 'data:', 'alert', 'evil', 'p{}'])
      expect(json).not.toContain(bad);
    expect(json).toContain('"url":"https://ok.example/"');
    expect(json).toContain('click');
  });

  it('cuts an excerpt at a word', () => {
    const document = feedHtmlToRichText(`<p>${'Wort '.repeat(100)}</p>`, 'https://x.example/');
    const excerpt = excerptOf(document);
    expect(excerpt.length).toBeLessThanOrEqual(240);
    expect(excerpt.endsWith('Wort…')).toBe(true);
  });
});

describe('bounded and linear', () => {
  const timed = (work: () => void) => {
    const start = performance.now();
    work();
    return performance.now() - start;
  };

  it('reads 2 MiB of pathological markup in seconds, not the minutes a quadratic reader takes', () => {
    const size = 2 * 2 ** 20;
    const inputs = [
      '<'.repeat(size),
      '<a '.repeat(size / 3),
      `<a ${'x'.repeat(size)}>`,
      '<!x>'.repeat(size / 4),
      '<!--'.repeat(size / 4),
      `<a b="${'x'.repeat(size)}`,
      '<a>'.repeat(size / 3),
      '</a>'.repeat(size / 4),
      '&amp;'.repeat(size / 5),
      `<rss><channel>${'<item><description>&lt;p&gt;&lt;b&gt;x'.repeat(size / 40)}`,
    ];
    for (const input of inputs) {
      // A linear pass takes well under a second here even on a busy two-core machine.
      expect(timed(() => parseFeed(input, 'https://x.example/'))).toBeLessThan(5000);
      expect(timed(() => feedHtmlToRichText(input, 'https://x.example/'))).toBeLessThan(5000);
    }
  });

  it('nests at most XML_LIMITS.depth elements and keeps at most XML_LIMITS.elements', () => {
    let depth = 0;
    let node = readXml('<a>'.repeat(1000) + 'deep');
    while (node.children[0] && typeof node.children[0] !== 'string') {
      node = node.children[0];
      depth++;
    }
    expect(depth).toBeLessThanOrEqual(XML_LIMITS.depth + 1);
    expect(readXml('<b/>'.repeat(XML_LIMITS.elements * 2)).children).toHaveLength(XML_LIMITS.elements);
  });

  it('never throws on any text, and what it keeps is the shop’s rich text with https links only', () => {
    const piece = fc.constantFrom(
      '<', '>', '/', '"', "'", '=', '&', ';', '#', '<![CDATA[', ']]>', '<!--', '-->', '<?', '?>', '<!DOCTYPE x [',
      '<rss>', '<channel>', '<item>', '</item>', '<title>', '<description>', '<enclosure url="https://a.example/a.mp3" type="audio/mpeg"/>',
      '<a href="javascript:x">', '<a href="https://a.example/">', '<script>', '</script>', '<p>', '<ul><li>', 'text', ' ',
    ); // prettier-ignore
    fc.assert(
      fc.property(fc.array(fc.oneof(piece, fc.string({ maxLength: 5 })), { maxLength: 80 }), (parts) => {
        const input = parts.join('');
        const feed = parseFeed(input, 'https://x.example/');
        const html = JSON.stringify(feedHtmlToRichText(input, 'https://x.example/'));
        for (const url of html.match(/"url":"[^"]*"/g) ?? []) expect(url).toMatch(/^"url":"https:\/\//);
        for (const item of feed?.items ?? [])
          expect(item.audioUrl === '' || item.audioUrl.startsWith('https://')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
