import type { SessionInfo } from '@print/core/auth/auth-api';
import type { Right } from '@print/core/rights';
import { data, redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';
import { pageUrl } from '../../lib/page-url.ts';
import { loginUrlBackTo } from '../../lib/session/deep-link.ts';

// The check of one right, apart from the admin's page list (admin-pages.ts), so a page outside the
// admin that only editors open (the page builder's canvas) checks it without the admin's texts.

export type AdminAccess = 'ok' | 'login' | 'forbidden';

/**
 * Who may open an admin page: nobody without a registered session (→ login, then back here); a
 * signed-in user needs admin.access and the page's own right (else 403).
 */
export function adminAccess(session: SessionInfo | null, right: Right): AdminAccess {
  if (!session || session.isTemporary) return 'login';
  return session.rights.includes('admin.access') && session.rights.includes(right) ? 'ok' : 'forbidden';
}

/**
 * For admin route loaders (server-rendered and on every client navigation): throws the redirect to
 * /login or a 403 response when the session may not open the page. The API checks every call again.
 */
export function requireAdminRight(
  context: Pick<AppLoadContext, 'shell'>,
  request: Request,
  right: Right,
): void {
  const access = adminAccess(context.shell.session, right);
  if (access === 'login') throw redirect(loginUrlBackTo(pageUrl(request)));
  if (access === 'forbidden') throw data(null, { status: 403 });
}
