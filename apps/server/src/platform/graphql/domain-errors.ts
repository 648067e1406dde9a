import { maskError as maskUnexpected } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { DomainError } from '../errors.ts';

/**
 * The GraphQL edge of domain errors (decision 0033): a DomainError thrown by a service becomes a field
 * error whose extensions carry the key, its kind, the per-input errors and the message's values. The code
 * is BAD_USER_INPUT for every kind: to the web client it means "show this message, keep what was typed,
 * do not refresh the session"; `kind` says what happened. Everything else is masked (a generic message).
 */
export function toGraphQLError(error: DomainError, at?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    ...(at ? { nodes: at.nodes, source: at.source, positions: at.positions, path: at.path } : {}),
    extensions: {
      code: 'BAD_USER_INPUT',
      kind: error.kind,
      key: error.key,
      fields: error.fields,
      ...(error.params ? { params: error.params } : {}),
    },
  });
}

/** Yoga's `maskedErrors.maskError`: domain errors are shown as they are, the rest masked. */
export function maskError(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof DomainError)
    return toGraphQLError(original, error instanceof GraphQLError ? error : undefined);
  return maskUnexpected(error, message, isDev);
}
