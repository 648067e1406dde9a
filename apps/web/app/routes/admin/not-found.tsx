import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundContent } from '../../shell/not-found-content.tsx';
import { pageMeta } from '../../shell/page-title.ts';

// An admin address without a page (one of a later release, a typo): a real 404 inside the admin's
// frame, after the layout's checks (login, admin.access).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'shell.notFoundTitle');

export default function AdminNotFound() {
  return <NotFoundContent />;
}
