import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './pg-errors.ts';

// The SQLSTATE sits on the driver's error, which Drizzle (and a savepoint) wrap: a check of the outer
// error's code missed it and answered "Unexpected error." (issue 23).

const driverError = (code: string, constraint?: string) =>
  Object.assign(new Error('driver'), { code, ...(constraint ? { constraint } : {}) });

describe('recognising PostgreSQL refusals', () => {
  it('finds a unique violation down the cause chain, optionally of one index', () => {
    const wrapped = new DrizzleQueryError('update …', [], driverError('23505', 'product_slug'));
    const twice = new Error('savepoint', { cause: wrapped });
    expect(isUniqueViolation(twice)).toBe(true);
    expect(isUniqueViolation(twice, 'product_slug')).toBe(true);
    expect(isUniqueViolation(twice, 'variant_code')).toBe(false);
    expect(isUniqueViolation(new DrizzleQueryError('x', [], driverError('23503')))).toBe(false);
    expect(isUniqueViolation(new Error('no code'))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });

  it('stops at a cause chain that loops', () => {
    const looped: Error & { cause?: unknown } = new Error('loop');
    looped.cause = looped;
    expect(isUniqueViolation(looped)).toBe(false);
  });
});
