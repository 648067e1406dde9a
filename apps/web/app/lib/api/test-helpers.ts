import type { Operation } from './graphql.ts';
import { vi } from 'vitest';

// Shared by the API tests: a fetch stub that answers from a queue, recording every request.

export type StubReply = { status?: number; body?: unknown; statusText?: string } | Error;

export type RecordedRequest = { url: string; init: RequestInit };

export function stubFetch(...replies: StubReply[]): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const queue = [...replies];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    requests.push({ url: String(input), init });
    const reply = queue.shift() ?? { status: 500, body: { errors: [{ message: 'no stubbed reply left' }] } };
    if (reply instanceof Error) throw reply;
    // No body at all (null) when none is given: a 204 may not carry even an empty one.
    const text =
      reply.body === undefined
        ? null
        : typeof reply.body === 'string'
          ? reply.body
          : JSON.stringify(reply.body);
    return new Response(text, {
      status: reply.status ?? 200,
      statusText: reply.statusText ?? '',
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return requests;
}

export const ok = (data: unknown): StubReply => ({ status: 200, body: { data } });
export const gqlError = (message: string, status = 200): StubReply => ({
  status,
  body: { data: null, errors: [{ message }] },
});

export function headersOf(request: RecordedRequest | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(request?.init.headers).entries());
}

/**
 * An operation the schema does not have, for tests of the client itself (a stubbed fetch answers it):
 * typed as the caller says, outside gql.tada's checks of real operations.
 */
export const testOperation = <Result = Record<string, unknown>>(text: string) =>
  text as unknown as Operation<Result, Record<string, unknown>>;
