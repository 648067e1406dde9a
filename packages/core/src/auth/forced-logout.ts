/**
 * The forced logout of spec §2: /login?logout=1. Loading it ends the session on the server (as a
 * document and as React Router's data request of a client-side navigation) and shows the notice.
 */
export const FORCED_LOGOUT_ADDRESS = '/login?logout=1';

const LOGIN_PATH = '/login';

/**
 * Whether an address is the forced logout page. Route matching ignores case and a trailing slash, so
 * this does too; `search` is the query string, with or without its `?`.
 */
export function isForcedLogoutAddress(pathname: string, search: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return path === LOGIN_PATH && firstParam(search, 'logout') === '1';
}

const decode = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return null;
  }
};

/** The first value of a query parameter, as URLSearchParams.get reads it (core has no DOM or Node APIs). */
function firstParam(search: string, name: string): string | null {
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const [key = '', ...value] = pair.split('=');
    if (decode(key) === name) return decode(value.join('='));
  }
  return null;
}
