import { describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  ONLY_NECESSARY,
  parseConsent,
  readConsent,
  serializeConsent,
} from './consent-cookie.ts';

describe('cookie consent cookie', () => {
  it('round-trips a choice', () => {
    const choice = { necessary: true as const, statistics: true, marketing: false };
    expect(parseConsent(serializeConsent(choice))).toEqual(choice);
    expect(parseConsent(serializeConsent(ALL_ACCEPTED))).toEqual(ALL_ACCEPTED);
  });

  it('reads it from a Cookie header', () => {
    const header = `lang=de-DE; cookie_consent=${encodeURIComponent(serializeConsent(ONLY_NECESSARY))}`;
    expect(readConsent(header)).toEqual(ONLY_NECESSARY);
    expect(readConsent('lang=de-DE')).toBeNull();
  });

  it('ignores malformed and outdated values', () => {
    expect(parseConsent('yes')).toBeNull();
    expect(parseConsent('{"v":0,"statistics":true,"marketing":true}')).toBeNull();
    expect(parseConsent('{"v":1,"statistics":"true","marketing":true}')).toBeNull();
    expect(parseConsent('null')).toBeNull();
  });
});
