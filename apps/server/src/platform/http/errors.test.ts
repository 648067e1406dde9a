import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { conflict, forbidden, invalidInput, notFound, unavailable, type DomainError } from '../errors.ts';
import { registerErrorHandling } from './errors.ts';

// The REST edge of domain errors: a route whose service refuses answers with the kind's status and the
// body the auth routes already use ({ key, message, field?, params? }); anything else stays a 500
// without its details.

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/x', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('domain errors of REST routes', () => {
  it.each([
    [invalidInput('validation.email', { email: { key: 'validation.email' } }), 400],
    [forbidden('admin.cannotArchiveSelf'), 403],
    [notFound('orders.notFound'), 404],
    [conflict('admin.emailTaken'), 409],
    [unavailable('shop.uploadLimitReached'), 503],
  ] as const)('answers %s with its status, key and message', async (error: DomainError, status) => {
    const app = await appThrowing(error);
    const answer = await app.inject({ url: '/x' });
    expect(answer.statusCode).toBe(status);
    expect(answer.json()).toEqual({
      key: error.key,
      message: error.message,
      ...(Object.keys(error.fields).length ? { field: Object.keys(error.fields)[0] } : {}),
    });
    // The spec's wording, not the key.
    expect(error.message).not.toBe(error.key);
  });

  it("fills in the message's values and names them", async () => {
    const error = invalidInput('validation.tooLong', { name: { key: 'validation.tooLong' } }, { max: '64' });
    const answer = await (await appThrowing(error)).inject({ url: '/x' });
    expect(answer.json()).toEqual({
      key: 'validation.tooLong',
      message: 'At most 64 characters',
      field: 'name',
      params: { max: '64' },
    });
  });

  it('keeps an unexpected error a 500 with no details', async () => {
    const answer = await (await appThrowing(new Error('secret detail'))).inject({ url: '/x' });
    expect(answer.statusCode).toBe(500);
    expect(answer.body).not.toContain('secret detail');
  });
});
