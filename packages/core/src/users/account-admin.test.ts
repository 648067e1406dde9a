import { describe, expect, it } from 'vitest';
import { validateRole, validateUserAccount, type UserAccountInput } from './account-admin.ts';

const valid: UserAccountInput = {
  email: 'lena@example.com',
  username: 'lena2',
  firstName: 'Lena',
  lastName: 'Lager',
  language: 'en-GB',
  roles: ['customer'],
  password: 'Lager#2026',
};
const options = { passwordRequired: true, languages: ['de-DE', 'en-GB'] };
const keys = (result: ReturnType<typeof validateUserAccount>) =>
  Object.fromEntries(Object.entries(result.errors).map(([name, error]) => [name, error.key]));

describe('validateUserAccount', () => {
  it('accepts a complete form, and an empty language (the tenant default)', () => {
    expect(validateUserAccount(valid, options)).toEqual({ valid: true, errors: {}, formError: null });
    expect(validateUserAccount({ ...valid, language: '' }, options).valid).toBe(true);
  });

  it('asks for all mandatory fields with the spec message', () => {
    const result = validateUserAccount({ ...valid, email: ' ', username: '', password: '' }, options);
    expect(result.formError?.key).toBe('validation.mandatoryFields');
    expect(keys(result)).toEqual({
      email: 'validation.required',
      username: 'validation.usernameRequired',
      password: 'validation.required',
    });
  });

  it('keeps the password optional when editing, but checks one that is given', () => {
    const editing = { ...options, passwordRequired: false };
    expect(validateUserAccount({ ...valid, password: '' }, editing).valid).toBe(true);
    expect(keys(validateUserAccount({ ...valid, password: 'weak' }, editing))).toEqual({
      password: 'validation.signupPassword',
    });
  });

  it('checks formats, forbidden characters (not in passwords) and the language', () => {
    const result = validateUserAccount(
      {
        ...valid,
        email: 'lena@',
        username: 'Lena',
        lastName: 'La\\ger',
        language: 'fr-FR',
        password: 'Pa<ss>{1}x',
      },
      options,
    );
    expect(keys(result)).toEqual({
      email: 'validation.email',
      username: 'validation.username',
      lastName: 'validation.forbiddenCharacters',
      language: 'admin.unknownLanguage',
    });
    expect(result.formError).toBeNull();
    expect(keys(validateUserAccount({ ...valid, username: 'le{na' }, options))).toEqual({
      username: 'validation.forbiddenCharacters',
    });
  });
});

describe('validateRole', () => {
  it('checks the name only when creating', () => {
    const role = { name: 'Shop Admin', description: '', rights: [] };
    expect(validateRole(role, { checkName: true }).errors.name?.key).toBe('validation.roleName');
    expect(validateRole(role, { checkName: false }).valid).toBe(true);
    const empty = validateRole({ ...role, name: '' }, { checkName: true });
    expect(empty.errors.name?.key).toBe('validation.roleNameRequired');
    expect(empty.formError?.key).toBe('validation.mandatoryFields');
  });

  it('refuses forbidden characters, unknown rights and platform.tenants', () => {
    const result = validateRole(
      { name: 'ops', description: 'a > b', rights: ['cms.edit', 'platform.tenants', 'all'] },
      { checkName: true },
    );
    expect(result.errors.description?.key).toBe('validation.forbiddenCharacters');
    expect(result.errors.rights).toEqual({
      key: 'admin.unknownRight',
      params: { rights: 'platform.tenants, all' },
    });
  });
});
