import { describe, expect, it } from 'vitest';
import { FORCED_LOGOUT_ADDRESS, isForcedLogoutAddress } from './forced-logout.ts';

describe('forced logout address (spec §2 /login?logout=1)', () => {
  it('is /login with logout=1, whatever the case, a trailing slash or further parameters', () => {
    const [path, query] = FORCED_LOGOUT_ADDRESS.split('?');
    expect(isForcedLogoutAddress(path!, query!)).toBe(true);
    expect(isForcedLogoutAddress('/Login/', '?deepLink=abc%3D&logout=1')).toBe(true);
    expect(isForcedLogoutAddress('/login', 'logout=%31')).toBe(true);
  });

  it('is not the plain login page, another value or another page', () => {
    expect(isForcedLogoutAddress('/login', '')).toBe(false);
    expect(isForcedLogoutAddress('/login', '?logout=0')).toBe(false);
    // The first value counts, as the login page reads it.
    expect(isForcedLogoutAddress('/login', '?logout=0&logout=1')).toBe(false);
    expect(isForcedLogoutAddress('/signup', '?logout=1')).toBe(false);
    expect(isForcedLogoutAddress('/login/extra', '?logout=1')).toBe(false);
  });
});
