import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api/api-error.ts';
import { notifyFailure } from './notify-failure.ts';
import { notify } from './toast.ts';

vi.mock('./toast.ts', () => ({ notify: vi.fn() }));

const t = (key: string) => `text of ${key}`;

describe('the error toast of a failed call', () => {
  it('is the spec’s 404 message when the thing was deleted meanwhile (spec §8)', () => {
    notifyFailure(t, new ApiError('Not found', 404), 'admin.errorSavingPricing');
    expect(notify).toHaveBeenLastCalledWith('text of common.error404', 'error');
  });

  it('is the use case’s own message for any other failure', () => {
    notifyFailure(t, new ApiError('Server error', 500), 'admin.errorSavingPricing');
    expect(notify).toHaveBeenLastCalledWith('text of admin.errorSavingPricing', 'error');
    notifyFailure(t, new TypeError('Failed to fetch'), 'admin.errorSavingFieldOrder');
    expect(notify).toHaveBeenLastCalledWith('text of admin.errorSavingFieldOrder', 'error');
  });
});
