import { describe, expect, it } from 'vitest';
import { deepLinkTarget, encodeDeepLink, forcedLogoutUrl } from './deep-link.ts';

describe('deepLink', () => {
  it('round-trips an address with query, hash and non-ASCII characters', () => {
    const address = '/catalog/visitenkarten?sort=preis&q=Größe#top';
    expect(deepLinkTarget(encodeDeepLink(address))).toBe(address);
  });

  it('is base64 inside a URL-encoded string', () => {
    expect(encodeDeepLink('/cart?tab=drafts')).toBe(encodeURIComponent(btoa('/cart?tab=drafts')));
  });

  it('leads to / when empty, invalid or pointing at another site', () => {
    expect(deepLinkTarget(null)).toBe('/');
    expect(deepLinkTarget('')).toBe('/');
    expect(deepLinkTarget('%%%not-base64')).toBe('/');
    expect(deepLinkTarget(encodeDeepLink('https://evil.example/'))).toBe('/');
    expect(deepLinkTarget(encodeDeepLink('//evil.example/'))).toBe('/');
  });
});

describe('forced logout address', () => {
  it('keeps the current address as deepLink, but not the root', () => {
    expect(forcedLogoutUrl('/')).toBe('/login?logout=1');
    expect(forcedLogoutUrl('/cart?tab=history')).toBe(
      `/login?logout=1&deepLink=${encodeDeepLink('/cart?tab=history')}`,
    );
  });
});
