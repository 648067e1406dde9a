import type { ReactNode } from 'react';
import { CookieBanner } from './cookie-consent/cookie-banner.tsx';
import { EditModeGate } from './edit-mode-gate.tsx';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { PageMain, SkipLink } from './page-main.tsx';
import styles from './storefront-frame.module.css';

/**
 * The shop's frame: skip link, header, content, footer, the cookie banner and, for those who may edit,
 * the in-page editor. Only the storefront's
 * layout route renders it, so admin pages never load the header, footer or banner code.
 */
export function StorefrontFrame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <SkipLink />
      <Header />
      <PageMain className={styles.main} marksEntry>
        {children}
      </PageMain>
      <Footer />
      <CookieBanner />
      {/* Last: on an editing page its ledger holds what everything above asked (decision 0083). */}
      <EditModeGate />
    </div>
  );
}
