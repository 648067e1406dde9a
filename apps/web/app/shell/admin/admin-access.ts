import type { AppLoadContext } from 'react-router';
import { adminPage, type AdminPagePath } from './admin-pages.ts';
import { requireAdminRight } from './admin-right.ts';

export { adminAccess, requireAdminRight, type AdminAccess } from './admin-right.ts';

/**
 * For an admin page's route loader (and its detail page's): the check of requireAdminRight with the
 * right its descriptor names (admin-pages.ts).
 */
export function requireAdminPage(
  context: Pick<AppLoadContext, 'shell'>,
  request: Request,
  path: AdminPagePath,
): void {
  requireAdminRight(context, request, adminPage(path).right);
}
