import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button-link.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';

/** The admin's error screen: 403 for a page the user's rights do not open, else a generic message. */
export function AdminErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const forbidden = status === 403;
  return (
    <section className={styles.page} role="alert" data-testid={forbidden ? 'admin-forbidden' : 'admin-error'}>
      <p className={styles.statusCode} aria-hidden="true">
        {status}
      </p>
      <h1 className={styles.pageTitle}>
        {t(forbidden ? 'admin.forbiddenTitle' : 'common.somethingWentWrong')}
      </h1>
      <p className={styles.notice}>{t(forbidden ? 'admin.forbiddenMessage' : 'common.genericError')}</p>
      <ButtonLink to="/" color="primary">
        {t('admin.backToShop')}
      </ButtonLink>
    </section>
  );
}
