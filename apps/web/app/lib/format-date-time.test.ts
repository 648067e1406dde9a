import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time.ts';

describe('formatDateTime', () => {
  const iso = '2026-03-04T12:00:00.000Z';

  it('formats per locale, and an unreadable value as nothing', () => {
    expect(formatDateTime(iso, 'de-DE')).toContain('2026');
    expect(formatDateTime(iso, 'de-DE')).not.toBe(formatDateTime(iso, 'en-GB'));
    expect(formatDateTime('not a date', 'en-GB')).toBe('');
  });

  it("names the zone when given one (the server's render), since it may not be the reader's", () => {
    expect(formatDateTime(iso, 'en-GB', 'UTC')).toMatch(/UTC/);
    expect(formatDateTime(iso, 'en-GB')).not.toMatch(/UTC/);
  });
});
