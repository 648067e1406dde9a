import { describe, expect, it } from 'vitest';
import { pageLinks, pageUrl, siteOrigin } from './page-url.ts';

describe('pageUrl', () => {
  it('is the typed address on a full page load', () => {
    expect(pageUrl(new Request('http://shop.test/admin/products?q=a')).href).toBe(
      'http://shop.test/admin/products?q=a',
    );
  });

  it("is the page's address on a client navigation's data request", () => {
    const data = new Request('http://shop.test/admin/products.data?q=a&_routes=routes%2Fadmin%2Flayout');
    expect(pageUrl(data).href).toBe('http://shop.test/admin/products?q=a');
    expect(pageUrl(new Request('http://shop.test/_root.data?_routes=root')).href).toBe('http://shop.test/');
  });

  it('keeps the trailing slash of a trailing-slash-aware data request (the home page’s too)', () => {
    expect(pageUrl(new Request('http://shop.test/_.data?_routes=root')).href).toBe('http://shop.test/');
    expect(pageUrl(new Request('http://shop.test/catalog/_.data')).href).toBe('http://shop.test/catalog/');
  });
});

describe('siteOrigin', () => {
  it("is the tenant's Active default domain over https, whatever host was asked", () => {
    expect(siteOrigin('shop.example.com', new Request('http://other.example.com/catalog'))).toBe(
      'https://shop.example.com',
    );
  });

  it('is the address asked at without one (development names, tests)', () => {
    expect(siteOrigin(undefined, new Request('http://northprint.localhost:3000/catalog.data'))).toBe(
      'http://northprint.localhost:3000',
    );
  });
});

describe('pageLinks', () => {
  const shop = { languages: [{ code: 'de-DE' }, { code: 'en-GB' }], language: 'de-DE' };
  const hrefs = (links: ReturnType<typeof pageLinks>) =>
    links.tags.map((tag) => `${tag.rel} ${tag.hrefLang ?? ''} ${tag.href}`.replace('  ', ' '));

  it('names one alternate per language at ?lang= and x-default at the bare path', () => {
    const links = pageLinks('https://shop.example.com', '/products/flyer', '', shop);
    expect(hrefs(links)).toEqual([
      'canonical https://shop.example.com/products/flyer',
      'alternate de-DE https://shop.example.com/products/flyer?lang=de-DE',
      'alternate en-GB https://shop.example.com/products/flyer?lang=en-GB',
      'alternate x-default https://shop.example.com/products/flyer',
    ]);
    expect(links.canonical).toBe('https://shop.example.com/products/flyer');
  });

  it('keeps ?lang= in the canonical when the address named the language shown, and no other query', () => {
    const english = { ...shop, language: 'en-GB' };
    expect(pageLinks('https://s.test', '/catalog', '?lang=en-GB&page=2', english).canonical).toBe(
      'https://s.test/catalog?lang=en-GB',
    );
    // A language the shop does not offer was not chosen: the page is the bare one.
    expect(pageLinks('https://s.test', '/catalog', '?lang=fr-FR', shop).canonical).toBe(
      'https://s.test/catalog',
    );
  });

  it('encodes the path as an address', () => {
    expect(pageLinks('https://s.test', '/über uns', '', shop).canonical).toBe(
      'https://s.test/%C3%BCber%20uns',
    );
  });
});
