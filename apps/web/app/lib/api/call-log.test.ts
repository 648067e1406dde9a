import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  API_CALL_LOG_SIZE,
  clearApiCalls,
  getApiCalls,
  recordApiCall,
  subscribeApiCalls,
} from './call-log.ts';

beforeEach(() => clearApiCalls());

describe('call log', () => {
  it('keeps the newest calls first, at most ten', () => {
    for (let i = 1; i <= 12; i++) recordApiCall(`Op${i}`, 200, i + 0.4);
    const calls = getApiCalls();
    expect(calls).toHaveLength(API_CALL_LOG_SIZE);
    expect(calls[0]).toMatchObject({ operationName: 'Op12', status: 200, durationMs: 12 });
    expect(calls.at(-1)?.operationName).toBe('Op3');
  });

  it('notifies subscribers and returns a stable snapshot between calls', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeApiCalls(listener);
    const before = getApiCalls();
    expect(getApiCalls()).toBe(before);
    recordApiCall('Op', 500, 3);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(getApiCalls()).not.toBe(before);
    unsubscribe();
    recordApiCall('Op', 200, 3);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
