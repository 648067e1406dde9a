import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CookieBanner } from './cookie-consent/cookie-banner.tsx';
import { DevOverlayGate } from './dev-overlay-gate.tsx';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { Toaster } from './toaster.tsx';
import styles from './app-frame.module.css';

/** The page frame around every screen: skip link, header, content, footer and the global layers. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // After a client-side route change, move focus to the new page's content so screen readers and
  // keyboard users start there instead of on the link they followed (or on <body>).
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    main.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" ref={main} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieBanner />
      <Toaster />
      <DevOverlayGate />
    </div>
  );
}
