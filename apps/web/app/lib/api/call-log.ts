// The most recent API calls, for the developer overlay. Module state is fine here: calls only run
// in the browser (loaders read the load context instead), so nothing is shared between requests.

export type ApiCallRecord = {
  id: number;
  operationName: string;
  /** HTTP status; 0 when the request failed before a response arrived. */
  status: number;
  durationMs: number;
};

export const API_CALL_LOG_SIZE = 10;

let calls: readonly ApiCallRecord[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

export function recordApiCall(operationName: string, status: number, durationMs: number): void {
  const record = { id: nextId++, operationName, status, durationMs: Math.round(durationMs) };
  calls = [record, ...calls].slice(0, API_CALL_LOG_SIZE);
  for (const listener of listeners) listener();
}

/** Newest first; the same array until the next call is recorded (fits useSyncExternalStore). */
export function getApiCalls(): readonly ApiCallRecord[] {
  return calls;
}

export function subscribeApiCalls(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearApiCalls(): void {
  calls = [];
  for (const listener of listeners) listener();
}
