import { describe, expect, it } from 'vitest';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { keepingReturn, loginTarget, loginUrlFor } from './login-target.ts';

const target = (query: string) => loginTarget(new URLSearchParams(query));

describe('loginTarget (spec §2 /login)', () => {
  it('leads to / without deepLink or redirect', () => {
    expect(target('')).toBe('/');
    expect(target('logout=1')).toBe('/');
  });

  it('follows a valid deepLink, query and hash included', () => {
    const address = '/cart?tab=drafts#top';
    expect(target(`logout=1&deepLink=${encodeDeepLink(address)}`)).toBe(address);
  });

  it('leads to / for an empty or invalid deepLink, even beside a redirect', () => {
    expect(target('deepLink=')).toBe('/');
    expect(target('deepLink=%25%25%25not-base64')).toBe('/');
    expect(target(`deepLink=${encodeDeepLink('https://evil.example/')}`)).toBe('/');
    expect(target('deepLink=&redirect=/cart')).toBe('/');
  });

  it('keeps a same-site redirect path as it is', () => {
    expect(target('redirect=/account/password')).toBe('/account/password');
    expect(target(`redirect=${encodeURIComponent('/catalog/flyer?sort=preis&q=Größe')}`)).toBe(
      '/catalog/flyer?sort=preis&q=Größe',
    );
  });

  it('refuses a redirect to another site', () => {
    expect(target('redirect=https://evil.example/')).toBe('/');
    expect(target('redirect=//evil.example/')).toBe('/');
    expect(target(`redirect=${encodeURIComponent('/\\evil.example')}`)).toBe('/');
    expect(target('redirect=javascript:alert(1)')).toBe('/');
    expect(target('redirect=')).toBe('/');
  });
});

describe('loginUrlFor', () => {
  it('round-trips through loginTarget', () => {
    const url = new URL(loginUrlFor('/account/password?x=1'), 'http://localhost');
    expect(url.pathname).toBe('/login');
    expect(loginTarget(url.searchParams)).toBe('/account/password?x=1');
  });
});

describe('keepingReturn (login ↔ sign-up)', () => {
  it('carries the deepLink or redirect along, and nothing else', () => {
    const deepLink = encodeDeepLink('/products/visitenkarten?resume=draft');
    const carried = keepingReturn('/signup', new URLSearchParams(`logout=1&deepLink=${deepLink}`));
    expect(loginTarget(new URLSearchParams(carried.split('?')[1]))).toBe(
      '/products/visitenkarten?resume=draft',
    );
    expect(keepingReturn('/login', new URLSearchParams('redirect=/cart'))).toBe('/login?redirect=%2Fcart');
    expect(keepingReturn('/login', new URLSearchParams('logout=1'))).toBe('/login');
  });
});
