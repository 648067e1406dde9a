import { describe, expect, it } from 'vitest';
import {
  registeredSession as registered,
  renderWithShell as render,
  temporarySession as temporary,
} from '../test-helpers.tsx';
import { UserMenu } from './user-menu.tsx';

describe('header user menu', () => {
  it('offers the login link to anonymous and temporary visitors', () => {
    expect(render('/', <UserMenu />)).toContain('data-testid="login-link"');
    expect(render('/', <UserMenu />, temporary)).toContain('data-testid="login-link"');
  });

  it('shows the menu button with the name for a registered user (full)', () => {
    const html = render('/', <UserMenu />, registered, 'full');
    expect(html).toContain('data-testid="user-menu-button"');
    expect(html).toContain('Karla Kunde');
    expect(html).not.toContain('data-testid="login-link"');
  });

  it("shows only logout for 'loginLogout' and nothing for 'hidden'", () => {
    const html = render('/', <UserMenu />, registered, 'loginLogout');
    expect(html).toContain('data-testid="user-menu-logout"');
    expect(html).not.toContain('data-testid="user-menu-button"');
    expect(render('/', <UserMenu />, null, 'hidden')).not.toContain('login-link');
    expect(render('/', <UserMenu />, registered, 'hidden')).not.toContain('user-menu');
  });
});
