import type { AuthFailure } from '@print/core/auth/auth-api';
import { AUTH_FIELD_MAX_LENGTH } from '@print/core/auth/auth-api';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { AuthRequestError } from '../../lib/api/auth-request.ts';
import { renderWithShell as render, testTexts as texts } from '../../shell/test-helpers.tsx';
import { AuthField } from './auth-field.tsx';
import { checkExistingPassword, checkLoginName } from './auth-rules.ts';
import { FormNotice } from './form-notice.tsx';
import type { Notice } from './form-notice.tsx';
import { useAuthFailure } from './use-auth-failure.ts';

// What the auth forms show for the server's answer to a failed call (the login form's fields; sign-up
// and the password pages use the same hook and field).

type Values = { login: string; password: string };
const FIELDS = ['login', 'password'] as const;

/** The login form's fields after the server answered `failure` (applied once, while rendering). */
function AnsweredForm({ failure }: { failure: AuthFailure }) {
  const form = useForm<Values>({ defaultValues: { login: 'x'.repeat(300), password: 'secret' } });
  const fail = useAuthFailure(form, FIELDS);
  const notice = useRef<Notice | null | undefined>(undefined);
  notice.current ??= fail(new AuthRequestError(400, failure), 'auth.loginError');
  return (
    <form>
      {notice.current && <FormNotice kind="error">{notice.current.key}</FormNotice>}
      <AuthField form={form} name="login" label="Login" check={checkLoginName} testId="login-name" />
      <AuthField
        form={form}
        name="password"
        label="Password"
        check={checkExistingPassword}
        testId="login-password"
      />
    </form>
  );
}

/** The error text shown right after the input with this test id ('' when none). */
function errorAt(html: string, testId: string): string {
  const input = html.indexOf(`data-testid="${testId}"`);
  const field = html.slice(input, html.indexOf('</form>', input));
  const next = field.indexOf('data-testid=', 1);
  const own = next === -1 ? field : field.slice(0, next);
  const error = /slot="errorMessage"[^>]*>([^<]*)</.exec(own);
  return error?.[1] ?? '';
}

describe('a server field error on an auth form', () => {
  it('shows its message with the params filled in at the field it names', () => {
    const max = String(AUTH_FIELD_MAX_LENGTH);
    const message = texts['validation.tooLong']!.replace('{max}', max);
    expect(message).toBe('At most 256 characters');
    const html = render(
      '/login',
      <AnsweredForm failure={{ key: 'validation.tooLong', message, field: 'login', params: { max } }} />,
    );
    expect(errorAt(html, 'login-name')).toBe(message);
    expect(errorAt(html, 'login-password')).toBe('');
    expect(html).not.toContain('{max}');
  });

  it('takes numeric params as their text', () => {
    const html = render(
      '/login',
      <AnsweredForm
        failure={{
          key: 'validation.tooLong',
          message: '',
          field: 'login',
          params: { max: 256 } as unknown as Record<string, string>,
        }}
      />,
    );
    expect(errorAt(html, 'login-name')).toBe('At most 256 characters');
  });

  it('fills in the forbidden characters the server names', () => {
    const html = render(
      '/login',
      <AnsweredForm
        failure={{
          key: 'validation.forbiddenCharacters',
          message: '',
          field: 'password',
          params: { chars: 'U+0000' },
        }}
      />,
    );
    const expected = texts['validation.forbiddenCharacters']!.replace('{chars}', 'U+0000');
    expect(errorAt(html, 'login-password')).toBe(expected);
    expect(html).not.toContain('{chars}');
  });
});
