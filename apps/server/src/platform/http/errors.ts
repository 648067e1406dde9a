import type { FastifyError, FastifyInstance } from 'fastify';
import { DomainError, type AppError, type DomainErrorKind } from '../errors.ts';

/** The REST edge of domain errors (decision 0033): the status of each kind. */
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalidInput: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unavailable: 503,
};

/**
 * Every failure gets a clear status and message and is logged with the request id; the process never
 * crashes on bad input. Unexpected errors show a generic message (details stay in the log).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError | DomainError, request, reply) => {
    // A route's service refused (as the auth routes answer): the key, its en-GB message, the first input.
    if (error instanceof DomainError) {
      request.log.info({ key: error.key, kind: error.kind }, 'request refused');
      const [field] = Object.keys(error.fields);
      return reply.code(DOMAIN_ERROR_STATUS[error.kind]).send({
        key: error.key,
        message: error.message,
        ...(field ? { field } : {}),
        ...(error.params ? { params: error.params } : {}),
      });
    }
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
