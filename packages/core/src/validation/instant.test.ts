import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EARLIEST_INSTANT, LATEST_INSTANT, parseInstant } from './instant.ts';

describe('instants from a client', () => {
  it('reads ISO dates and timestamps of the years 1900 to 9999', () => {
    expect(parseInstant('2026-10-01')?.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(parseInstant('2026-10-01T12:30:00+02:00')?.toISOString()).toBe('2026-10-01T10:30:00.000Z');
    expect(parseInstant('9999-12-31T23:59:59.999Z')?.getTime()).toBe(LATEST_INSTANT);
    expect(parseInstant('1900-01-01')?.getTime()).toBe(EARLIEST_INSTANT);
  });

  it('refuses what the database cannot store and what only JavaScript reads as a date', () => {
    for (const text of [
      '+275760-09-13T00:00:00.000Z',
      '-000001-01-01',
      '0000-01-01',
      '1899-12-31',
      '1',
      '',
    ]) {
      expect(parseInstant(text), text).toBeNull();
    }
    for (const text of ['Dec 1 2026', '2026-13-01', '2026-10-01T25:00', '2026-10-01T10:00Zjunk']) {
      expect(parseInstant(text), text).toBeNull();
    }
  });

  it('gives every instant it accepts an ISO text with a four-digit year', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.date().map((date) => (Number.isNaN(date.getTime()) ? '' : date.toISOString())),
          fc.string(),
        ),
        (text) => {
          const at = parseInstant(text);
          if (at) expect(at.toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        },
      ),
    );
  });
});
