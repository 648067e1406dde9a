import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../ui/icons.tsx';
import styles from './home-sections.module.css';

const PRODUCTS = [
  { key: 'shell.homeProductBusinessCards', shape: styles.shapeCard },
  { key: 'shell.homeProductFlyers', shape: styles.shapeFlyer },
  { key: 'shell.homeProductPosters', shape: styles.shapePoster },
  { key: 'shell.homeProductStickers', shape: styles.shapeSticker },
] as const;

/** Entry points into the catalogue for the best-known product families. */
export function ProductHighlights() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="home-products-title">
      <div className={styles.sectionHead}>
        <h2 id="home-products-title" className={styles.sectionTitle}>
          {t('shell.homeProductsTitle')}
        </h2>
        <p className={styles.sectionText}>{t('shell.homeProductsText')}</p>
      </div>
      <ul className={styles.productGrid}>
        {PRODUCTS.map((product) => (
          <li key={product.key}>
            <Link to="/catalog" className={styles.productCard}>
              <span className={styles.productVisual} aria-hidden="true">
                <span className={product.shape} />
              </span>
              <span className={styles.productName}>{t(product.key)}</span>
              <span className={styles.productText}>{t(`${product.key}Text`)}</span>
              <span className={styles.productMore}>
                {t('shop.viewProduct')}
                <ArrowRightIcon />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
