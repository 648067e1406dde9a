import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button-link.tsx';
import styles from './status-page.module.css';

/** The not-found screen: spec §8 message and a way back home (and whatever `children` add below it). */
export function NotFoundContent({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid="not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('shell.notFoundTitle')}</h1>
      <p className={styles.message}>{t('shell.notFoundMessage')}</p>
      <ButtonLink to="/" color="primary" size="large">
        {t('shell.backToHome')}
      </ButtonLink>
      {children}
    </section>
  );
}
