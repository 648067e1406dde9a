import { describe, expect, it } from 'vitest';
import { saveDirtyTabs } from './use-product-tab-states.ts';

// The product editor's Save: only the tabs with changes are saved, one after the other, in the tabs'
// order, and the editor closes (Save & Close) only when all of them were saved.

type Call = string;
const tab = (calls: Call[], id: string, dirty: boolean, result: boolean | Error) => ({
  dirty,
  save: async () => {
    calls.push(`start ${id}`);
    await Promise.resolve();
    calls.push(`end ${id}`);
    if (result instanceof Error) throw result;
    return result;
  },
});

describe('saving the product editor', () => {
  it('saves the changed tabs in order, one after the other, and skips the unchanged', async () => {
    const calls: Call[] = [];
    const states = new Map([
      ['access', tab(calls, 'access', true, true)],
      ['settings', tab(calls, 'settings', true, true)],
      ['meta', tab(calls, 'meta', false, true)],
    ]);
    await expect(saveDirtyTabs(['settings', 'meta', 'access'], states)).resolves.toBe(true);
    expect(calls).toEqual(['start settings', 'end settings', 'start access', 'end access']);
  });

  it('fails when one tab fails, but still saves the others', async () => {
    const calls: Call[] = [];
    const states = new Map([
      ['settings', tab(calls, 'settings', true, false)],
      ['meta', tab(calls, 'meta', true, new Error('network'))],
      ['access', tab(calls, 'access', true, true)],
    ]);
    await expect(saveDirtyTabs(['settings', 'meta', 'access'], states)).resolves.toBe(false);
    expect(calls.filter((call) => call.startsWith('end'))).toEqual([
      'end settings',
      'end meta',
      'end access',
    ]);
  });

  it('has nothing to do when no tab changed (or a tab has not reported yet)', async () => {
    const calls: Call[] = [];
    const states = new Map([['settings', tab(calls, 'settings', false, false)]]);
    await expect(saveDirtyTabs(['settings', 'fields'], states)).resolves.toBe(true);
    expect(calls).toEqual([]);
  });
});
