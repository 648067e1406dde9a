import { LINK_PREFETCH_MARGIN_PX } from '@print/core/constants';
import { useContext, useEffect, useRef, useState } from 'react';
import {
  Link,
  matchRoutes,
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_FrameworkContext as FrameworkContext,
} from 'react-router';
import type { LinkProps } from 'react-router';
import { RootDataContext } from '../shell/shell-context.tsx';

// One observer for every link of the page (a catalogue has hundreds of tiles), each called once.
let shared: IntersectionObserver | null = null;
const waiting = new Map<Element, () => void>();

/** Calls `onNear` once when the element comes within LINK_PREFETCH_MARGIN_PX of the viewport. */
export function observeNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  shared ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const near = entry.isIntersecting ? waiting.get(entry.target) : undefined;
        if (!near) continue;
        waiting.delete(entry.target);
        shared?.unobserve(entry.target);
        near();
      }
    },
    { rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
  );
  const observer = shared;
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    if (waiting.get(element) !== onNear) return;
    waiting.delete(element);
    observer.unobserve(element);
  };
}

/**
 * A link whose page is fetched ahead once the link comes within 200 px of the viewport (spec §9 link
 * prefetch margin), so following it shows the page at once. React Router's own `prefetch="viewport"`
 * waits until half the link is visible; this observes with the spec's margin and then lets React
 * Router prefetch as it does for `prefetch="render"` (route code and data). With a session (signed in
 * or temporary) the page's data is answered `private, no-store`, so a prefetch would be a server
 * render thrown away: only the route code is fetched ahead then.
 */
export function PrefetchLink(props: Omit<LinkProps, 'prefetch'>) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [near, setNear] = useState(false);
  const withSession = useContext(RootDataContext)?.shell.session != null;

  useEffect(() => {
    if (near || !ref.current) return;
    return observeNearViewport(ref.current, () => setNear(true));
  }, [near]);

  if (!withSession) return <Link {...props} ref={ref} prefetch={near ? 'render' : 'none'} />;
  return (
    <>
      <Link {...props} ref={ref} prefetch="none" />
      {near && typeof props.to === 'string' && <RouteCodeLinks path={props.to} />}
    </>
  );
}

/** Module preloads of the code of the routes rendering `path` (as React Router's prefetch adds them). */
function RouteCodeLinks({ path }: { path: string }) {
  const router = useContext(DataRouterContext)?.router;
  const manifest = useContext(FrameworkContext)?.manifest;
  if (!router || !manifest) return null;
  const hrefs = new Set(
    (matchRoutes(router.routes, path) ?? []).flatMap((match) => {
      const route = manifest.routes[match.route.id];
      return route ? [route.module, ...(route.imports ?? [])] : [];
    }),
  );
  return [...hrefs].map((href) => <link key={href} rel="modulepreload" href={href} />);
}
