import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides reset tokens and codes but keeps harmless parameters', () => {
    expect(redactUrl('/reset-password?token=abc123&lang=de')).toBe('/reset-password?token=redacted&lang=de');
    expect(redactUrl('/service-api/graphql?c=Me')).toBe('/service-api/graphql?c=Me');
    expect(redactUrl('/login?deepLink=L2NhcnQ%3D')).toBe('/login?deepLink=redacted');
    expect(redactUrl('/plain')).toBe('/plain');
  });
});
