import { data } from 'react-router';
import type { Route } from './+types/preview-data';
import { requireAdminRight } from '../shell/admin/admin-right.ts';
import { loadAskedBlockData } from './page-block-data.server.ts';

/**
 * The page builder's canvas asks here for the data of the draft's blocks it has none for yet (product
 * rows, RSS feeds, icons; decision 0078), made by the loaders the page routes' own block data comes
 * from: one request, JSON in and out. Editors only; never kept.
 */
export async function action({ context, request }: Route.ActionArgs) {
  requireAdminRight(context, request, 'cms.edit');
  const blockData = await loadAskedBlockData(context, request);
  return Response.json({ blockData }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** Asked only by POST: anything else is refused plainly (not an error of the app's). */
export function loader(): never {
  throw data(null, { status: 405, headers: { Allow: 'POST' } });
}
