import type { ShellData } from '@print/core/shell-data';
import { loginUrlBackTo } from '../../lib/session/deep-link.ts';

// Who may open the checkout pages; the route loaders redirect everyone else before any data is read.

/**
 * /checkout needs a session. A visitor without one has an empty cart by definition: where the shop
 * allows temporary users they go to the cart (whose first call starts their session, spec §4), else to
 * the login, which leads back here.
 */
export function checkoutRedirect(shell: Pick<ShellData, 'session' | 'tenant'>, url: URL): string | null {
  if (shell.session) return null;
  return shell.tenant.allowTemporaryUsers ? '/cart' : loginUrlBackTo(url);
}

/**
 * /checkout/return shows the payment of the session's own order: without a session, log in first (the
 * deepLink keeps `?session_id=`). A fresh temporary session could never see the order, so no detour.
 */
export function paymentReturnRedirect(shell: Pick<ShellData, 'session'>, url: URL): string | null {
  return shell.session ? null : loginUrlBackTo(url);
}
