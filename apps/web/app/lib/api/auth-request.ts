import type { AuthFailure } from '@print/core/auth/auth-api';
import { recordApiCall } from './call-log.ts';
import { csrfHeaders } from './endpoints.ts';

/**
 * A failed call to /service-api/auth/*. `key` is the catalogue key of the server's AuthFailure, or
 * undefined when the answer was not one (a proxy page, a crash, no network): the caller then shows
 * its own generic message. `status` is 0 when no response arrived.
 */
export class AuthRequestError extends Error {
  override name = 'AuthRequestError';
  readonly status: number;
  readonly key: string | undefined;
  readonly field: string | undefined;
  readonly params: Record<string, string> | undefined;

  constructor(status: number, failure?: AuthFailure, message?: string) {
    super(failure?.message ?? message ?? String(status));
    this.status = status;
    this.key = failure?.key;
    this.field = failure?.field;
    this.params = failure?.params;
  }
}

function isAuthFailure(body: unknown): body is AuthFailure {
  return (
    typeof body === 'object' &&
    body !== null &&
    'key' in body &&
    typeof body.key === 'string' &&
    body.key !== '' &&
    'message' in body &&
    typeof body.message === 'string'
  );
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * POST to an auth endpoint (AUTH_PATHS): credentials, JSON body, CSRF header. Resolves the parsed
 * body (undefined for 204 or an empty body); throws AuthRequestError for any non-2xx answer.
 *
 * Deliberately no session recovery: these calls create, replace or end the session themselves, so a
 * 401 here (wrong password, expired code) is an answer for the user, not a reason to refresh.
 */
export async function authPost<T = undefined>(path: string, body?: unknown): Promise<T> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'include',
      headers: {
        ...csrfHeaders,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    recordApiCall(`POST ${path}`, 0, performance.now() - started);
    throw new AuthRequestError(0, undefined, error instanceof Error ? error.message : String(error));
  }
  const parsed = response.status === 204 ? undefined : await readJson(response);
  recordApiCall(`POST ${path}`, response.status, performance.now() - started);
  if (!response.ok) {
    throw new AuthRequestError(
      response.status,
      isAuthFailure(parsed) ? parsed : undefined,
      response.statusText || undefined,
    );
  }
  return parsed as T;
}

/** The catalogue key to show for a failed auth call: the server's, else the caller's generic one. */
export function authFailureKey(error: unknown, fallback: string): string {
  return error instanceof AuthRequestError && error.key ? error.key : fallback;
}
