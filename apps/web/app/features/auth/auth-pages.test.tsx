import { describe, expect, it } from 'vitest';
import {
  registeredSession as registered,
  renderWithShell as render,
  temporarySession as temporary,
  testTexts as texts,
} from '../../shell/test-helpers.tsx';
import { ChangePasswordPage } from './change-password-page.tsx';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { LoginPage } from './login-page.tsx';
import { ResetPasswordPage } from './reset-password-page.tsx';
import { SignupPage } from './signup-page.tsx';

// The auth pages render on the server from the shell data alone (no window), in its language.

describe('auth pages render on the server', () => {
  it('login: credentials step with links to sign-up and forgot password', () => {
    const html = render('/login', <LoginPage />);
    expect(html).toContain(texts['auth.loginTitle']);
    expect(html).toContain('data-testid="login-submit"');
    expect(html).toContain('name="login"');
    expect(html).toContain('href="/signup"');
    expect(html).toContain('href="/forgot-password"');
    expect(html).not.toContain('data-testid="forced-logout"');
  });

  it("login: the shop's login background covers the page behind the card", () => {
    const logos = { loginBackground: '/media/backdrop' };
    const html = render('/login', <LoginPage />, null, 'full', { logos });
    expect(html).toContain('background-image:url(&quot;/media/backdrop&quot;)');
    expect(render('/login', <LoginPage />)).not.toContain('background-image');
  });

  it('login with logout=1 explains the forced logout', () => {
    const html = render('/login?logout=1', <LoginPage />);
    expect(html).toContain('data-testid="forced-logout"');
    expect(html).toContain(texts['auth.forcedLogout']);
  });

  it('sign-up shows e-mail, password and the password hint', () => {
    const html = render('/signup', <SignupPage />);
    expect(html).toContain('data-testid="signup-submit"');
    expect(html).toContain('name="email"');
    expect(html).toContain(texts['auth.signupPasswordHint']);
  });

  it('forgot password asks for the e-mail address', () => {
    const html = render('/forgot-password', <ForgotPasswordPage />);
    expect(html).toContain('data-testid="forgot-submit"');
  });

  it('reset password: the form with a token, the invalid-link message without', () => {
    expect(render('/reset-password?token=abc', <ResetPasswordPage />)).toContain(
      'data-testid="reset-submit"',
    );
    const withoutToken = render('/reset-password', <ResetPasswordPage />);
    expect(withoutToken).toContain(texts['auth.resetLinkInvalid']);
    expect(withoutToken).not.toContain('data-testid="reset-submit"');
  });

  it('change password needs a registered session', () => {
    expect(render('/account/password', <ChangePasswordPage />, registered)).toContain(
      'data-testid="change-password-submit"',
    );
    for (const session of [null, temporary]) {
      const html = render('/account/password', <ChangePasswordPage />, session);
      expect(html).toContain('data-testid="change-password-login-required"');
      expect(html).toContain('href="/login?redirect=%2Faccount%2Fpassword"');
    }
  });
});
