import { isColourValue } from '@print/core/orders/ordered-values';
import { useTranslation } from 'react-i18next';
import type { OrderItem } from './order-types.ts';
import styles from './order-details.module.css';

// What the shopper entered for an item, as the order kept it (issue 23): every text, every choice by
// its label, colours with a swatch and every uploaded file as a link, whether or not the product has a
// print template. The shop's order page and the admin's order detail show the same list.

/** The thumbnail of one of the shop's own uploads (/media/<id>); null for any other address. */
const thumbnailOf = (url: string) => (/^\/media\/[\w-]+$/u.test(url) ? `${url}/thumb` : null);

export function OrderItemValues({ item }: { item: Pick<OrderItem, 'position' | 'values'> }) {
  const { t } = useTranslation();
  if (item.values.length === 0) return null;
  const headingId = `order-item-values-${item.position}`;
  return (
    <section className={styles.values} aria-labelledby={headingId} data-testid="order-item-values">
      <h4 id={headingId} className={styles.valuesTitle}>
        {t('orders.itemValues')}
      </h4>
      <dl className={styles.valueRows}>
        {item.values.map((value) => {
          const thumbnail = value.fileUrl ? thumbnailOf(value.fileUrl) : null;
          return (
            <div key={value.name} data-testid="order-item-value" data-name={value.name}>
              <dt>{value.label}</dt>
              <dd>
                {value.fileUrl ? (
                  <a
                    href={value.fileUrl}
                    target="_blank"
                    rel="noopener"
                    className={styles.fileLink}
                    data-testid="order-item-file"
                  >
                    {thumbnail && (
                      <img src={thumbnail} alt="" width={48} height={48} loading="lazy" decoding="async" />
                    )}
                    <span>{t('orders.openFile')}</span>
                  </a>
                ) : (
                  <>
                    {isColourValue(value) && (
                      <span
                        className={styles.swatch}
                        style={{ backgroundColor: value.value }}
                        aria-hidden="true"
                      />
                    )}
                    <span className={styles.valueText}>{value.text}</span>
                  </>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
