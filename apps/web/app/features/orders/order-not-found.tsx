import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ORDER_HISTORY_PATH } from './order-page.tsx';
import styles from './orders.module.css';

/** An unknown order, or someone else's (the route answers 404 for both, so ids reveal nothing). */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound} data-testid="order-not-found">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('orders.notFoundTitle')}</h1>
      <p className={styles.notFoundText}>{t('orders.notFound')}</p>
      <ButtonLink to={ORDER_HISTORY_PATH} size="large">
        {t('orders.toOrderHistory')}
      </ButtonLink>
    </section>
  );
}
