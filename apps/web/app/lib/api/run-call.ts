import { ApiError } from './api-error.ts';
import { recordApiCall } from './call-log.ts';
import { getSessionRecovery, recoverSession } from './session-recovery.ts';

export type CallSpec<T> = {
  /** Shown in the developer overlay; the GraphQL operation name or the GET path. */
  label: string;
  /** Sends the request; called again for the retry, so it must build a fresh body each time. */
  send: () => Promise<Response>;
  /** Turns a successful (2xx, no `errors`) body into the result, or throws. */
  interpret: (body: unknown, status: number) => T;
  /** Uploads report any failed status as the bare status code (spec §8). */
  statusAsMessage?: boolean;
};

type FirstError = { message: string; extensions?: Readonly<Record<string, unknown>> };

/** The first GraphQL-style error of a body (`{ errors: [{ message, extensions }] }`), if any. */
function firstError(body: unknown): FirstError | undefined {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return undefined;
  const { errors } = body;
  if (!Array.isArray(errors) || errors.length === 0) return undefined;
  const first: unknown = errors[0];
  if (typeof first !== 'object' || first === null) return { message: '' };
  const message = 'message' in first && typeof first.message === 'string' ? first.message : '';
  const extensions =
    'extensions' in first && typeof first.extensions === 'object' && first.extensions !== null
      ? (first.extensions as Readonly<Record<string, unknown>>)
      : undefined;
  return extensions ? { message, extensions } : { message };
}

/** The first GraphQL-style error message of a body (`{ errors: [{ message }] }`), if any. */
export function firstErrorMessage(body: unknown): string | undefined {
  return firstError(body)?.message;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function attempt<T>(spec: CallSpec<T>): Promise<T> {
  const started = performance.now();
  let response: Response;
  try {
    response = await spec.send();
  } catch (error) {
    recordApiCall(spec.label, 0, performance.now() - started);
    throw new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
  const body = response.status === 404 ? null : await readBody(response);
  recordApiCall(spec.label, response.status, performance.now() - started);

  if (response.status === 404) throw new ApiError('404', 404);
  if (!response.ok && spec.statusAsMessage) throw new ApiError(String(response.status), response.status);
  const error = firstError(body);
  if (error !== undefined) throw new ApiError(error.message, response.status, error.extensions);
  if (response.status === 401) throw new ApiError('Unauthorized', 401);
  if (!response.ok) throw new ApiError(response.statusText || String(response.status), response.status);
  return spec.interpret(body, response.status);
}

/**
 * One API call with the rules of spec §4/§8: an unauthorised failure asks the session recovery
 * (shared in flight) and, when it recovered, retries the call exactly once.
 */
export async function runCall<T>(spec: CallSpec<T>): Promise<T> {
  try {
    return await attempt(spec);
  } catch (error) {
    if (!(error instanceof ApiError) || !error.isUnauthorized) throw error;
    if (!(await recoverSession())) throw error;
    try {
      return await attempt(spec);
    } catch (retryError) {
      // The server's refusal of the input (a damaged upload, a forbidden character) is a result the
      // form shows; only a call that still has none ends the session.
      const answered = retryError instanceof ApiError && retryError.extensions?.code === 'BAD_USER_INPUT';
      if (retryError instanceof ApiError && !answered) getSessionRecovery().onRetryFailed?.(retryError);
      throw retryError;
    }
  }
}

/** GraphQL results: `data` must be present, else the spec's empty-message error. */
export function requireData<T>(body: unknown, status: number): T {
  if (typeof body !== 'object' || body === null || !('data' in body) || body.data == null) {
    throw new ApiError('', status);
  }
  return body.data as T;
}
