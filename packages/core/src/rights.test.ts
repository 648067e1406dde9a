import { describe, expect, it } from 'vitest';
import { builtInCatalogue } from './i18n/catalogue/index.ts';
import {
  BUILT_IN_ROLES,
  builtInRoleTextKeys,
  isDeletableRole,
  isTenantRight,
  OFFERED_TENANT_RIGHTS,
  PLATFORM_OPERATOR_ROLE,
  rightsBeyond,
  TENANT_RIGHTS,
} from './rights.ts';

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

  it('names every built-in role in German and English, custom roles not at all', () => {
    for (const role of [...BUILT_IN_ROLES, PLATFORM_OPERATOR_ROLE]) {
      const keys = builtInRoleTextKeys(role.name)!;
      expect(builtInCatalogue[keys.name]?.['de-DE'], role.name).toBeTruthy();
      expect(builtInCatalogue[keys.description]?.['de-DE'], role.name).toBeTruthy();
      // The seeded (English) description is the catalogue's en-GB text: an unchanged one is translated.
      expect(builtInCatalogue[keys.description]?.['en-GB'], role.name).toBe(role.description);
    }
    expect(builtInCatalogue['admin.roleShopadminName']?.['de-DE']).toBe('Shop-Administrator');
    expect(builtInRoleTextKeys('einkauf')).toBeNull();
  });

  it('deletes custom roles only, the platform operators’ role never, whatever its stored type', () => {
    expect(isDeletableRole({ name: 'einkauf', type: 'custom' })).toBe(true);
    expect(isDeletableRole({ name: 'admin', type: 'system' })).toBe(false);
    expect(isDeletableRole({ name: 'platform', type: 'custom' })).toBe(false);
    expect(isDeletableRole({ name: 'platform', type: 'system' })).toBe(false);
  });

  it('offers in the Roles screen only rights whose screens exist', () => {
    // CMS pages (issue 25), the theme editor (issue 26) and translations (issue 27) have their screens now.
    expect(OFFERED_TENANT_RIGHTS).toContain('cms.edit');
    expect(OFFERED_TENANT_RIGHTS).toContain('theme.edit');
    expect(OFFERED_TENANT_RIGHTS).toContain('translations.edit');
    expect(OFFERED_TENANT_RIGHTS).toContain('catalog.write');
    expect(OFFERED_TENANT_RIGHTS).not.toContain('platform.tenants');
  });
});
