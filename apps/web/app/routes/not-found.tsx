import { data } from 'react-router';
import type { Route } from './+types/not-found';
import { NotFoundContent } from '../shell/not-found-content.tsx';
import { pageMeta } from '../shell/page-title.ts';

// A real 404 status for unknown paths, so crawlers and monitors see it too.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'shell.notFoundTitle');

export default function NotFound() {
  return <NotFoundContent />;
}
