import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button-link.tsx';
import styles from './product.module.css';

/** An unknown, hidden or archived product (the route answers 404): say so and lead to the catalogue. */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound} data-testid="product-not-found">
      <h1 className={styles.title}>{t('shop.productNotFoundTitle')}</h1>
      <p className={styles.notFoundText}>{t('shop.productNotFoundText')}</p>
      <ButtonLink to="/catalog" size="large">
        {t('shop.toCatalogue')}
      </ButtonLink>
    </section>
  );
}
