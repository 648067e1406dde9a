import { formatMoney } from '@print/core/pricing/money';
import { formatUnitPrice } from '@print/core/pricing/unit-price';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from './product-api.ts';
import { formatTaxRate } from './product-values.ts';
import styles from './product.module.css';

type Props = {
  product: Pick<ProductDetail, 'priceTable' | 'priceDisplay' | 'taxRateBasisPoints'>;
  /** The row of this quantity is highlighted (what the order panel has chosen). */
  selectedQuantity: number;
};

/**
 * The spec §3 price table: quantity, price per single unit, total. The caption says whether the
 * prices are net or gross (tenant setting) and at which VAT rate. The unit price is the total's
 * (formatUnitPrice), so quantity × unit price gives the total shown beside it.
 */
export function PriceTable({ product, selectedQuantity }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (product.priceTable.length === 0) return null;
  const locale = i18n.language;
  const net = product.priceDisplay === 'net';
  const display = t(net ? 'shop.priceNet' : 'shop.priceGross');
  const rate = t('shop.productVatRate', { rate: formatTaxRate(product.taxRateBasisPoints, locale) });
  const quantityFormat = new Intl.NumberFormat(locale);
  return (
    <section className={styles.prices} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('shop.productPriceTable')}
      </h2>
      <table className={styles.priceTable} data-testid="price-table">
        <caption className={styles.priceNote} data-testid="price-note">
          {`${t(net ? 'shop.pricesExclVat' : 'shop.pricesInclVat')} (${rate})`}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('shop.priceTableQuantity')}</th>
            <th scope="col">{`${t('shop.priceTablePricePerUnit')} (${display})`}</th>
            <th scope="col">{`${t('shop.priceTableTotal')} (${display})`}</th>
          </tr>
        </thead>
        <tbody>
          {product.priceTable.map((row) => (
            <tr
              key={row.quantity}
              className={row.quantity === selectedQuantity ? styles.selectedRow : undefined}
              data-testid="price-row"
            >
              <th scope="row">{quantityFormat.format(row.quantity)}</th>
              <td>{formatUnitPrice(row.total.amountMinor, row.quantity, row.total.currency, locale)}</td>
              <td>{formatMoney(row.total.amountMinor, row.total.currency, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
