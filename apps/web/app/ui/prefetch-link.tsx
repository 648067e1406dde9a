import { LINK_PREFETCH_MARGIN_PX } from '@print/core/constants';
import { useContext, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { RootDataContext } from '../shell/shell-context.tsx';

/** Calls `onNear` once when the element comes within LINK_PREFETCH_MARGIN_PX of the viewport. */
export function observeNearViewport(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A link whose page (route code and data) is fetched ahead once the link comes within 200 px of the
 * viewport (spec §9 link prefetch margin), so following it shows the page at once. React Router's
 * own `prefetch="viewport"` waits until half the link is visible; this observes with the spec's margin
 * and then lets React Router prefetch as it does for `prefetch="render"`. With a session (signed in
 * or temporary) the page's data is answered `private, no-store`, so a prefetch would be a server
 * render thrown away: nothing is fetched ahead then (React Router prefetches code and data together).
 */
export function PrefetchLink(props: Omit<LinkProps, 'prefetch'>) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [near, setNear] = useState(false);
  const withSession = useContext(RootDataContext)?.shell.session != null;

  useEffect(() => {
    if (near || !ref.current) return;
    return observeNearViewport(ref.current, () => setNear(true));
  }, [near]);

  return <Link {...props} ref={ref} prefetch={near && !withSession ? 'render' : 'none'} />;
}
