import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../modules/users/users.tables.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { isUniqueViolation, refusingDuplicates } from '../../platform/db/pg-errors.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';

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

// On the database itself (PGlite, and PostgreSQL when TEST_DATABASE_URL is set): which index a duplicate
// user hits is what tells "e-mail taken" from "username taken" on the users form.
describe('a duplicate inside refusingDuplicates', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['user_email', (email: string | null) => ({ username: 'someone-else', email: email!.toUpperCase() })],
    ['user_username', () => ({ email: 'someone-else@example.com' })],
  ] as const)('names the index %s and leaves the transaction usable', async (index, change) => {
    const answer = await withSystem(t.database, async (tx) => {
      const [admin] = await tx.select().from(users).where(eq(users.username, 'admin')).limit(1);
      const error = await refusingDuplicates(
        tx,
        (savepoint) =>
          savepoint.insert(users).values({ ...admin!, id: randomUUID(), ...change(admin!.email) }),
        (constraint) => new Error(`taken: ${constraint}`),
      ).then(
        () => null,
        (refused: unknown) => refused,
      );
      // The savepoint was rolled back, not the transaction: it still answers.
      const [again] = await tx.select({ id: users.id }).from(users).where(eq(users.id, admin!.id));
      return { error, again };
    });
    expect(answer.error).toBeInstanceOf(Error);
    expect((answer.error as Error).message).toBe(`taken: ${index}`);
    expect(answer.again).toBeDefined();
  });
});
