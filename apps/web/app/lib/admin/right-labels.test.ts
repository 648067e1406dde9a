import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { TENANT_RIGHTS } from '@print/core/rights';
import { describe, expect, it } from 'vitest';
import { rightLabelKey } from './right-labels.ts';

describe('rightLabelKey', () => {
  it('names a catalogue entry for every right a role may hold', () => {
    expect(rightLabelKey('users.manage')).toBe('admin.rightUsersManage');
    for (const right of TENANT_RIGHTS) expect(builtInCatalogue[rightLabelKey(right)], right).toBeDefined();
  });
});
