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

  it('refuses a day the calendar does not have and the hour 24, which JavaScript moves on silently', () => {
    for (const text of [
      '2026-02-30',
      '2026-02-29',
      '2026-04-31',
      '2026-00-10',
      '2026-01-00',
      '2026-01-01T24:00',
    ]) {
      expect(parseInstant(text), text).toBeNull();
    }
    expect(parseInstant('2028-02-29')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(parseInstant('2000-02-29')).not.toBeNull();
    expect(parseInstant('1900-02-29')).toBeNull();
    expect(parseInstant('2026-01-01T23:59:59Z')?.toISOString()).toBe('2026-01-01T23:59:59.000Z');
  });

  it('accepts a date exactly when it names a real day, and reads it as that day', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        fc.integer({ min: 0, max: 24 }),
        (year, month, day, hour) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hour, 2)}:00Z`;
          const real = new Date(Date.UTC(2000, month - 1, day));
          real.setUTCFullYear(year);
          const exists = real.getUTCMonth() === month - 1 && real.getUTCDate() === day && hour <= 23;
          const at = parseInstant(text);
          expect(at !== null, text).toBe(exists);
          if (at) expect(at.toISOString().slice(0, 13)).toBe(text.slice(0, 13));
        },
      ),
    );
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
