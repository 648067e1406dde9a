import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../ui/button-link.tsx';
import { NotFoundContent } from './not-found-content.tsx';
import { RootDataContext } from './shell-context.tsx';
import styles from './status-page.module.css';

function TranslatedError({ status }: { status: number }) {
  const { t } = useTranslation();
  if (status === 404) return <NotFoundContent />;
  return (
    <section className={styles.page} role="alert">
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.title}>{t('common.somethingWentWrong')}</h1>
      <p className={styles.message}>{t('common.genericError')}</p>
      <ButtonLink to="/" color="primary">
        {t('shell.backToHome')}
      </ButtonLink>
    </section>
  );
}

/**
 * The root error boundary's screen. Inside the shell it is translated; when the shell data itself
 * is missing there are no texts to use, so it falls back to a plain English line.
 */
export function ErrorPage({ status }: { status: number }) {
  const hasShell = useContext(RootDataContext) !== null;
  if (hasShell) return <TranslatedError status={status} />;
  return (
    <main className={styles.page} role="alert">
      <p className={styles.code}>{status}</p>
      <h1 className={styles.title}>Something went wrong</h1>
    </main>
  );
}
