import { formatMoney } from '@print/core/pricing/money';
import { formatTaxRate } from '@print/core/pricing/tax';
import { formatUnitPrice } from '@print/core/pricing/unit-price';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './price-table.module.css';

/** A row as the API's price table gives it (PriceTableRow): the quantity and its total. */
export type PriceTableRow = { quantity: number; total: { amountMinor: number; currency: string } };

type Props = {
  rows: readonly PriceTableRow[];
  /** Whether the shop shows prices net or gross (tenant setting). */
  priceDisplay: 'net' | 'gross';
  /** The product's VAT rate, named in the caption (1900 = 19 %). */
  taxRateBasisPoints: number;
  /** The row of this quantity is highlighted (what the order panel has chosen). */
  selectedQuantity?: number;
  /** The heading's level where the table sits: a section of the product page, or inside an admin tab. */
  headingLevel?: 2 | 3;
};

/**
 * The spec §3 price table: quantity, price per single unit, total. The caption says whether the
 * prices are net or gross (tenant setting) and at which VAT rate. The unit price is the total's
 * (formatUnitPrice), so quantity × unit price gives the total shown beside it. The shop's product
 * page shows it, and the product editor's Price Management tab previews exactly the same table.
 */
export function PriceTable({
  rows,
  priceDisplay,
  taxRateBasisPoints,
  selectedQuantity,
  headingLevel = 2,
}: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (rows.length === 0) return null;
  const locale = i18n.language;
  const net = priceDisplay === 'net';
  const display = t(net ? 'shop.priceNet' : 'shop.priceGross');
  const rate = t('shop.productVatRate', { rate: formatTaxRate(taxRateBasisPoints, locale) });
  const quantityFormat = new Intl.NumberFormat(locale);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.prices} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {t('shop.productPriceTable')}
      </Heading>
      <table className={styles.table} data-testid="price-table">
        <caption className={styles.note} data-testid="price-note">
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
          {rows.map((row) => (
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
