import { findUnstorableCharacters } from '@print/core/validation/storable-text';
import type { FastifyInstance } from 'fastify';

// A percent-encoded C0 control character other than tab, line feed and carriage return (%00–%1F).
const ENCODED_CONTROL = /%(?:0[0-8bcef]|1[0-9a-f])/i;

/**
 * Refuses (400) an address whose path or query holds a control character, before any route: no page,
 * product slug, id, token or search can contain one, and passed on to the database (a search, a slug)
 * it made a page fail with 500. Text in request bodies is checked by the GraphQL plugin and the auth
 * routes (packages/core storable-text.ts has the rule).
 */
export function registerAddressGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (ENCODED_CONTROL.test(request.url) || findUnstorableCharacters(request.url).length > 0) {
      return reply
        .code(400)
        .send({ error: 'Bad request: the address contains control characters', statusCode: 400 });
    }
  });
}
