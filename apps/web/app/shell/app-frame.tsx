import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CookieBanner } from './cookie-consent/cookie-banner.tsx';
import { DevOverlayGate } from './dev-overlay-gate.tsx';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { Toaster } from './toaster.tsx';
import styles from './app-frame.module.css';

/** The page frame around every screen: skip link, header, content, footer and the global layers. */
export function AppFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <CookieBanner />
      <Toaster />
      <DevOverlayGate />
    </div>
  );
}
