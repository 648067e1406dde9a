import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProductDetail } from './product-api.ts';
import styles from './product.module.css';

// The product page's admin-only hints (spec §6): the server decides them and answers them to the
// catalogue's staff only (null for everyone else), so a shopper's page renders nothing here. Kept to a
// table of texts and links: no admin code travels with the shop's page.

type Hint = NonNullable<ProductDetail['adminHints']>[number];

/** Each hint's text, and the link to where the product editor fixes it (its tab, `?tab=`). */
const HINTS: Record<Hint, { textKey: string; linkKey: string; tab: string | null }> = {
  notOrderable: { textKey: 'shop.adminNotOrderable', linkKey: 'shop.adminFixSettings', tab: null },
  noPriceList: { textKey: 'shop.adminPriceListNotConfigured', linkKey: 'shop.adminFixPrices', tab: 'prices' },
  priceListEmpty: { textKey: 'shop.adminPriceListEmpty', linkKey: 'shop.adminFixPrices', tab: 'prices' },
  noPrice: { textKey: 'shop.adminNoPrice', linkKey: 'shop.adminFixPrices', tab: 'prices' },
  soldOut: { textKey: 'shop.adminSoldOut', linkKey: 'shop.adminFixStock', tab: 'inventory' },
  // The media editor is a dialog of the editor's frame, whatever the tab.
  noImages: { textKey: 'shop.adminNoImages', linkKey: 'shop.adminFixImages', tab: null },
};

const editorPath = (productId: string, tab: string | null) =>
  `/admin/products/${encodeURIComponent(productId)}${tab ? `?tab=${tab}` : ''}`;

export function ProductAdminHints({ product }: { product: Pick<ProductDetail, 'id' | 'adminHints'> }) {
  const { t } = useTranslation();
  const hints = product.adminHints;
  if (!hints) return null;
  return (
    <aside
      className={hints.length > 0 ? styles.adminHint : `${styles.adminHint} ${styles.adminHintNone}`}
      aria-label={t('shop.adminHints')}
      data-testid="product-admin-hints"
    >
      {hints.length > 0 && (
        <ul className={styles.adminHintList}>
          {hints.map((hint) => (
            <li key={hint} data-testid={`product-admin-hint-${hint}`}>
              {t(HINTS[hint].textKey)}{' '}
              <Link to={editorPath(product.id, HINTS[hint].tab)}>{t(HINTS[hint].linkKey)}</Link>
            </li>
          ))}
        </ul>
      )}
      <Link to={editorPath(product.id, null)} data-testid="product-admin-edit">
        {t('shop.adminEditProduct')}
      </Link>
    </aside>
  );
}
