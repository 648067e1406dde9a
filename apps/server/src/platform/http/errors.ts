import type { FastifyError, FastifyInstance } from 'fastify';
import type { AppError } from '../errors.ts';

/**
 * Every failure gets a clear status and message and is logged with the request id; the process never
 * crashes on bad input. Unexpected errors show a generic message (details stay in the log).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.warn({ err: { message: error.message, code: error.code } }, 'request rejected');
    const message = status >= 500 ? 'Internal server error' : error.message;
    return reply.code(status).send({ error: message, statusCode: status, requestId: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.code(404).send({ error: `Not found: ${request.method} ${request.url}`, statusCode: 404 });
  });
}
