import { describe, expect, it } from 'vitest';
import {
  checkAccountEmail,
  checkExistingPassword,
  checkLoginCode,
  checkLoginName,
  checkNewPassword,
  checkRepeatedPassword,
} from './auth-rules.ts';

describe('auth form rules', () => {
  it('login name: required, no forbidden characters', () => {
    expect(checkLoginName('kunde')).toBeNull();
    expect(checkLoginName(' ')).toEqual({ key: 'validation.required' });
    expect(checkLoginName('a<b')).toEqual({ key: 'validation.forbiddenCharacters', params: { chars: '<' } });
  });

  it('existing password: required, any character allowed', () => {
    expect(checkExistingPassword('')).toEqual({ key: 'validation.required' });
    expect(checkExistingPassword('<{}>\\')).toBeNull();
  });

  it('new password: required, then the sign-up rule', () => {
    expect(checkNewPassword('')).toEqual({ key: 'validation.required' });
    expect(checkNewPassword('short1!')).toEqual({ key: 'validation.signupPassword' });
    expect(checkNewPassword('Kunde#2026')).toBeNull();
    expect(checkNewPassword('Kunde<2026>')).toBeNull();
  });

  it('repeated password must match', () => {
    expect(checkRepeatedPassword('', 'Kunde#2026')).toEqual({ key: 'validation.required' });
    expect(checkRepeatedPassword('Kunde#2025', 'Kunde#2026')).toEqual({ key: 'auth.passwordsDoNotMatch' });
    expect(checkRepeatedPassword('Kunde#2026', 'Kunde#2026')).toBeNull();
  });

  it('account e-mail: required, forbidden characters, then the sign-up e-mail rule', () => {
    expect(checkAccountEmail('')).toEqual({ key: 'validation.required' });
    expect(checkAccountEmail('a{b@example.com')).toMatchObject({ key: 'validation.forbiddenCharacters' });
    expect(checkAccountEmail('name@example')).toEqual({ key: 'validation.signupEmail' });
    expect(checkAccountEmail('name@example.com')).toBeNull();
  });

  it('login code: six digits', () => {
    expect(checkLoginCode('')).toEqual({ key: 'validation.required' });
    expect(checkLoginCode('12345')).toEqual({ key: 'auth.codeInvalid' });
    expect(checkLoginCode('12345a')).toEqual({ key: 'auth.codeInvalid' });
    expect(checkLoginCode('123456')).toBeNull();
  });
});
