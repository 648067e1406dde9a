import { describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, isTenantRight, rightsBeyond, TENANT_RIGHTS } from './rights.ts';

describe('rights', () => {
  it('tenant roles can hold every right but platform.tenants', () => {
    expect(TENANT_RIGHTS).not.toContain('platform.tenants');
    expect(isTenantRight('users.manage')).toBe(true);
    expect(isTenantRight('platform.tenants')).toBe(false);
    expect(isTenantRight('everything')).toBe(false);
    for (const role of BUILT_IN_ROLES) expect(role.rights.every(isTenantRight), role.name).toBe(true);
  });

  it('rightsBeyond names each right the holder lacks, once', () => {
    expect(rightsBeyond(['users.manage', 'admin.access'], ['admin.access'])).toEqual([]);
    expect(rightsBeyond(['users.manage'], ['roles.manage', 'users.manage', 'roles.manage'])).toEqual([
      'roles.manage',
    ]);
    expect(rightsBeyond(new Set(['cms.edit']), [])).toEqual([]);
  });
});
