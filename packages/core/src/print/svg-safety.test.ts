import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeXml, imageHref, isSafeImageHref } from './svg-safety.ts';

describe('escapeXml', () => {
  it('escapes markup and quote characters', () => {
    expect(escapeXml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('drops characters XML cannot hold at all, keeps tab, newlines and astral characters', () => {
    expect(escapeXml('a\u0000b\u0008c\u001fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(escapeXml('a\tb\nc\rd 😀')).toBe('a\tb\nc\rd 😀');
  });

  it('leaves no raw markup character and no bare ampersand (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const escaped = escapeXml(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
      }),
    );
  });
});

describe('isSafeImageHref / imageHref', () => {
  it.each([
    'https://cdn.example.com/logo.png',
    'http://localhost:3000/media/a.png',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  ])('lets %s through', (href) => expect(isSafeImageHref(href)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'file:///etc/passwd',
    'ftp://example.com/a.png',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/png,<svg onload=alert(1)>',
    '/media/a.png',
    '//evil.example/a.png',
    ' https://example.com/a.png',
    '',
  ])('drops %s', (href) => expect(isSafeImageHref(href)).toBe(false));

  it('resolves our root-relative upload paths against a base URL only', () => {
    expect(imageHref('/media/t1/logo.png', 'https://shop.example.com/')).toBe(
      'https://shop.example.com/media/t1/logo.png',
    );
    expect(imageHref('/media/t1/logo.png')).toBeUndefined();
    expect(imageHref('//evil.example/a.png', 'https://shop.example.com')).toBeUndefined();
    expect(imageHref('/x', 'javascript:alert(1)//')).toBeUndefined();
    expect(imageHref(' https://example.com/a.png ')).toBe('https://example.com/a.png');
  });
});
