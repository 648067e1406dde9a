import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { classNames } from '../ui/class-names.ts';
import styles from './page-main.module.css';

// Both frames (storefront and admin) place these: the skip link first, the page's content in <main>.

/** The first stop of the keyboard: jumps over the header or the admin's navigation to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className={styles.skipLink}>
      {t('shell.skipToContent')}
    </a>
  );
}

// Set once a page has been shown: a frame mounting after that (storefront ↔ admin) came by navigation.
let pageShown = false;

/**
 * The page's content. After a client-side route change focus moves here, so screen readers and
 * keyboard users start on the new page instead of on the link they followed (or on <body>).
 * With `marksEntry`, `data-entry` then tells the frame's stylesheet that a navigation showed this
 * page: odd and even in turn, which the stylesheet gives one animation under two names, so each new
 * page starts it again. The server's page has none: hydration matches and the first paint is not
 * held back. Set before the browser paints (a layout effect), so the new page's first frame animates.
 */
export function PageMain({
  className,
  marksEntry = false,
  children,
}: {
  className?: string;
  marksEntry?: boolean;
  children: ReactNode;
}) {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef<string | null>(pageShown ? null : pathname);

  useLayoutEffect(() => {
    pageShown = true;
    const element = main.current;
    if (shownPath.current === pathname || !element) return;
    shownPath.current = pathname;
    if (marksEntry) element.dataset['entry'] = element.dataset['entry'] === 'odd' ? 'even' : 'odd';
    element.focus({ preventScroll: true });
  }, [pathname, marksEntry]);

  return (
    <main id="main" ref={main} className={classNames(styles.main, className)} tabIndex={-1}>
      {children}
    </main>
  );
}
